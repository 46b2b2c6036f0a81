import type { MetaArgs } from "react-router";
import { makeIntl } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import type { RootData } from "~/lib/root-data";

/** Title of the /admin pages; never indexed. */
export function adminMeta({ matches, location }: MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const intl = makeIntl(root.lang, root.messages);
  return pageMeta({
    title: `${intl.formatMessage({ id: "shell.admin" })} · ${intl.formatMessage({ id: "site.name" })}`,
    description: intl.formatMessage({ id: "admin.meta.description" }),
    url: new URL(location.pathname + location.search, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: true,
  });
}
