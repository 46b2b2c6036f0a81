import { useEffect } from "react";
import { useToast } from "~/components/ui/toasts";
import { useLoginFlow } from "~/features/accounts/login-flow/login-flow-provider";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useIntl, useIsMessageId, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { browserApi } from "~/lib/api";
import { useDeferredActor } from "~/lib/use-deferred-actor";
import { useRootData } from "~/lib/root-data";

/** The heart of an event (docs/product.md §4 "Like button"): optimistic, rolled back on error, login first when needed. */
export function LikeButton({ eventId, title }: { eventId: string; title: string }) {
  const t = useT();
  const isMessageId = useIsMessageId();
  const { lang } = useIntl();
  const { config } = useRootData();
  const session = useSession();
  const flow = useLoginFlow();
  const toast = useToast();
  const api = browserApi(config.apiBase);
  const { send, matches } = useDeferredActor(async () => {
    const [{ createActor, fromPromise }, { likeButtonMachine }] = await Promise.all([import("xstate"), import("#machines/like-button/like-button.machine")]);
    const machine = likeButtonMachine.provide({
      actors: {
        like: fromPromise(async ({ input }) => void (await api.post("/likes", { event: input.eventId }))),
        unlike: fromPromise(async ({ input }) => void (await api.delete("/likes", { event: input.eventId }))),
      },
      actions: {
        startLoginFlow: (_, start) => flow.start(start),
        notifyLiked: (_, { message, type, duration, link }) =>
          toast({
            message: isMessageId(message.id) ? t(message.id) : message.defaultMessage,
            type,
            duration,
            link: link && { label: isMessageId(link.label.id) ? t(link.label.id) : link.label.defaultMessage, to: localizePath(link.to, lang) },
          }),
        notifyError: (_, { message, type, position, duration }) =>
          toast({ message: isMessageId(message.id) ? t(message.id) : message.defaultMessage, type, position, duration }),
      },
    });
    return createActor(machine, { input: { eventId, loggedIn: false } });
  }, "unknown");

  useEffect(() => {
    if (session.status === "anonymous") send({ type: "CHECK", liked: false });
    if (session.status !== "logged-in") return;
    send({ type: "LOGGED_IN" });
    api.post("/likes/events", { events: [eventId] }).then(
      async (answer) => {
        const { parseLikedMap } = await import("~/features/likes/likes.schema");
        send({ type: "CHECK", liked: parseLikedMap(answer)[eventId] === true });
      },
      () => send({ type: "CHECK", liked: false }),
    );
  }, [session.status, eventId, send, api]);

  const liked = matches("liked");
  return (
    <button type="button" className="like-button" aria-pressed={liked} disabled={matches("unknown")} onClick={() => send({ type: "TOGGLE" })}>
      <span aria-hidden="true">{liked ? "♥" : "♡"}</span> {t(liked ? "likes.saved" : "likes.save")}
      <span className="visually-hidden"> : {title}</span>
    </button>
  );
}
