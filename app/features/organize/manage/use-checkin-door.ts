import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import * as v from "valibot";
import { ApiError } from "~/lib/api-client";
import { useApi } from "~/lib/use-remote";
import { markArrived, mergeArrivals, withPending } from "./checkin-list";
import { dropCheckin, enqueueCheckin, loadList, pendingCheckins, saveList } from "./checkin-store";
import { keepDoorOnDevice } from "./door-offline";
import { AttendeesSchema, CheckinAnswerSchema, type Attendee } from "./organize-answers.schema";

export type Door = {
  attendees: Attendee[] | null;
  /** Where the list shown comes from: this device's copy (offline) or the server. */
  source: "device" | "server" | null;
  online: boolean;
  pending: number;
  loadFailed: boolean;
  checkIn: (attendee: Attendee) => void;
  /** Takes an arrival back: dropped from the queue if not sent yet, else a check-out (needs the network). */
  undo: (attendee: Attendee) => Promise<boolean>;
  /** Registers someone at the door and checks them in (needs the network): the new attendee, or the API's error. */
  walkIn: (person: { name: string; email: string | null; lang: string }) => Promise<Attendee>;
};

/** How often the door asks the server for the arrivals recorded by the other devices at the same door. */
export const DOOR_SYNC_MS = 4000;

function subscribeToNetwork(change: () => void) {
  window.addEventListener("online", change);
  window.addEventListener("offline", change);
  return () => {
    window.removeEventListener("online", change);
    window.removeEventListener("offline", change);
  };
}

/**
 * Asks the service worker to send the queue when the network is back, even if this page is closed by then
 * (public/sw.js, "checkin-queue"); browsers without Background Sync rely on this page's "online" listener.
 */
async function askForBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync: unknown = registration ? Reflect.get(registration, "sync") : undefined;
  if (sync && typeof sync === "object" && "register" in sync && typeof sync.register === "function") {
    await Promise.resolve(sync.register.call(sync, "checkin-queue")).catch(() => undefined);
  }
}

/**
 * The server refused this arrival for good (bad request, no such attendee, on the waitlist): drop it. Anything
 * else (no network, a server error, an expired session) keeps it queued for the next try.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 409].includes(error.status);
}

/**
 * The check-in door of one event: the attendee list (the server's, else the copy on this device), arrivals
 * recorded at once on screen and in an IndexedDB queue, and the queue sent whenever the network is there.
 * Check-in is idempotent on the server, so a queued arrival sent twice still counts once.
 */
export function useCheckinDoor(eventId: string): Door {
  const api = useApi();
  const [attendees, setAttendees] = useState<Attendee[] | null>(null);
  const [source, setSource] = useState<Door["source"]>(null);
  const online = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
  const [pending, setPending] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const flushing = useRef(false);
  const again = useRef(false);
  /** When this device last changed the server's list (an arrival sent, one taken back): older reads are stale. */
  const lastWrite = useRef(0);

  const flush = useCallback(async () => {
    // One send at a time; an arrival queued meanwhile makes the running send go round once more.
    if (flushing.current) {
      again.current = true;
      return;
    }
    flushing.current = true;
    try {
      do {
        again.current = false;
        for (const item of await pendingCheckins(eventId)) {
          try {
            const { attendee } = v.parse(CheckinAnswerSchema, await api.post(`/events/checkin/${eventId}`, { userId: item.userId }));
            lastWrite.current = Date.now();
            setAttendees((current) => (current ? mergeArrivals(current, [attendee]) : current));
          } catch (error) {
            if (!isRefusal(error)) return;
          }
          await dropCheckin(item);
        }
      } while (again.current);
    } finally {
      flushing.current = false;
      setPending((await pendingCheckins(eventId)).length);
    }
  }, [api, eventId]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [copy, queued] = await Promise.all([loadList(eventId).catch(() => null), pendingCheckins(eventId).catch(() => [])]);
      if (live && copy) {
        setAttendees(withPending(copy, queued));
        setSource("device");
      }
      if (live) setPending(queued.length);
      try {
        const fresh = v.parse(AttendeesSchema, await api.get(`/events/${eventId}/attendees`)).attendees;
        const merged = withPending(mergeArrivals(fresh, (await loadList(eventId).catch(() => null)) ?? copy), await pendingCheckins(eventId));
        if (!live) return;
        setAttendees(merged);
        setSource("server");
        await saveList(eventId, merged);
        void keepDoorOnDevice().catch(() => undefined);
      } catch {
        if (live && !copy) setLoadFailed(true);
      }
      await flush();
    })();
    const goOnline = () => void flush();
    window.addEventListener("online", goOnline);
    return () => {
      live = false;
      window.removeEventListener("online", goOnline);
    };
  }, [api, eventId, flush]);

  // Several phones at one door: each reads the server's list every few seconds while online and shown, so the
  // arrivals (and the arrivals taken back) of the others appear here; this device's queue stays applied on top.
  useEffect(() => {
    if (!online) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible" || flushing.current) return;
      const asked = Date.now();
      void api
        .get(`/events/${eventId}/attendees`)
        .then(async (answer) => {
          const fresh = v.parse(AttendeesSchema, answer).attendees;
          const queued = await pendingCheckins(eventId);
          // A write of this device after the read began: this read may not hold it; the next one will.
          if (lastWrite.current >= asked || flushing.current) return;
          const next = withPending(fresh, queued);
          setAttendees(next);
          setSource("server");
          await saveList(eventId, next);
        })
        .catch(() => undefined);
    }, DOOR_SYNC_MS);
    return () => clearInterval(timer);
  }, [api, eventId, online]);

  const undo = useCallback(
    async (attendee: Attendee) => {
      const queued = (await pendingCheckins(eventId)).find((item) => item.userId === attendee.userId);
      try {
        if (queued) await dropCheckin(queued);
        else await api.post(`/events/checkout/${eventId}`, { userId: attendee.userId });
      } catch {
        return false;
      }
      lastWrite.current = Date.now();
      setPending((await pendingCheckins(eventId)).length);
      setAttendees((current) => {
        const next = current ? current.map((item) => (item.userId === attendee.userId ? { ...item, checkedInAt: null } : item)) : current;
        if (next) void saveList(eventId, next);
        return next;
      });
      return true;
    },
    [api, eventId],
  );

  const walkIn = useCallback(
    async (person: { name: string; email: string | null; lang: string }) => {
      const { attendee } = v.parse(CheckinAnswerSchema, await api.post(`/events/walk-in/${eventId}`, person));
      lastWrite.current = Date.now();
      setAttendees((current) => {
        const next = current ? [...current.filter((item) => item.userId !== attendee.userId), attendee] : current;
        if (next) void saveList(eventId, next);
        return next;
      });
      return attendee;
    },
    [api, eventId],
  );

  const checkIn = useCallback(
    (attendee: Attendee) => {
      const item = { eventId, userId: attendee.userId, at: new Date().toISOString() };
      setAttendees((current) => {
        const next = current ? markArrived(current, attendee.userId, item.at) : current;
        if (next) void saveList(eventId, next);
        return next;
      });
      void enqueueCheckin(item).then(async () => {
        setPending((await pendingCheckins(eventId)).length);
        await askForBackgroundSync();
        if (navigator.onLine) await flush();
      });
    },
    [eventId, flush],
  );

  return { attendees, source, online, pending, loadFailed, checkIn, undo, walkIn };
}
