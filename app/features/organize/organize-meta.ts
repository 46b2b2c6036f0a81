import type { MetaArgs } from "react-router";
import { makeIntl } from "~/i18n/intl";
import { shellMessageId } from "~/lib/route-name";
import { pageMeta } from "~/lib/seo";
import type { RootData } from "~/lib/root-data";

/** Title of an organizer page from its route name ("shell.<name>" messages); never indexed (personal tools). */
export function organizeMeta({ matches, location }: MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const own = matches.at(-1);
  if (!root || !own) return [];
  const intl = makeIntl(root.lang, root.messages);
  return pageMeta({
    title: `${intl.formatMessage({ id: shellMessageId(own.id) })} · ${intl.formatMessage({ id: "site.name" })}`,
    description: intl.formatMessage({ id: "organize.meta.description" }),
    url: new URL(location.pathname + location.search, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: true,
  });
}
