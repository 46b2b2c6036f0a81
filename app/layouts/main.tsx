import { Outlet, useMatches } from "react-router";
import { SiteLayout } from "~/components/layout/site-layout";
import { resolveTheme } from "~/lib/theme";
import { useRootData } from "~/lib/root-data";

/** The theme an editor chose for a page-builder page (data.theme), if any: our own loader's data, checked on the server. */
function usePageTheme(): string | undefined {
  const data = useMatches().at(-1)?.loaderData as { content?: { data?: { theme?: unknown } } | null } | null | undefined;
  const theme = data?.content?.data?.theme;
  return typeof theme === "string" ? theme : undefined;
}

/** The default layout. On the French consumer site (SITE not "international") it is the chiche layout. */
export default function MainLayout() {
  const { config } = useRootData();
  const chiche = config.site !== "international";
  const pageTheme = usePageTheme();
  return (
    <SiteLayout theme={pageTheme ? resolveTheme(pageTheme) : chiche ? "chiche" : "base"} variant={chiche ? "chiche" : "default"}>
      <Outlet />
    </SiteLayout>
  );
}
