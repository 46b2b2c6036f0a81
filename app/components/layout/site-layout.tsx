import type { ReactNode } from "react";
import type { Theme } from "~/lib/theme";
import { ConsentBanner } from "../consent-banner";
import { NavigationProgress } from "./navigation-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main landmark and footer around a page, in a theme. */
export function SiteLayout({ theme, variant, children }: { theme: Theme; variant: string; children: ReactNode }) {
  return (
    <div className={`layout layout--${variant}`} data-theme={theme}>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
    </div>
  );
}
