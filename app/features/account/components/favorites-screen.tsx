import { useCallback } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import { LikesAnswerSchema, TopicsAnswerSchema } from "../account.schema";
import type { FavoriteKind } from "../account-paths";
import { useApi, useRemote } from "../use-remote";
import { AccountPage, LoadFailed, Loading, SignedIn } from "./account-page";

const TITLES: Record<FavoriteKind, MessageId> = {
  events: "account.favorites.events.title",
  articles: "account.favorites.articles.title",
  topics: "account.favorites.topics.title",
};

/** /account/favorites/events|articles|topics: what the user liked (GET /likes). */
export function FavoritesScreen({ kind }: { kind: FavoriteKind }) {
  return (
    <AccountPage title={TITLES[kind]}>
      <SignedIn>{() => (kind === "topics" ? <FavoriteTopics /> : <FavoriteCount key={kind} kind={kind} />)}</SignedIn>
    </AccountPage>
  );
}

/**
 * Liked events and articles: GET /likes only gives their ids and no endpoint answers the JSON of a list
 * of events or articles by id, so the page says how many there are until one does.
 */
function FavoriteCount({ kind }: { kind: "events" | "articles" }) {
  const t = useT();
  const api = useApi();
  const load = useCallback(async (signal: AbortSignal) => v.parse(LikesAnswerSchema, await api.get("/likes", { signal })), [api]);
  const { remote, retry } = useRemote(load, true);
  if (remote.status === "loading") return <Loading />;
  if (remote.status === "failed") return <LoadFailed retry={retry} />;
  const count = remote.data[kind].length;
  return (
    <div className="account-empty">
      <p>{t(kind === "events" ? "account.favorites.events.count" : "account.favorites.articles.count", { count })}</p>
      {count > 0 ? <p>{t("account.favorites.listSoon")}</p> : null}
      <LocalizedLink className="button" to={kind === "events" ? "/events" : "/media"}>
        {t(kind === "events" ? "account.favorites.events.browse" : "account.favorites.articles.browse")}
      </LocalizedLink>
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
          <LocalizedLink to={`/events/topic/${topic.slug}`}>
            {topic.name[lang] ?? topic.name.fr ?? topic.slug}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
