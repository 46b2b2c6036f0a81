import { data, Link, redirect } from "react-router";
import * as v from "valibot";
import { Pagination } from "~/components/ui/pagination";
import { throwErrorPage } from "~/features/content/error-content.server";
import { ArticleGrid } from "~/features/media/components/article-grid";
import { MediaNav } from "~/features/media/components/media-nav";
import { getTagPage } from "~/features/media/media.server";
import { tagLabel, tagPath } from "~/features/media/tags";
import { messageText, useIntl, useT } from "~/i18n/intl";
import { langFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tag";

const PAGE_SIZE = 24;

const TagQuerySchema = v.object({
  tag: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  page: v.fallback(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), 0),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const query = v.parse(TagQuerySchema, { tag: url.searchParams.get("tag") || undefined, page: url.searchParams.get("page") ?? "0" });
  const { tags, articles } = await getTagPage(env.DB, { tag: query.tag, page: query.page, pageSize: PAGE_SIZE });
  if (query.tag !== undefined && !articles) {
    return throwErrorPage(env, { status: 404, message: `No articles tagged ${query.tag}`, lang: langFromPath(url.pathname), nonce: context.nonce });
  }
  const pages = articles ? Math.ceil(articles.total / PAGE_SIZE) : 0;
  if (pages > 0 && query.page >= pages) {
    // A page past the last one goes to the last one (docs/product.md §4, pagination clamped).
    if (pages === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(pages - 1));
    throw redirect(`${url.pathname}${url.search}`);
  }
  const current = tags.find((tag) => tag.tag === query.tag) ?? null;
  return data(
    { tags, current, articles, page: query.page, pages },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  const current = loaderData?.current;
  const name = current ? (current.names[root.lang] ?? current.names.fr ?? current.tag) : null;
  const title = name ? `${messageText(root.messages, "media.tags")} : ${name}` : messageText(root.messages, "media.tag.title");
  const tags = pageMeta({
    title: `${title} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "media.tag.lead"),
    url: new URL(location.pathname + location.search, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
  // Each tag is a page of its own: its canonical and language links keep ?tag= (and ?page= after it).
  if (!current) return tags;
  const query = `tag=${encodeURIComponent(current.tag)}`;
  const withTag = (href: string) => (href.includes("?") ? href.replace("?", `?${query}&`) : `${href}?${query}`);
  return tags.map((descriptor) => {
    if ("tagName" in descriptor && typeof descriptor.href === "string") return { ...descriptor, href: withTag(descriptor.href) };
    if ("property" in descriptor && descriptor.property === "og:url" && typeof descriptor.content === "string")
      return { ...descriptor, content: withTag(descriptor.content) };
    return descriptor;
  });
};

/** /media/tag: every tag with its count, and with ?tag= that tag's articles, paginated. */
export default function TagPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useIntl();
  const { tags, current, articles } = loaderData;
  const currentLabel = current ? tagLabel(current, lang, t) : null;
  return (
    <div className="container container--wide">
      <header className="page-head">
        <h1>{currentLabel ? t("media.tag.heading", { tag: currentLabel }) : t("media.tag.title")}</h1>
        <p>{articles ? t("media.tag.count", { count: articles.total }) : t("media.tag.lead")}</p>
      </header>
      <MediaNav />
      <nav aria-label={t("media.tags")}>
        <ul className="tag-list">
          {tags.map((tag) => (
            <li key={tag.tag}>
              <Link to={localizePath(tagPath(tag.tag), lang)} aria-current={tag.tag === current?.tag ? "page" : undefined}>
                {tagLabel(tag, lang, t)} <span className="tag-list__count">{`(${tag.count})`}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles ? (
        <section aria-label={currentLabel ?? undefined}>
          <ArticleGrid articles={articles.data} priority />
          <Pagination page={loaderData.page} total={loaderData.pages} />
        </section>
      ) : null}
    </div>
  );
}
