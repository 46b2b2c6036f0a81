import { useEffect, useState } from "react";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { mainLang } from "../draft-input";
import { useEventForm } from "../event-form-context";

/** Typing changes the preview after this pause, not at every key. */
const PREVIEW_DELAY_MS = 400;

/** The query string of /cover for the draft (app/routes/organize/cover.tsx reads it). */
export function coverQuery(params: {
  title: string;
  cover: string;
  color: string;
  date: string;
  place: string;
  visio: boolean;
  lang: string;
  makesense: boolean;
}): string {
  const query = new URLSearchParams();
  for (const key of ["title", "cover", "color", "date", "place", "lang"] as const) if (params[key]) query.set(key, params[key]);
  if (params.visio) query.set("visio", "1");
  if (params.makesense) query.set("makesense", "1");
  return query.toString();
}

/** The live preview of the cover: /cover in a frame, following the draft (docs/product.md §2 /cover). */
export function CoverPreview() {
  const t = useT();
  const { lang: uiLang } = useIntl();
  const { draft, makesense } = useEventForm();
  const lang = mainLang(draft);
  const query = coverQuery({
    title: draft.texts[lang].title,
    cover: draft.cover,
    color: draft.color,
    date: draft.start,
    place: draft.address?.city ?? draft.address?.formattedAddress ?? "",
    visio: draft.online,
    lang,
    makesense,
  });
  const [shown, setShown] = useState(query);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(query), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
  return (
    <figure className="cover-preview">
      <iframe className="cover-preview__frame" title={t("organize.form.preview")} src={`${localizePath("/cover", uiLang)}?${shown}`} loading="lazy" />
      <figcaption className="form-field__hint">{t("organize.form.preview.caption")}</figcaption>
    </figure>
  );
}
