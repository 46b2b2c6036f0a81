import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EventJson } from "~/features/events/event-json";
import { useLoginFlow } from "~/features/accounts/login-flow/login-flow-provider";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";

/** A page under the event page (feedback, unattend): a titled section below the event. */
export function EventChildSection({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  const t = useT();
  return (
    <section className="event-child" aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      {children}
    </section>
  );
}

/** The link back to the event page (the parent path, in the page's language). */
export function BackToEvent() {
  const t = useT();
  return (
    <Link to=".." relative="path" className="button button--text">
      {t("eventChild.back")}
    </Link>
  );
}

export function ChildLoading() {
  const t = useT();
  return <p role="status">{t("eventChild.loading")}</p>;
}

/** For an anonymous visitor: why to log in, and the login flow over the page (it comes back here). */
export function ChildLogin({ event, message }: { event: EventJson; message: MessageId }) {
  const t = useT();
  const flow = useLoginFlow();
  return (
    <div className="banner">
      <p>{t(message)}</p>
      <button
        type="button"
        className="button button--small"
        onClick={() => flow.start({ source: "event", event: { id: event._id, slug: event.slug, registerExternal: event.registerExternal } })}
      >
        {t("eventChild.login")}
      </button>
    </div>
  );
}
