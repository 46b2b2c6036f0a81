import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";

/** The search box: a plain GET form, so it works before hydration and without JavaScript. */
export function SearchForm({ q }: { q: string }) {
  const t = useT();
  const { lang } = useIntl();
  return (
    <form className="search-form" role="search" method="get" action={localizePath("/search", lang)}>
      <label htmlFor="search-q">{t("search.label")}</label>
      <div className="search-form__row">
        <input id="search-q" type="search" name="q" defaultValue={q} placeholder={t("search.placeholder")} maxLength={100} />
        <button className="button" type="submit">
          {t("search.submit")}
        </button>
      </div>
    </form>
  );
}
