import { env } from "cloudflare:workers";
import * as v from "valibot";
import { EventInputSchema } from "~/features/organize/event-input.schema";
import { createEventAs } from "~/features/organize/organize-events.server";
import { apiCall } from "../support/api-call";
import { daysFromNow } from "./dates";
import { createTaxonomy } from "./events";
import { eventNo, userNo } from "~/lib/compact-keys";

let counter = 0;

/** A type and a topic of their own (slugs unique to the calling test), for event inputs. */
export async function createOrganizeTaxonomies() {
  const n = ++counter;
  const type = `atelier-o${n}`;
  const topic = `climat-o${n}`;
  await createTaxonomy("type", type, "Atelier");
  await createTaxonomy("topic", topic, "Climat");
  return { type, topic };
}

/** A valid POST /events/ body: a French workshop in Lyon in ten days, for two hours, 20 places. */
export function eventInput(taxonomies: { type: string; topic: string }, overrides: Record<string, unknown> = {}) {
  return {
    lang: "fr",
    texts: { fr: { title: "Atelier réparation de vélos", description: "<p>Venez avec <strong>votre vélo</strong>.</p>" } },
    type: taxonomies.type,
    topic: taxonomies.topic,
    startDate: daysFromNow(10, 16),
    endDate: daysFromNow(10, 18),
    timezone: "Europe/Paris",
    address: { name: "La Serre", formattedAddress: "3 rue Neuve, 69001 Lyon, France", city: "Lyon", countryCode: "FR", lat: 45.76, lng: 4.83 },
    maxAttendees: 20,
    ...overrides,
  };
}

/** Creates an event through the API as the member with `headers`; its id and slug. */
export async function organizeEvent(headers: Record<string, string>, body: object) {
  // A new event starts in the future (POST /events/ refuses a past start): one in the past is created a year
  // later, then moved back to its dates, as if it had been created before it happened.
  const dates = body as { startDate?: string; endDate?: string };
  const past = typeof dates.startDate === "string" && Date.parse(dates.startDate) < Date.now();
  const inAYear = (date: string | undefined) => (date ? new Date(Date.parse(date) + 366 * 86_400_000).toISOString() : date);
  const sent = past ? { ...body, startDate: inAYear(dates.startDate), endDate: inAYear(dates.endDate) } : body;
  const response = await apiCall("POST", "/events/", { headers, body: sent });
  if (response.status !== 201) throw new Error(`POST /events/ answered ${response.status}: ${await response.text()}`);
  const event = (await response.json()) as { _id: string; slug: string };
  if (past) {
    await env.DB.prepare("UPDATE events SET start_date = ?, end_date = ? WHERE id = ?")
      .bind(new Date(dates.startDate ?? "").toISOString(), dates.endDate ? new Date(dates.endDate).toISOString() : null, event._id)
      .run();
  }
  return { id: event._id, slug: event.slug };
}

/**
 * Creates an event of `owner` with the use-case POST /events/ runs, without the request: a test's setup, where
 * the API under test is something else. The request would also forget the cached pages showing the event,
 * 94 Cache API writes that took nine tenths of it in workerd. A past event is created as if a day before it
 * started. Its id and slug.
 */
export async function createEventOf(owner: { id: string; email: string }, body: object) {
  const input = v.parse(EventInputSchema, body);
  const start = Date.parse(input.startDate);
  const now = start < Date.now() ? new Date(start - 86_400_000) : new Date();
  const created = await createEventAs(env, owner, input, now);
  if (!created.ok) throw new Error(`the event was refused: ${created.field} ${created.code}`);
  const id = await env.DB.prepare("SELECT id FROM events WHERE slug = ?").bind(created.slug).first("id");
  if (typeof id !== "string") throw new Error(`no event ${created.slug}`);
  return { id, slug: created.slug };
}

/** Makes `userId` a co-organizer of the event (the invitation API writes the same row). */
export async function addCoorganizer(eventId: string, userId: string) {
  await env.DB.prepare("INSERT INTO event_organizers (event_id, user_id, role) VALUES (?, ?, 'coorganizer')").bind(eventId, userId).run();
}

/** `member` attends the event through the API, in `lang` (the language of their emails). */
export async function attendAs(member: { headers: Record<string, string> }, eventId: string, lang = "fr") {
  const response = await apiCall("POST", `/events/attend/${eventId}`, { headers: member.headers, body: { lang } });
  if (response.status !== 200) throw new Error(`POST /events/attend answered ${response.status}: ${await response.text()}`);
}

/** `member` joins the waitlist of a full event through the API. */
export async function waitAs(member: { headers: Record<string, string> }, eventId: string, lang = "fr") {
  const response = await apiCall("POST", `/events/waitlist/${eventId}`, { headers: member.headers, body: { lang } });
  if (response.status !== 200) throw new Error(`POST /events/waitlist answered ${response.status}: ${await response.text()}`);
}

/** The ticket of `userId` for the event, as stored. */
export async function ticketOf(eventId: string, userId: string): Promise<string> {
  const ticket = await env.DB.prepare(`SELECT ticket FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
    .bind(eventId, userId)
    .first("ticket");
  if (typeof ticket !== "string") throw new Error(`no ticket for ${userId}`);
  return ticket;
}

/** The emails sent to `email`, oldest first. */
export async function mailsTo(email: string) {
  const { results } = await env.DB.prepare("SELECT kind, lang, subject, text, html FROM outbox WHERE to_email = ? ORDER BY created_at, rowid")
    .bind(email)
    .all();
  return results as { kind: string; lang: string; subject: string; text: string; html: string | null }[];
}
