import { useCallback, useState } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { EventCard } from "~/features/events/components/event-card";
import { useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
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
  return (
    <>
      <p className="result-count" role="status">
        {t("organize.mine.count", { count: state.data.length })}
      </p>
      <ul className="event-list event-list--grid organize-mine">
        {state.data.map((event) => (
          <li key={event._id}>
            <EventCard event={event} layout={tab === "active" ? "organizer-active" : "organizer"} now={now} />
          </li>
        ))}
      </ul>
    </>
  );
}
