import { Link, useLocation } from "react-router";
import { useIntl, useT } from "~/i18n/intl";
import { LANGS, localizePath, stripLang } from "~/i18n/locale";

/** Links to the same page in each language; the current one is marked. */
export function LanguagePicker() {
  const t = useT();
  const { lang } = useIntl();
  const location = useLocation();
  const bare = stripLang(location.pathname);
  return (
    <nav aria-label={t("mks-vue.langpicker")}>
      <ul className="lang-picker">
        {LANGS.map((code) => (
          <li key={code}>
            <Link to={`${localizePath(bare, code)}${location.search}`} hrefLang={code} lang={code} aria-current={code === lang ? "true" : undefined}>
              {code.toUpperCase()}
              <span className="visually-hidden"> {t(`lang.${code}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
