import type { EventJson } from "~/features/events/event-json";
import { localize } from "~/features/events/event-json";
import { makeIntl } from "~/i18n/intl";
import type { Lang } from "~/i18n/locale";
import type { CompiledMessages, MessageId } from "~/i18n/catalogues";
import { pageMeta } from "~/lib/seo";

type Root = { lang: Lang; messages: CompiledMessages; config: { siteUrl: string } };

/** Title of a page under the event page ("Donner mon avis · {event} · Rendez-vous"), never indexed. */
export function eventChildMeta(root: Root | undefined, event: EventJson | undefined, title: MessageId, pathname: string) {
  if (!root || !event) return [];
  const intl = makeIntl(root.lang, root.messages);
  const eventTitle = localize(event.title, root.lang, event.lang) ?? event.slug;
  return pageMeta({
    title: `${intl.formatMessage({ id: title })} · ${eventTitle} · ${intl.formatMessage({ id: "site.name" })}`,
    description: localize(event.descriptionText, root.lang, event.lang),
    url: new URL(pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: true,
  });
}
