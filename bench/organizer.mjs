// Organizer rows of the bench (docs/performance.md): creating an event, and the attendee list and CSV export of an
// event with 2,000 attendees, each measured as the p50 of sequential requests on loopback (server time plus a
// fraction of a millisecond), against a budget of 1 s. The events it creates are private: no listing changes.
import { join } from "node:path";
import { median, ROOT, run } from "./lib.mjs";

export const ORGANIZER_BUDGET_MS = 1000;
const ATTENDEES = 2000;
const ORGANIZER = { email: "organisatrice@rendez-vous.test", password: "organisatrice-demo-2026" };

async function timed(send) {
  const started = globalThis.performance.now();
  const response = await send();
  await response.arrayBuffer();
  const elapsed = globalThis.performance.now() - started;
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return elapsed;
}

function eventBody(n) {
  const start = new Date(Date.now() + (30 + n) * 86_400_000);
  return {
    lang: "fr",
    texts: { fr: { title: `Atelier du banc ${n}`, description: "<p>Mesuré par <strong>npm run bench</strong>.</p>" } },
    type: "atelier",
    topic: "climat",
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    timezone: "Europe/Paris",
    address: { formattedAddress: "3 rue Neuve, 69001 Lyon, France", city: "Lyon", countryCode: "FR", lat: 45.76, lng: 4.83 },
    maxAttendees: 0,
    private: true,
  };
}

/** Runs the organizer rows against the server at `origin` whose local state is `persist`; `runs` requests each. */
export async function measureOrganizer(origin, { persist, runs = 20 }) {
  const login = await fetch(`${origin}/api/v1/auth/local`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ORGANIZER),
  });
  if (!login.ok) throw new Error(`organizer login answered ${login.status}`);
  const { token } = /** @type {{ token: string }} */ (await login.json());
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };

  const create = [];
  /** @type {string | null} */
  let eventId = null;
  for (let n = 0; n < runs; n++) {
    create.push(
      await timed(async () => {
        const response = await fetch(`${origin}/api/v1/events/`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json" },
          body: JSON.stringify(eventBody(n)),
        });
        if (response.ok) eventId = /** @type {{ _id: string }} */ (await response.clone().json())._id;
        return response;
      }),
    );
  }

  // 2,000 members attend the last one (the ticket trigger of migrations/0007 gives each a code).
  // Attendee rows hold event and user numbers and times in milliseconds (migrations/0024).
  const sql = `INSERT OR IGNORE INTO attendees (event_no, user_no, lang, created_at)
    SELECT (SELECT no FROM events WHERE id = '${eventId}'), no, 'fr',
      CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER) - (abs(random()) % 1000) * 60000 FROM users ORDER BY id LIMIT ${ATTENDEES};
    UPDATE events SET attendees_count = (SELECT count(*) FROM attendees WHERE event_no = events.no) WHERE id = '${eventId}';`;
  run(join(ROOT, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persist, "--command", sql], { capture: true });

  const list = [];
  const csv = [];
  let count = 0;
  for (let n = 0; n < runs; n++) {
    list.push(
      await timed(async () => {
        const response = await fetch(`${origin}/api/v1/events/${eventId}/attendees`, { headers });
        count = /** @type {{ attendees?: unknown[] }} */ (await response.clone().json()).attendees?.length ?? 0;
        return response;
      }),
    );
    csv.push(await timed(() => fetch(`${origin}/api/v1/events/${eventId}/attendees.csv`, { headers })));
  }
  const row = (name, values) => ({ name, runs: values.length, p50: median(values), max: Math.max(...values), budget: ORGANIZER_BUDGET_MS });
  return {
    attendees: count,
    rows: [row("create event", create), row(`attendee list (${count})`, list), row(`attendees CSV (${count})`, csv)],
  };
}
