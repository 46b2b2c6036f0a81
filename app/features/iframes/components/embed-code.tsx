import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import type { Iframe } from "../iframes.schema";

/**
 * The embed code of a widget with a copy button, and the widget itself as partners will see it: framed,
 * sized by the height the frame reports (the same message /embed.js listens to).
 */
export function EmbedCode({ widget, snippet }: { widget: Iframe; snippet: string }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(480);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (
        typeof data === "object" &&
        data !== null &&
        "type" in data &&
        data.type === "rendez-vous:widget-height" &&
        "height" in data &&
        typeof data.height === "number"
      ) {
        setHeight(Math.min(Math.max(Math.ceil(data.height), 100), 20_000));
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
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
