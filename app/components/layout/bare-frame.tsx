import type { ReactNode } from "react";
import { useT } from "~/i18n/intl";
import { LanguagePicker } from "./language-picker";
import { LocalizedLink } from "./localized-link";
import { NavigationProgress } from "./navigation-progress";

/** The bare layouts: no site navigation, one centred panel (login, activation, embeds). */
export function BareFrame({ loader, children }: { loader: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <div className="layout layout--bare" data-theme="base">
      {loader ? <NavigationProgress /> : null}
      <main id="main" className="bare-layout" tabIndex={-1}>
        <div className="bare-layout__panel">
          <header className="site-header__bar">
            <LocalizedLink to="/" className="site-header__logo" end>
              {t("site.name")}
            </LocalizedLink>
            <LanguagePicker />
          </header>
          {children}
        </div>
      </main>
    </div>
  );
}
