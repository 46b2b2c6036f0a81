import { useRef, useState } from "react";
import { useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import type { Iframe } from "../iframes.schema";
import { useFramedHeight } from "../use-framed-height";

/**
 * The embed code of a widget with a copy button, and the widget itself as partners will see it: framed,
 * sized by the height the frame reports (the same message /embed.js listens to).
 */
export function EmbedCode({ widget, snippet }: { widget: Iframe; snippet: string }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const height = useFramedHeight(frame);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(snippet)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <div className="embed-code">
      <h1>{t("embed.title", { name: widget.name })}</h1>
      <p>{t("embed.lead")}</p>
      <label className="embed-code__label" htmlFor="embed-snippet">
        {t("embed.code")}
      </label>
      <textarea id="embed-snippet" className="embed-code__snippet" readOnly rows={3} value={snippet} onFocus={(event) => event.currentTarget.select()} />
      <p className="embed-code__actions">
        <button type="button" className="button button--small" onClick={copy}>
          {t("embed.copy")}
        </button>
        <span role="status">{copied ? t("embed.copied") : ""}</span>
      </p>
      <p className="embed-code__hint">{t("embed.languages")}</p>
      <h2>{t("embed.preview")}</h2>
      <iframe
        ref={frame}
        className="embed-code__preview"
        title={widget.name}
        src={localizePath(`/iframe/${encodeURIComponent(widget.slug ?? widget._id)}`, widget.lang)}
        style={{ height }}
        loading="lazy"
      />
    </div>
  );
}
