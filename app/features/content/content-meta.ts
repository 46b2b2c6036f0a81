import type { MetaArgs } from "react-router";
import { messageText } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import type { RootData } from "~/lib/root-data";

type ContentLoaderData = { content: { data?: { title?: unknown; description?: unknown; image?: unknown } } | null; preview?: boolean } | undefined;

/** Title, description and image of a page-builder page, from its entry's data; previews are never indexed. */
export function contentMeta({ matches, location, data }: MetaArgs & { data: ContentLoaderData }) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const entry = data?.content?.data;
  const siteName = messageText(root.messages, "site.name");
  const title = typeof entry?.title === "string" && entry.title ? `${entry.title} · ${siteName}` : siteName;
  return pageMeta({
    title,
    description: typeof entry?.description === "string" ? entry.description : messageText(root.messages, "site.tagline"),
    image: typeof entry?.image === "string" ? entry.image : null,
    url: new URL(location.pathname + location.search, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: data?.preview === true,
  });
}
