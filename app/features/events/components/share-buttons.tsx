import { useState, type MouseEvent } from "react";
import { useT } from "~/i18n/intl";
import { SHARE_NETWORKS, sharePopupFeatures, shareUrl, type ShareNetwork } from "../share";

const NETWORK_NAMES: Record<Exclude<ShareNetwork, "email">, string> = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

/** A wrapping row of buttons (app.css has no list-of-buttons class yet). */

/** Opens the share page in a 626×436 popup; without JavaScript the link opens it in a new tab. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  const popup = window.open(event.currentTarget.href, "share", sharePopupFeatures(window));
  if (!popup) return;
  event.preventDefault();
  popup.opener = null;
}

/** Share buttons: social networks in a popup, email through the mail app, and copy link. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useT();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const copyLink = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  };
  return (
    <section className="share-buttons" aria-labelledby="share-title">
      <h2 id="share-title" className="aside-heading">
        {t("share.title")}
      </h2>
      <ul className="inline-list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            {network === "email" ? (
              <a className="button button--ghost button--small" href={shareUrl(network, { url, title })}>
                {t("share.email")}
              </a>
            ) : (
              <a
                className="button button--ghost button--small"
                href={shareUrl(network, { url, title })}
                target="_blank"
                rel="noopener noreferrer"
                onClick={openPopup}
                aria-label={t("share.on", { network: NETWORK_NAMES[network] })}
              >
                {NETWORK_NAMES[network]}
              </a>
            )}
          </li>
        ))}
        <li>
          <button type="button" className="button button--ghost button--small" onClick={copyLink}>
            {t("share.copy")}
          </button>
        </li>
      </ul>
      <p role="status" className={copy === "idle" ? "visually-hidden" : undefined}>
        {copy === "copied" ? t("share.copied") : copy === "failed" ? t("share.copyFailed") : ""}
      </p>
    </section>
  );
}
