import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";

/** The `?token=` of an emailed link, or null without one. */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  return params.get("token") || null;
}

/**
 * A page reached from an email or the login flow: its heading, then its content. `outcome` is the
 * result line, in a live region that exists from the start so that its changes are announced.
 */
export function LinkPage({ title, outcome, children }: { title: MessageId; outcome?: ReactNode; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="link-page">
      <h1>{t(title)}</h1>
      <div role="status" className="link-page__outcome">
        {outcome}
      </div>
      {children}
    </div>
  );
}

/** The link's work failed: the reason, and a retry button when trying again may help. */
export function LinkFailed({ title, message, onRetry }: { title: MessageId; message: MessageId; onRetry?: () => void }) {
  const t = useT();
  return (
    <LinkPage title={title} outcome={<p className="notice notice--error">{t(message)}</p>}>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t("account.retry")}
        </button>
      ) : null}
    </LinkPage>
  );
}

/** The link's work under way, then done with what to do next (`actions`, shown once done). */
export function LinkProgress({
  title,
  done,
  messages,
  actions,
}: {
  title: MessageId;
  done: boolean;
  messages: { pending: MessageId; done: MessageId };
  actions: ReactNode;
}) {
  const t = useT();
  return (
    <LinkPage title={title} outcome={done ? <p className="notice notice--success">{t(messages.done)}</p> : <p>{t(messages.pending)}</p>}>
      {done ? actions : null}
    </LinkPage>
  );
}
