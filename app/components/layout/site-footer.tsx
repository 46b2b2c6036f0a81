import { useT } from "~/i18n/intl";
import { LocalizedLink } from "./localized-link";

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer" aria-label={t("footer.label")}>
      <div className="container container--wide">
        <p>{t("footer.copyright", { year: new Date().getUTCFullYear() })}</p>
        <ul>
          <li>
            <LocalizedLink to="/a-propos">{t("footer.about")}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/mentions-legales">{t("footer.legal")}</LocalizedLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}
