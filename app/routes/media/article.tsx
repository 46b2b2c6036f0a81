import { data } from "react-router";
import { BuilderContent } from "~/features/content/components/builder-content";
import { throwErrorPage } from "~/features/content/error-content.server";
import { contentSettings } from "~/features/content/page-content.server";
import { coverUrl } from "~/features/events/cover";
import { getArticlePage } from "~/features/media/media.server";
import { useIntl } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/article";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const found = await getArticlePage(env.DB, params.category, params.slug);
  if (!found) return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  return data(
    { ...found, settings: contentSettings(env, lang, context.nonce) },
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

/** A media article: its heading from the article index, its body from the page builder. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { intl } = useIntl();
  const { article, body, settings } = loaderData;
  return (
    <article className="container">
      <header className="page-head">
        <p className="card__meta">
          <time dateTime={article.firstPublished}>{intl.formatDate(article.firstPublished, { dateStyle: "long" })}</time>
        </p>
        <h1>{article.title}</h1>
        <p>{article.descriptionCourte}</p>
      </header>
      <img className="event-hero__cover" src={coverUrl(article.image)} alt="" width={1280} height={800} />
      <div className="prose">{body ? <BuilderContent content={body} model="article" settings={settings} /> : null}</div>
    </article>
  );
}
