import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import type { OwnWidgetInput } from "../own-widgets.schema";
import { useFramedHeight } from "../use-framed-height";
import { PREVIEW_PARAM } from "../widget-preview-param";

/** The widths a widget is previewed at: a phone's, a tablet's, a laptop's (docs/product.md §2). */
const WIDTHS = [390, 768, 1280] as const;
/** How long the settings stay unchanged before the preview follows them. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The widget being built, framed as a partner's page frames it (/iframe/preview with the settings, sized by the
 * height it reports, as /embed.js does), at the width chosen. It follows the form as it changes.
 */
export function WidgetPreview({ input }: { input: OwnWidgetInput }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<number>(WIDTHS[0]);
  const height = useFramedHeight(frame);
  const settings = JSON.stringify(input);
  const [src, setSrc] = useState(() => previewSrc(settings, input.lang));
  useEffect(() => {
    const timer = setTimeout(() => setSrc(previewSrc(settings, input.lang)), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [settings, input.lang]);
  return (
    <section className="widget-builder__preview" aria-labelledby="widget-preview-title">
      <h2 id="widget-preview-title">{t("organize.widgets.preview")}</h2>
      <label htmlFor="widget-preview-width">{t("organize.widgets.previewWidth")}</label>
      <select id="widget-preview-width" value={width} onChange={(event) => setWidth(Number(event.target.value))}>
        {WIDTHS.map((value) => (
          <option key={value} value={value}>
            {t(`organize.widgets.width.${value}`)}
          </option>
        ))}
      </select>
      <div className="widget-builder__frame">
        <iframe ref={frame} title={t("organize.widgets.previewFrame")} src={src} style={{ width, height }} />
      </div>
    </section>
  );
}

function previewSrc(settings: string, lang: OwnWidgetInput["lang"]) {
  return `${localizePath("/iframe/preview", lang)}?${PREVIEW_PARAM}=${encodeURIComponent(settings)}`;
}
