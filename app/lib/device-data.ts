/*
 * Personal data this device keeps for the signed-in member, forgotten at logout (docs/architecture.md §5):
 * the event being created, the check-in door's attendee lists (IndexedDB) and the service worker's copies of
 * the door's answers. Arrivals still waiting to be sent stay queued: they hold only ids and must not be lost.
 */

/** Where the event being created waits between steps and across a reload (app/features/organize/form/event-draft.ts). */
export const EVENT_DRAFT_KEY = "organize:event-draft:v1";

/** The check-in door's database; public/sw.js opens it with the same name, version and stores (keep in step). */
const DOOR_DB = "rendez-vous-checkin";
export const DOOR_LISTS = "lists";
export const DOOR_QUEUE = "queue";

let opening: Promise<IDBDatabase> | undefined;

/** The door's database, created on first use. */
export function openDoorDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(DOOR_DB, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(DOOR_LISTS, { keyPath: "eventId" });
      open.result.createObjectStore(DOOR_QUEUE, { keyPath: ["eventId", "userId"] });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => {
      opening = undefined;
      reject(open.error ?? new Error("IndexedDB unavailable"));
    };
  });
  return opening;
}

export async function forgetDeviceData(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage("forget-door");
  window.localStorage.removeItem(EVENT_DRAFT_KEY);
  if (typeof indexedDB === "undefined") return;
  try {
    const lists = (await openDoorDb()).transaction(DOOR_LISTS, "readwrite").objectStore(DOOR_LISTS).clear();
    await new Promise((resolve) => {
      lists.onsuccess = resolve;
      lists.onerror = resolve;
    });
  } catch {
    // No IndexedDB (a private window of some browsers): nothing was kept.
  }
}
