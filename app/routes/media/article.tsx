import { data, Link } from "react-router";
import { getArticlePage } from "~/features/content/article-page.server";
import { loadBlockData } from "~/features/content/block-data.server";
import { BuilderContent } from "~/features/content/components/builder-content";
import { throwErrorPage } from "~/features/content/error-content.server";
import { contentSettings } from "~/features/content/page-content.server";
import { coverUrl } from "~/features/events/cover";
import { ExclusivityCard } from "~/features/exclusivities/components/exclusivity-card";
import { matchExclusivity } from "~/features/exclusivities/exclusivities.server";
import { isNewerArticle } from "~/features/media/article-style";
import { kindMessageId } from "~/features/media/categories";
import { ArticleGrid } from "~/features/media/components/article-grid";
import { ArticleReadCounter } from "~/features/media/components/article-read-counter";
import { ArticleRecording } from "~/features/media/components/article-recording";
import { ArticleSidebar } from "~/features/media/components/article-sidebar";
import { tagLabel, tagPath } from "~/features/media/tags";
import { useIntl, useT } from "~/i18n/intl";
import { langFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/article";

/** Where the article page shows a partner offer (docs/product.md §9, Exclusivity Card contexts). */
const EXCLUSIVITY_CONTEXT = "chiche-article-sidebar";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // The offer is a secondary part of the page (docs/conventions.md "Errors"): a failure shows none.
  const [found, exclusivity] = await Promise.all([
    getArticlePage(env.DB, params.category, params.slug),
    matchExclusivity(env.DB, { context: EXCLUSIVITY_CONTEXT, matchingData: { category: params.category, slug: params.slug } }).catch((error: unknown) => {
      console.error("exclusivity match failed", error);
      return null;
    }),
  ]);
  if (!found) return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  // Blocks of the body that show events or articles get them from here (docs/architecture.md §4).
  const blockData = found.body ? await loadBlockData(env, found.body, { preview: false, lang }) : null;
  return data(
    { ...found, exclusivity, blockData, settings: contentSettings(env, lang, context.nonce) },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root || !loaderData) return [];
  return pageMeta({
    title: loaderData.article.title,
    description: loaderData.article.descriptionCourte,
    image: coverUrl(loaderData.article.image),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    type: "article",
  });
};

/**
 * A media article: its heading from the article index, its recording (podcast, video), its body from the
 * page builder, its tags and related articles, and the 'Ça buzze' aside. French text on an /en or /es page
 * is marked with its language (docs/architecture.md §6).
 */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { intl, lang } = useIntl();
  const t = useT();
  const { article, body, blockData, settings, recording, tags, related, buzzing, exclusivity } = loaderData;
  const textLang = article.lang !== lang ? article.lang : undefined;
  return (
    <div className="container article-layout" data-newer={isNewerArticle(article) ? "" : undefined}>
      <article className="article-layout__main" data-media={article.media}>
        <header className="page-head">
          <p className="card__meta">
            <span className="badge">{t(kindMessageId(article.media))}</span>{" "}
            <time dateTime={article.firstPublished}>{intl.formatDate(article.firstPublished, { dateStyle: "long" })}</time>
          </p>
          <h1 lang={textLang}>{article.title}</h1>
          <p lang={textLang}>{article.descriptionCourte}</p>
        </header>
        {recording && (article.media === "podcast" || article.media === "video") ? (
          <ArticleRecording media={article.media} recording={recording} poster={coverUrl(article.image)} />
        ) : (
          <img className="event-hero__cover" src={coverUrl(article.image)} alt="" width={1280} height={800} />
        )}
        <div className="prose" lang={textLang}>
          {body ? <BuilderContent content={body} model="article" settings={settings} blockData={blockData ?? undefined} /> : null}
        </div>
        {tags.length > 0 ? (
          <nav aria-label={t("media.tags")}>
            <ul className="tag-list">
              {tags.map((tag) => (
                <li key={tag.tag}>
                  <Link to={localizePath(tagPath(tag.tag), lang)}>{tagLabel(tag, lang, t)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {related.length > 0 ? (
          <section aria-labelledby="related-articles">
            <h2 id="related-articles">{t("media.related")}</h2>
            <ArticleGrid articles={related} />
          </section>
        ) : null}
      </article>
      <ArticleSidebar buzzing={buzzing}>
        <ExclusivityCard exclusivity={exclusivity} context={EXCLUSIVITY_CONTEXT} />
      </ArticleSidebar>
      <ArticleReadCounter articleId={article._id} />
    </div>
  );
}
