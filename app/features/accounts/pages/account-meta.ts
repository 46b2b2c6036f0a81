import type { MetaDescriptor } from "react-router";
import type { CompiledMessages, MessageId } from "~/i18n/catalogues";
import { messageText } from "~/i18n/intl";
import type { Lang } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";

type RootMetaData = { lang: Lang; messages: CompiledMessages; config: { siteUrl: string } };

/** Title and alternates of an account or email-link page; personal pages are never indexed. */
export function accountMeta(root: RootMetaData | undefined, location: { pathname: string }, title: MessageId): MetaDescriptor[] {
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, title)} · ${messageText(root.messages, "site.name")}`,
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: true,
  });
}
