import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { hoursFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember } from "../factories/users";
import { apiCall } from "../support/api-call";
import { eventNo, userNo } from "~/lib/compact-keys";

/** POST /users/me/calendar, then the path of the feed it answers. */
async function enableFeed(headers: Record<string, string>) {
  const response = await apiCall("POST", "/users/me/calendar", { headers });
  expect(response.status).toBe(200);
  const { url } = v.parse(v.object({ url: v.string() }), await response.json());
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return new URL(url).pathname.replace("/api/v1", "");
}

async function attendInDb(eventId: string, userId: string, lang = "fr") {
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no, lang) VALUES (${eventNo("?1")}, ${userNo("?2")}, ?3)`)
    .bind(eventId, userId, lang)
    .run();
}

test("the private feed lists the user's upcoming attended events, each in the language they registered in", async () => {
  const lea = await createMember();
  const velo = await createEvent({ slug: "atelier-velo", title: "Atelier vélo", startDate: hoursFromNow(48), translations: { en: "Bike workshop" } });
  const ongoing = await createEvent({ slug: "en-cours", title: "En cours", startDate: hoursFromNow(-1), endDate: hoursFromNow(1) });
  const cancelled = await createEvent({ slug: "annule", title: "Annulé", startDate: hoursFromNow(72), status: "cancelled" });
  const past = await createEvent({ slug: "passe", title: "Passé", startDate: hoursFromNow(-48) });
  await createEvent({ slug: "pas-inscrit", title: "Pas inscrit", startDate: hoursFromNow(24) });
  await attendInDb(velo, lea.id, "en");
  for (const id of [ongoing, cancelled, past]) await attendInDb(id, lea.id);

  const response = await apiCall("GET", await enableFeed(lea.headers));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("cache-control")).toContain("private");
  const body = await response.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(body).toContain("X-WR-CALNAME:Rendez-vous – Mon agenda\r\n");
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(body).toContain("SUMMARY:Bike workshop\r\n");
  expect(body).toContain("URL:http://127.0.0.1:8787/en/events/e/atelier-velo\r\n");
  expect(body).toContain("SUMMARY:En cours\r\n");
  expect(body).toMatch(/SUMMARY:Annulé\r\n[\s\S]*STATUS:CANCELLED/);
  expect(body).not.toContain("Passé");
  expect(body).not.toContain("Pas inscrit");
  expect(body.indexOf("En cours")).toBeLessThan(body.indexOf("Bike workshop"));
});

test("rotating gives a new URL and kills the old one; revoking kills the current one", async () => {
  const sam = await createMember({ lang: "es" });
  const first = await enableFeed(sam.headers);
  const second = await enableFeed(sam.headers);
  expect(second).not.toBe(first);
  expect((await apiCall("GET", first)).status).toBe(404);
  const feed = await apiCall("GET", second);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain("X-WR-CALNAME:Rendez-vous – Mi agenda\r\n");

  expect((await apiCall("DELETE", "/users/me/calendar", { headers: sam.headers })).status).toBe(204);
  expect((await apiCall("GET", second)).status).toBe(404);
});

test("only a hash of the secret is stored, and unknown or malformed secrets answer 404", async () => {
  const lea = await createMember();
  const path = await enableFeed(lea.headers);
  const secret = path.replace("/calendar/", "").replace(".ics", "");
  const stored = await env.DB.prepare("SELECT calendar_secret FROM users WHERE id = ?").bind(lea.id).first("calendar_secret");
  expect(stored).toMatch(/^[0-9a-f]{64}$/);
  expect(stored).not.toContain(secret);
  expect((await apiCall("GET", `/calendar/${stored}.ics`)).status).toBe(404);
  expect((await apiCall("GET", `/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
  expect((await apiCall("GET", "/calendar/court.ics")).status).toBe(404);
});

test("managing the feed needs a session", async () => {
  expect((await apiCall("POST", "/users/me/calendar")).status).toBe(401);
  expect((await apiCall("DELETE", "/users/me/calendar")).status).toBe(401);
});
