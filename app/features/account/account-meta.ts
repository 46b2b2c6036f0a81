import type { MetaDescriptor } from "react-router";
import type { MessageId } from "~/i18n/catalogues";
import type { Lang } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";

type RootMetaData = { lang: Lang; messages: Record<string, string>; config: { siteUrl: string } };

/** Title and alternates of an account or email-link page; personal pages are never indexed. */
export function accountMeta(root: RootMetaData | undefined, location: { pathname: string }, title: MessageId): MetaDescriptor[] {
  if (!root) return [];
  return pageMeta({
    title: `${root.messages[title] ?? title} · ${root.messages["site.name"] ?? ""}`,
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: true,
  });
}
