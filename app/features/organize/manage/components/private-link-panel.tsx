import { useState } from "react";
import * as v from "valibot";
import { CopyField } from "~/components/ui/copy-field";
import { privateEventUrl } from "~/features/events/private-link";
import { useIntl, useT } from "~/i18n/intl";
import { useApi } from "~/lib/use-remote";
import { useRootData } from "~/lib/root-data";

const ReplacedSchema = v.object({ shareKey: v.string() });

type PanelState = "idle" | "copied" | "confirming" | "replacing" | "replaced" | "failed";

/**
 * A private event's share link on the organizer pages (docs/product.md §6 "Who sees an event"): the page's URL
 * with its secret, a copy button, and 'Nouveau lien', which replaces the secret so the old link opens nothing.
 */
export function PrivateLinkPanel({ eventId, slug, shareKey }: { eventId: string; slug: string; shareKey: string }) {
  const t = useT();
  const { lang } = useIntl();
  const { config } = useRootData();
  const api = useApi();
  const [key, setKey] = useState(shareKey);
  const [state, setState] = useState<PanelState>("idle");
  const url = privateEventUrl(config.siteUrl, slug, lang, key);

  const replace = async () => {
    setState("replacing");
    try {
      setKey(v.parse(ReplacedSchema, await api.post(`/events/${eventId}/private-link`)).shareKey);
      setState("replaced");
    } catch {
      setState("failed");
    }
  };

  return (
    <section className="private-link" aria-labelledby="private-link-title">
      <h2 id="private-link-title">{t("organize.privateLink.title")}</h2>
      <p>{t("organize.privateLink.text")}</p>
      <CopyField label={t("organize.privateLink.label")} value={url} copyLabel={t("organize.privateLink.copy")} onCopied={() => setState("copied")} />
      {state === "confirming" ? (
        <p className="private-link__confirm">
          {t("organize.privateLink.confirm")}{" "}
          <button type="button" className="button button--small" onClick={() => void replace()}>
            {t("organize.privateLink.confirmYes")}
          </button>{" "}
          <button type="button" className="button button--small button--ghost" onClick={() => setState("idle")}>
            {t("organize.privateLink.confirmNo")}
          </button>
        </p>
      ) : (
        <p>
          <button type="button" className="button button--ghost button--small" disabled={state === "replacing"} onClick={() => setState("confirming")}>
            {t("organize.privateLink.replace")}
          </button>
        </p>
      )}
      <p role="status">
        {state === "copied" ? t("organize.privateLink.copied") : null}
        {state === "replaced" ? t("organize.privateLink.replaced") : null}
      </p>
      <p role="alert">{state === "failed" ? t("organize.privateLink.failed") : null}</p>
    </section>
  );
}
