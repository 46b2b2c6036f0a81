import gameCss from "~/features/game/game.css?url";
import { Outlet } from "react-router";
import { SiteLayout } from "~/components/layout/site-layout";
import type { Route } from "./+types/game";

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => (gameCss ? [{ rel: "stylesheet", href: gameCss, precedence: "default" }] : []);

/** The game frame (docs/product.md §2 "Layouts"): the site's header and footer in the tv theme, the game's styles. */
export default function GameLayout() {
  return (
    <SiteLayout theme="tv" variant="game">
      <Outlet />
    </SiteLayout>
  );
}
