import { useLocation } from "react-router";
import { accountMeta } from "~/features/accounts/pages/account-meta";
import { favoriteKindOf } from "~/features/accounts/pages/account-paths";
import { FavoritesScreen } from "~/features/likes/components/favorites-screen";
import type { Route } from "./+types/favorites";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountMeta(matches[0]?.loaderData, location, `account.favorites.${favoriteKindOf(location.pathname)}.title`);

/** /account/favorites/events, /articles and /topics. */
export default function Favorites() {
  return <FavoritesScreen kind={favoriteKindOf(useLocation().pathname)} />;
}
