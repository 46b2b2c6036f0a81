import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import type { PlaylistJson, ResourceJson } from "~/features/collections/collections.schema";
import type { EventCardJson } from "~/features/events/card-json";
import { localize } from "~/features/events/event-json";
import { isPast } from "~/features/events/event-state";
import { kindMessageId } from "~/features/media/categories";
import type { ArticleJson } from "~/features/media/media.db.server";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { SEARCH_GROUPS, type SearchGroup } from "../search-page";
import { SearchForm } from "./search-form";
import { SearchHit } from "./search-hit";

/** A group's hits; `totalCapped`: more than `total` match (events count up to a cap, docs/decisions/017). */
type Hits<T> = { data: T[]; total: number; totalCapped?: boolean };

export type SearchResults = {
  terms: string[];
  /** The query searched instead of the visitor's, whose words found nothing (docs/decisions/029). */
  corrected: string | null;
  events: Hits<EventCardJson>;
  articles: Hits<ArticleJson>;
  playlists: Hits<PlaylistJson>;
  resources: Hits<ResourceJson>;
};

const GROUP_LABELS: Record<SearchGroup, MessageId> = {
  events: "search.group.events",
  articles: "search.group.articles",
  playlists: "search.group.playlists",
  resources: "search.group.resources",
};

/** Searches offered when nothing is found (docs/product.md §2 "/search"). */
const SUGGESTIONS = ["compost", "vélo", "climat", "bénévolat", "fresque"];

type SearchScreenProps = {
  q: string;
  only: SearchGroup | null;
  exact: boolean;
  page: number;
  pages: number;
  results: SearchResults | null;
  now: Date;
};

/**
 * The site search: the form, the groups with their counts, the hits with matches marked, an empty state. Results of
 * a corrected query say so, with a link to the query as typed (`exact`).
 */
