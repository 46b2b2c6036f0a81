import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLoginFlow } from "~/features/accounts/login-flow/login-flow-provider";
import { useSession } from "~/features/accounts/sessions/session-context";
import { browserApi } from "~/lib/api";

type AttendedEvents = {
  /** The events the member attends, as far as this page knows (empty for a visitor). */
  ids: ReadonlySet<string>;
  /** Asks for the member's upcoming events once (a list of cards wants the 'Je participe' badges). */
  load: () => void;
  /** An attend or unattend of this page, so every button and card of the page agrees at once. */
  mark: (eventId: string, attending: boolean) => void;
};

const NONE: ReadonlySet<string> = new Set();
const AttendedEventsContext = createContext<AttendedEvents>({ ids: NONE, load: () => {}, mark: () => {} });

/**
 * What the member attends, in the browser only: pages are rendered anonymous and cached, and this fills
 * in after hydration (GET /users/events, loaded the first time a list asks). The login flow's attends
 * join it.
 */
export function AttendedEventsProvider({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const { user } = useSession();
  const { attendedEventIds } = useLoginFlow();
  const userId = user?._id ?? null;
  // What is known belongs to one member: another login (or a logout) starts from nothing.
  const [loaded, setLoaded] = useState<{ userId: string | null; ids: ReadonlySet<string> }>({ userId: null, ids: NONE });
  const [marks, setMarks] = useState<{ userId: string | null; map: ReadonlyMap<string, boolean> }>({ userId: null, map: new Map() });
  const requestedFor = useRef<string | null>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!wanted || !userId || requestedFor.current === userId) return;
    requestedFor.current = userId;
    browserApi(apiBase)
      .get("/users/events", { query: { when: "active" } })
      .then(async (answer) => {
        const { parseAttendedIds } = await import("./attended-events.schema");
        setLoaded({ userId, ids: new Set(parseAttendedIds(answer)) });
      })
      .catch(() => {
        requestedFor.current = null;
      });
  }, [wanted, userId, apiBase]);

  // `mark` is called by machines made long before (a stable function reading the member of the moment).
  const member = useRef(userId);
  useEffect(() => {
    member.current = userId;
  }, [userId]);
  const load = useCallback(() => setWanted(true), []);
  const mark = useCallback((eventId: string, attending: boolean) => {
    const owner = member.current;
    setMarks((current) => ({ userId: owner, map: new Map(current.userId === owner ? current.map : []).set(eventId, attending) }));
  }, []);
  const ids = useMemo(() => {
    const all = new Set([...(loaded.userId === userId ? loaded.ids : NONE), ...attendedEventIds]);
    for (const [eventId, attending] of marks.userId === userId ? marks.map : []) {
      if (attending) all.add(eventId);
      else all.delete(eventId);
    }
    return all.size === 0 ? NONE : all;
  }, [loaded, attendedEventIds, marks, userId]);
  const value = useMemo(() => ({ ids, load, mark }), [ids, load, mark]);
  return <AttendedEventsContext.Provider value={value}>{children}</AttendedEventsContext.Provider>;
}

export function useAttendedEvents() {
  return useContext(AttendedEventsContext);
}

/** The attended ids for a list of cards: asks for them once the list is shown. */
export function useAttendedIdsForCards(): ReadonlySet<string> {
  const { ids, load } = useAttendedEvents();
  useEffect(load, [load]);
  return ids;
}
