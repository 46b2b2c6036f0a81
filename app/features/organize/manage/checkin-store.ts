import * as v from "valibot";
import { DOOR_LISTS as LISTS, DOOR_QUEUE as QUEUE, openDoorDb } from "~/lib/device-data";
import { AttendeeSchema, type Attendee } from "./organize-answers.schema";
import type { PendingCheckin } from "./checkin-list";

/*
 * The door's memory (IndexedDB): the last attendee list of each event, so the check-in screen works
 * offline, and the queue of arrivals not yet sent. Everything read back is parsed: the store outlives
 * versions of this code.
 */

const PendingSchema = v.object({ eventId: v.string(), userId: v.string(), at: v.string() });
const ListSchema = v.object({ eventId: v.string(), attendees: v.array(AttendeeSchema) });

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

async function store(name: string, mode: IDBTransactionMode) {
  return (await openDoorDb()).transaction(name, mode).objectStore(name);
}

export async function saveList(eventId: string, attendees: Attendee[]): Promise<void> {
  await request((await store(LISTS, "readwrite")).put({ eventId, attendees }));
}

export async function loadList(eventId: string): Promise<Attendee[] | null> {
  const parsed = v.safeParse(ListSchema, await request((await store(LISTS, "readonly")).get(eventId)));
  return parsed.success ? parsed.output.attendees : null;
}

/** Queues an arrival; one entry per person (a double scan while offline is one check-in). */
export async function enqueueCheckin(item: PendingCheckin): Promise<void> {
  const queue = await store(QUEUE, "readwrite");
  const existing: unknown = await request(queue.get([item.eventId, item.userId]));
  if (!existing) await request(queue.put(item));
}

export async function pendingCheckins(eventId: string): Promise<PendingCheckin[]> {
  const all: unknown[] = await request((await store(QUEUE, "readonly")).getAll());
  return all.flatMap((item) => {
    const parsed = v.safeParse(PendingSchema, item);
    return parsed.success && parsed.output.eventId === eventId ? [parsed.output] : [];
  });
}

export async function dropCheckin(item: PendingCheckin): Promise<void> {
  await request((await store(QUEUE, "readwrite")).delete([item.eventId, item.userId]));
}