export function SearchScreen({ q, only, exact, page, pages, results, now }: SearchScreenProps) {
  const t = useT();
  const { lang } = useIntl();
  const total = results ? SEARCH_GROUPS.reduce((sum, group) => sum + results[group].total, 0) : 0;
  const capped = results ? SEARCH_GROUPS.some((group) => results[group].totalCapped) : false;
  const groupCount = (label: string, hits: Hits<unknown>) => t(hits.totalCapped ? "search.groupCountMore" : "search.groupCount", { label, count: hits.total });
  const searchHref = (group: SearchGroup | null, asTyped = exact) =>
    localizePath(`/search?${new URLSearchParams({ q, ...(group ? { type: group } : {}), ...(asTyped ? { exact: "true" } : {}) })}`, lang);
  return (
    <div className="container search-page">
      <header className="page-head">
        <h1>{t("search.title")}</h1>
        <p>{t("search.lead")}</p>
      </header>
      <SearchForm q={q} />
      {results && total > 0 ? (
        <>
          <p className="result-count" role="status">
            {t(capped ? "search.resultsMore" : "search.results", { count: total, q: results.corrected ?? q })}
          </p>
          {results.corrected ? (
            <p className="search-correction">
              {t("search.corrected", { q })} <Link to={searchHref(only, true)}>{t("search.searchExact", { q })}</Link>
            </p>
          ) : null}
          <nav className="subnav" aria-label={t("search.group.all")}>
            <ul>
              <li>
                <Link to={searchHref(null)} aria-current={only === null ? "page" : undefined}>
                  {t(capped ? "search.groupCountMore" : "search.groupCount", { label: t("search.group.all"), count: total })}
                </Link>
              </li>
              {SEARCH_GROUPS.map((group) => (
                <li key={group}>
                  <Link to={searchHref(group)} aria-current={only === group ? "page" : undefined}>
                    {groupCount(t(GROUP_LABELS[group]), results[group])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {SEARCH_GROUPS.filter((group) => (only === null || only === group) && results[group].total > 0).map((group) => (
            <section key={group} aria-labelledby={`group-${group}`} className="search-group">
              <h2 id={`group-${group}`}>{groupCount(t(GROUP_LABELS[group]), results[group])}</h2>
              <ul className="search-hits">
                <GroupHits group={group} results={results} now={now} />
              </ul>
              {only === null && results[group].total > results[group].data.length ? (
                <p>
                  <Link to={searchHref(group)}>{t(results[group].totalCapped ? "search.seeAllMore" : "search.seeAll", { count: results[group].total })}</Link>
                </p>
              ) : null}
            </section>
          ))}
          {only ? <Pagination page={page} total={pages} /> : null}
        </>
      ) : null}
      {results && total === 0 ? <EmptySearch q={q} /> : null}
    </div>
  );
}

function GroupHits({ group, results, now }: { group: SearchGroup; results: SearchResults; now: Date }) {
  const t = useT();
  const { intl, lang } = useIntl();
  const { terms } = results;
  const own = (textLang: string) => (textLang !== lang ? textLang : undefined);
  if (group === "events") {
    return results.events.data.map((event) => (
      <li key={event._id}>
        <SearchHit
          href={localizePath(`/events/e/${event.slug}`, lang)}
          title={localize(event.title, lang, event.lang) ?? event.slug}
          text={localize(event.descriptionText, lang, event.lang) ?? ""}
          terms={terms}
          lang={event.title[lang] ? undefined : own(event.lang)}
          meta={
            <>
              <span className="badge">{isPast(event, now) ? t("search.past") : t("media.kind.event")}</span>{" "}
              <time dateTime={event.startDate}>{intl.formatDate(event.startDate, { dateStyle: "medium", timeZone: event.timezone })}</time>
            </>
          }
        />
      </li>
    ));
  }
  if (group === "articles") {
    return results.articles.data.map((article) => (
      <li key={article._id}>
        <SearchHit
          href={localizePath(`/media/${article.category}/${article.slug}`, lang)}
          title={article.title}
          text={article.descriptionCourte}
          terms={terms}
          lang={own(article.lang)}
          meta={
            <>
              <span className="badge">{t(kindMessageId(article.media))}</span>{" "}
              <time dateTime={article.firstPublished}>{intl.formatDate(article.firstPublished, { dateStyle: "medium" })}</time>
            </>
          }
        />
      </li>
    ));
  }
  if (group === "playlists") {
    return results.playlists.data.map((playlist) => (
      <li key={playlist._id}>
        <SearchHit
          href={localizePath(`/playlist/${playlist.slug}`, lang)}
          title={playlist.title}
          text={playlist.description}
          terms={terms}
          lang={own(playlist.lang)}
          meta={<span className="badge">{t("search.group.playlists")}</span>}
        />
      </li>
    ));
  }
  return results.resources.data.map((resource) => (
    <li key={resource._id}>
      <SearchHit
        href={resource.url}
        target={resource.kind === "guide" ? "file" : "external"}
        title={resource.title}
        text={resource.description}
        terms={terms}
        lang={own(resource.lang)}
        meta={<span className="badge">{t(resource.kind === "guide" ? "resources.guide" : "resources.link")}</span>}
      />
    </li>
  ));
}

function EmptySearch({ q }: { q: string }) {
  const t = useT();
  const { lang } = useIntl();
  return (
    <section className="empty-state" aria-labelledby="search-empty">
      <div role="status">
        <h2 id="search-empty">{t("search.empty", { q })}</h2>
      </div>
      <p>{t("search.emptyLead")}</p>
      <ul className="tag-list" aria-label={t("search.suggestions")}>
        {SUGGESTIONS.map((word) => (
          <li key={word}>
            <Link to={localizePath(`/search?${new URLSearchParams({ q: word })}`, lang)}>{word}</Link>
          </li>
        ))}
      </ul>
      <p>{t("search.browse")}</p>
      <p className="empty-state__actions">
        <Link className="button" to={localizePath("/events", lang)}>
          {t("search.group.events")}
        </Link>
        <Link className="button button--ghost" to={localizePath("/media", lang)}>
          {t("media.title")}
        </Link>
      </p>
    </section>
  );
}
