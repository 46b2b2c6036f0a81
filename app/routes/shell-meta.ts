import type { MetaArgs } from "react-router";
import { makeIntl } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import { shellMessageId } from "~/lib/route-name";
import type { RootData } from "~/lib/root-data";

/** Title and alternates of a page titled by its route name ("shell.<name>" messages). */
export function shellMeta({ matches, location }: MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const own = matches.at(-1);
  if (!root || !own) return [];
  const intl = makeIntl(root.lang, root.messages);
  const title = intl.formatMessage({ id: shellMessageId(own.id) });
  return pageMeta({
    title: `${title} · ${intl.formatMessage({ id: "site.name" })}`,
    description: intl.formatMessage({ id: "site.tagline" }),
    url: new URL(location.pathname + location.search, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: true,
  });
}
