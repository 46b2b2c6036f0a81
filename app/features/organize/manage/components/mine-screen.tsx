import { useCallback, useState } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { SearchField } from "~/components/ui/fields/search-field";
import { EventCard } from "~/features/events/components/event-card";
import { useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import type { EventJson } from "~/features/events/event-json";
import { filterMine, MINE_PAGE_SIZE } from "../mine-filter";
import { OrganizedAnswerSchema } from "../organize-answers.schema";
import type { MineTab } from "../organize-paths";
import { useOrganizerLoad } from "../use-organizer-load";
import { OrganizerSignedIn } from "./organizer-signed-in";
import { LoadFailed, Loading } from "./remote-states";

const EMPTY = { active: "organize.mine.empty.active", past: "organize.mine.empty.past", cancelled: "organize.mine.empty.cancelled" } as const;

/** /organize/mine/{active|past|cancelled}: the user's events as organizer cards (docs/product.md §6). */
export function MineScreen({ tab }: { tab: MineTab }) {
  return <OrganizerSignedIn>{() => <MineList key={tab} tab={tab} />}</OrganizerSignedIn>;
}

function MineList({ tab }: { tab: MineTab }) {
  const t = useT();
  const [now] = useState(() => new Date());
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) => v.parse(OrganizedAnswerSchema, await api.get("/events/organized", { query: { when: tab }, signal })).data,
    [tab],
  );
  const { state, reload } = useOrganizerLoad(load);
  if (state.status === "loading") return <Loading />;
  if (state.status === "failed") return <LoadFailed code={state.code} retry={reload} />;
  if (state.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t(EMPTY[tab])}</p>
        <LocalizedLink className="button" to="/organize/create/event">
          {t("organize.manage.create")}
        </LocalizedLink>
      </div>
    );
  }
  return <MineCards events={state.data} tab={tab} now={now} />;
}

/**
 * The cards, MINE_PAGE_SIZE at a time ('Afficher plus'), with a search over titles and places: a phone
 * never scrolls through dozens of cards to find one (docs/product.md §6).
 */
function MineCards({ events, tab, now }: { events: EventJson[]; tab: MineTab; now: Date }) {
  const t = useT();
  const [search, setSearch] = useState("");
  const [shown, setShown] = useState(MINE_PAGE_SIZE);
  const found = filterMine(events, search);
  return (
    <>
      {events.length > MINE_PAGE_SIZE ? (
        <div className="organize-toolbar">
          <SearchField
            name="mine-search"
            label={t("organize.mine.search")}
            value={search}
            autoComplete="off"
            onChange={(value) => {
              setSearch(value);
              setShown(MINE_PAGE_SIZE);
            }}
          />
        </div>
      ) : null}
      <p className="result-count" role="status">
        {search.trim() ? t("organize.mine.found", { count: found.length, total: events.length }) : t("organize.mine.count", { count: events.length })}
      </p>
      <ul className="event-list event-list--grid organize-mine">
        {found.slice(0, shown).map((event) => (
          <li key={event._id}>
            <EventCard event={event} layout={tab === "active" ? "organizer-active" : "organizer"} now={now} />
          </li>
        ))}
      </ul>
      {found.length > shown ? (
        <p className="organize-mine__more">
          <button type="button" className="button button--ghost" onClick={() => setShown((count) => count + MINE_PAGE_SIZE)}>
            {t("organize.mine.more", { count: Math.min(MINE_PAGE_SIZE, found.length - shown) })}
          </button>
        </p>
      ) : null}
    </>
  );
}
