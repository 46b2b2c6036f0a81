import { useCallback, useState } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { EventList } from "~/features/events/components/event-list";
import { ArticleCard } from "~/features/media/components/article-card";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import type { FavoriteKind } from "~/features/accounts/pages/account-paths";
import { LikedArticlesAnswerSchema, LikedEventsAnswerSchema, LikesAnswerSchema, TopicsAnswerSchema } from "../favorites.schema";
import { useApi, useRemote } from "~/lib/use-remote";
import { AccountPage, LoadFailed, Loading, SignedIn } from "~/features/accounts/pages/components/account-page";

const TITLES: Record<FavoriteKind, MessageId> = {
  events: "account.favorites.events.title",
  articles: "account.favorites.articles.title",
  topics: "account.favorites.topics.title",
};

/** /account/favorites/events|articles|topics: what the user liked. */
export function FavoritesScreen({ kind }: { kind: FavoriteKind }) {
  return (
    <AccountPage title={TITLES[kind]}>
      <SignedIn>{() => (kind === "topics" ? <FavoriteTopics /> : <FavoriteList key={kind} kind={kind} />)}</SignedIn>
    </AccountPage>
  );
}

/** Liked events or articles (GET /likes/events/list or /likes/articles/list), most recent like first. */
function FavoriteList({ kind }: { kind: "events" | "articles" }) {
  const t = useT();
  const api = useApi();
  const [now] = useState(() => new Date());
  const load = useCallback(
    async (signal: AbortSignal) =>
      kind === "events"
        ? { kind, data: v.parse(LikedEventsAnswerSchema, await api.get("/likes/events/list", { signal })).data }
        : { kind, data: v.parse(LikedArticlesAnswerSchema, await api.get("/likes/articles/list", { signal })).data },
    [api, kind],
  );
  const { remote, retry } = useRemote(load, true);
  if (remote.status === "loading") return <Loading />;
  if (remote.status === "failed") return <LoadFailed retry={retry} />;
  const liked = remote.data;
  const count = liked.data.length;
  return (
    <div className="account-favorites">
      <div className="account-empty">
        <p>{t(kind === "events" ? "account.favorites.events.count" : "account.favorites.articles.count", { count })}</p>
        <LocalizedLink className="button" to={kind === "events" ? "/events" : "/media"}>
          {t(kind === "events" ? "account.favorites.events.browse" : "account.favorites.articles.browse")}
        </LocalizedLink>
      </div>
      {liked.kind === "events" ? <EventList events={liked.data} now={now} /> : null}
      {liked.kind === "articles" ? (
        <ul className="grid">
          {liked.data.map((article) => (
            <li key={article._id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Liked topics, named from the topic list (one cached call), each linking to its events. */
function FavoriteTopics() {
  const t = useT();
  const { lang } = useIntl();
  const api = useApi();
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [likes, topics] = await Promise.all([api.get("/likes", { signal }), api.get("/taxonomies", { query: { type: "topic" }, signal })]);
      const liked = new Set(v.parse(LikesAnswerSchema, likes).topics);
      return v.parse(TopicsAnswerSchema, topics).data.filter((topic) => liked.has(topic._id));
    },
    [api],
  );
  const { remote, retry } = useRemote(load, true);
  if (remote.status === "loading") return <Loading />;
  if (remote.status === "failed") return <LoadFailed retry={retry} />;
  if (remote.data.length === 0) {
    return (
      <div className="account-empty">
        <p>{t("account.favorites.topics.empty")}</p>
        <LocalizedLink className="button" to="/events">
          {t("account.favorites.events.browse")}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <ul className="inline-list favorite-topics">
      {remote.data.map((topic) => (
        <li key={topic._id}>
          <LocalizedLink to={`/events/topic/${topic.slug}`}>{topic.name[lang] ?? topic.name.fr ?? topic.slug}</LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
