import { Outlet, useMatches } from "react-router";
import * as v from "valibot";
import { SiteLayout } from "~/components/layout/site-layout";
import { resolveTheme } from "~/lib/theme";
import { useRootData } from "~/root";

const PageThemeSchema = v.object({ content: v.object({ data: v.object({ theme: v.string() }) }) });

/** The theme an editor chose for a page-builder page (data.theme), if any. */
function usePageTheme(): string | undefined {
  const result = v.safeParse(PageThemeSchema, useMatches().at(-1)?.loaderData);
  return result.success ? result.output.content.data.theme : undefined;
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
