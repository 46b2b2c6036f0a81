import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createEventCircle } from "../factories/private-events";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { fetchText, renderPage } from "../support/pages";
import { daysFromNow, hoursFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createMember, readMailToken } from "../factories/users";
import { userNo } from "~/lib/compact-keys";
import { createIframe } from "../factories/site";

const UNKNOWN_ID = "0123456789abcdef01234567";

/** Status and error code of an API answer, for comparing a refusal with the answer about an unknown event. */

test("a private event does not exist for visitors and strangers: the API answers 404 as for an unknown event", async () => {
  const event = await createEventCircle("prive-lecture");
  for (const headers of [{}, event.stranger.headers]) {
    expect(await refusal("GET", `/events/slug/${event.slug}`, { headers })).toEqual(await refusal("GET", "/events/slug/inconnu", { headers }));
    expect(await refusal("GET", `/events/related/${event.id}`, { headers })).toEqual(await refusal("GET", `/events/related/${UNKNOWN_ID}`, { headers }));
    expect(await refusal("GET", `/events/slug/${event.slug}`, { headers })).toEqual({ status: 404, code: "event_not_found" });
  }
  const status = await refusal("GET", `/events/attend/${event.id}/status`, { headers: event.stranger.headers });
  expect(status).toEqual({ status: 404, code: "event_not_found" });
  expect(status).toEqual(await refusal("GET", `/events/attend/${UNKNOWN_ID}/status`, { headers: event.stranger.headers }));
});

test("without its link, the page of a private event and its .ics answer 404 to visitors and strangers", async () => {
  const event = await createEventCircle("prive-page");
  for (const headers of [{}, event.stranger.headers]) {
    expect((await fetchText(`/events/e/${event.slug}`, { headers })).status).toBe(404);
    expect((await fetchText(`/en/events/e/${event.slug}`, { headers })).status).toBe(404);
    expect((await fetchText(`/events/e/${event.slug}.ics`, { headers })).status).toBe(404);
  }
});

test("its organizers, attendees, people waiting and the admins read a private event through the API, never from a shared cache", async () => {
  const event = await createEventCircle("prive-cercle");
  for (const person of [event.owner, event.coorganizer, event.attendee, event.waiting, event.admin]) {
    const answer = await apiCall("GET", `/events/slug/${event.slug}`, { headers: person.headers });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ _id: event.id, slug: event.slug, private: true });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await apiCall("GET", `/events/related/${event.id}`, { headers: person.headers })).status).toBe(200);
  }
});

test("the external registration link of a private event is followed only by those who may see it", async () => {
  const event = await createEventCircle("prive-externe");
  await env.DB.prepare("UPDATE events SET register_external = 1, external_url = 'https://billetterie.exemple.org/e/7' WHERE id = ?").bind(event.id).run();
  const redirect = (headers: Record<string, string>) => apiCall("GET", `/events/redirect/${event.id}`, { headers, redirect: "manual" });
  expect((await redirect({})).status).toBe(404);
  expect((await redirect(event.stranger.headers)).status).toBe(404);
  const owner = await redirect(event.owner.headers);
  expect(owner.status).toBe(302);
  expect(owner.headers.get("Location")).toBe("https://billetterie.exemple.org/e/7");
});

test("a draft is shown through the API to its organizers and the admins only, and takes no registration", async () => {
  const draft = await createEventCircle("brouillon-cercle", { status: "draft" });
  expect((await apiJson("GET", `/events/slug/${draft.slug}`)).status).toBe(404);
  expect((await apiJson("GET", `/events/slug/${draft.slug}`, { headers: draft.stranger.headers })).status).toBe(404);
  for (const person of [draft.owner, draft.admin]) {
    expect(await apiJson("GET", `/events/slug/${draft.slug}`, { headers: person.headers })).toMatchObject({ status: 200, body: { status: "draft" } });
  }
  expect(await refusal("POST", `/events/attend/${draft.id}`, { headers: draft.owner.headers })).toEqual({ status: 404, code: "event_not_found" });
  expect((await fetchText(`/events/e/${draft.slug}`)).status).toBe(404);
});

/** Status and error code of an API answer. */
async function refusal(method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
  const { status, body } = await apiJson(method, path, options);
  return { status, code: errorOf(body).code };
}

const NOT_FOUND = { status: 404, code: "event_not_found" };

/** Rows that name `userId` in the tables a registration, a like or a feedback writes. */
async function rowsOf(userId: string) {
  return env.DB.prepare(
    `SELECT (SELECT count(*) FROM attendees WHERE user_no = ${userNo("?1")}) + (SELECT count(*) FROM waitlist WHERE user_id = ?1)
       + (SELECT count(*) FROM likes WHERE user_no = (SELECT no FROM users WHERE id = ?1)) + (SELECT count(*) FROM feedbacks WHERE user_id = ?1) AS n`,
  )
    .bind(userId)
    .first("n");
}

test("a stranger can neither attend, wait for, leave, like nor give feedback on a private event: 404, nothing stored", async () => {
  const event = await createEventCircle("prive-ecritures", { maxAttendees: 1 });
  const { headers, id } = event.stranger;
  expect(await refusal("POST", `/events/attend/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("POST", `/events/subscribe-attend/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("POST", `/events/waitlist/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("DELETE", `/events/waitlist/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("DELETE", `/events/attend/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("POST", `/events/feedback/${event.id}`, { headers, body: { rating: 5 } })).toEqual(NOT_FOUND);
  expect(await refusal("POST", "/likes", { headers, body: { event: event.id } })).toEqual({ status: 404, code: "like_target_not_found" });
  expect(await rowsOf(id)).toBe(0);
});

test("a guest cannot ask to attend a private event: 404 and no email", async () => {
  const event = await createEventCircle("prive-invite");
  const email = "curieux.prive@exemple.test";
  expect(await refusal("POST", `/events/subscribe-attend/${event.id}`, { body: { email } })).toEqual(NOT_FOUND);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(email).first("n")).toBe(0);
});

test("the people of a private event keep using it: its attendee, the person waiting, its owner and an admin", async () => {
  const event = await createEventCircle("prive-usage", { maxAttendees: 1 });
  const status = (headers: Record<string, string>) => apiJson("GET", `/events/attend/${event.id}/status`, { headers });
  expect(await status(event.attendee.headers)).toEqual({
    status: 200,
    body: { registered: true, waitlisted: false, position: null, pending: false, declined: false },
  });
  expect(await status(event.waiting.headers)).toEqual({
    status: 200,
    body: { registered: false, waitlisted: true, position: 1, pending: false, declined: false },
  });
  expect(await apiJson("POST", "/likes", { headers: event.attendee.headers, body: { event: event.id } })).toEqual({
    status: 200,
    body: { event: event.id, liked: true },
  });
  expect((await apiJson("POST", "/likes", { headers: event.admin.headers, body: { event: event.id } })).status).toBe(200);
  expect((await apiJson("DELETE", `/events/waitlist/${event.id}`, { headers: event.waiting.headers })).status).toBe(200);
  expect((await apiJson("DELETE", `/events/attend/${event.id}`, { headers: event.attendee.headers })).status).toBe(200);
  expect(await apiJson("POST", `/events/attend/${event.id}`, { headers: event.owner.headers })).toMatchObject({ status: 200, body: { registered: true } });
});

test("feedback on a private event that has started: its attendee gives it, a stranger gets 404 rather than 403", async () => {
  const event = await createEventCircle("prive-avis", { startDate: hoursFromNow(-2) });
  expect(await apiJson("POST", `/events/feedback/${event.id}`, { headers: event.attendee.headers, body: { rating: 4 } })).toMatchObject({
    status: 200,
    body: { event: event.id, rating: 4 },
  });
  expect((await apiJson("GET", `/events/feedback/${event.id}/mine`, { headers: event.attendee.headers })).status).toBe(200);
  expect(await refusal("POST", `/events/feedback/${event.id}`, { headers: event.stranger.headers, body: { rating: 1 } })).toEqual(NOT_FOUND);
});

test("an event made private leaves the favorites of those who liked it and can no longer be liked by them", async () => {
  const eventId = await createEvent({ slug: "bientot-prive", title: "Bientôt privé", startDate: daysFromNow(15, 18) });
  const fan = await createMember();
  expect((await apiJson("POST", "/likes", { headers: fan.headers, body: { event: eventId } })).status).toBe(200);
  expect((await apiJson("GET", "/likes/events/list", { headers: fan.headers })).body).toMatchObject({ data: [{ _id: eventId }] });

  await env.DB.prepare("UPDATE events SET private = 1 WHERE id = ?").bind(eventId).run();
  expect((await apiJson("GET", "/likes/events/list", { headers: fan.headers })).body).toEqual({ data: [] });
  expect(await refusal("POST", "/likes", { headers: fan.headers, body: { event: eventId } })).toEqual({ status: 404, code: "like_target_not_found" });
});

// A private event is link-only (docs/product.md §6 "Who sees an event"): its share link opens it, its people see
// it, and no list, feed, sitemap, widget or related block ever shows it, with or without the link.

async function shareKeyOf(id: string): Promise<string | null> {
  return (await env.DB.prepare("SELECT share_key FROM events WHERE id = ?").bind(id).first("share_key")) as string | null;
}

const linkCookie = (key: string) => ({ Cookie: `event_links=${key}` });

test("its share link opens a private event's page, never stored, never indexed, and remembered for the event's calls", async () => {
  const event = await createEventCircle("prive-lien-page");
  const key = await shareKeyOf(event.id);
  expect(key).toMatch(/^[0-9a-f]{32}$/);

  expect((await renderPage(`/events/e/${event.slug}`)).status).toBe(404);
  expect((await renderPage(`/events/e/${event.slug}?k=${"0".repeat(32)}`)).status).toBe(404);
  expect((await renderPage(`/events/e/${event.slug}?k=not-a-key`)).status).toBe(404);

  const opened = await renderPage(`/events/e/${event.slug}?k=${key}`);
  expect(opened.status).toBe(200);
  expect(opened.html).toContain(`Privé ${event.slug}`);
  expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
  expect(opened.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(opened.html).toMatch(/<meta name="robots" content="noindex"/);
  expect(opened.headers.get("X-Cache")).not.toBe("HIT");
  expect(opened.headers.get("Set-Cookie")).toMatch(new RegExp(`^event_links=${key}; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+`));
  // Neither liked nor shared to networks: the organizers pass the link on.
  expect(opened.html).not.toContain('class="share-buttons');

  // The same page again, in English, and with the cookie alone: never a shared copy.
  const again = await renderPage(`/en/events/e/${event.slug}?k=${key}`);
  expect(again.status).toBe(200);
  expect(again.headers.get("X-Cache")).not.toBe("HIT");
  const remembered = await renderPage(`/events/e/${event.slug}`, { headers: linkCookie(key as string) });
  expect(remembered.status).toBe(200);
  expect(remembered.headers.get("Set-Cookie")).toBeNull();
  // Whoever comes after without the link still finds nothing.
  expect((await renderPage(`/events/e/${event.slug}`)).status).toBe(404);

  expect((await fetchText(`/events/e/${event.slug}.ics`)).status).toBe(404);
  const ics = await fetchText(`/events/e/${event.slug}.ics`, { headers: linkCookie(key as string) });
  expect(ics.status).toBe(200);
  expect(ics.headers.get("Cache-Control")).toBe("private, no-store");
  const api = await apiCall("GET", `/events/slug/${event.slug}?k=${key}`);
  expect(api.status).toBe(200);
  expect(api.headers.get("Cache-Control")).toBe("private, no-store");
  expect(await api.json()).not.toHaveProperty("shareKey");
});

test("its organizers, co-organizers, attendees and admins open a private event's page without the link; a stranger does not", async () => {
  const event = await createEventCircle("prive-lien-cercle");
  for (const person of [event.owner, event.coorganizer, event.attendee, event.admin]) {
    const page = await renderPage(`/events/e/${event.slug}`, { headers: person.headers });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  }
  expect((await renderPage(`/events/e/${event.slug}`, { headers: event.stranger.headers })).status).toBe(404);
  // A draft has no link and stays closed to visitors.
  const draft = await createEventCircle("brouillon-lien", { status: "draft" });
  expect(await shareKeyOf(draft.id)).toBeNull();
  expect((await renderPage(`/events/e/${draft.slug}`, { headers: draft.stranger.headers })).status).toBe(404);
});

test("the organizers see the link and replace it: the old link opens nothing, the new one does; a public event has none", async () => {
  const event = await createEventCircle("prive-lien-nouveau");
  const key = await shareKeyOf(event.id);
  const organized = await apiJson("GET", `/events/organize/${event.slug}`, { headers: event.coorganizer.headers });
  expect(organized).toMatchObject({ status: 200, body: { shareKey: key } });

  expect(errorOf((await apiJson("POST", `/events/${event.id}/private-link`, { headers: event.stranger.headers })).body).code).toBe("event_not_found");
  expect((await apiJson("POST", `/events/${event.id}/private-link`, { headers: event.attendee.headers })).status).toBe(404);
  const replaced = await apiJson("POST", `/events/${event.id}/private-link`, { headers: event.owner.headers });
  expect(replaced.status).toBe(200);
  const fresh = (replaced.body as { shareKey: string }).shareKey;
  expect(fresh).toMatch(/^[0-9a-f]{32}$/);
  expect(fresh).not.toBe(key);
  expect((await renderPage(`/events/e/${event.slug}?k=${key}`)).status).toBe(404);
  expect((await renderPage(`/events/e/${event.slug}`, { headers: linkCookie(key as string) })).status).toBe(404);
  expect((await renderPage(`/events/e/${event.slug}?k=${fresh}`)).status).toBe(200);

  const owner = await createMember();
  const open = await createEvent({ slug: "public-sans-lien", title: "Public sans lien", startDate: daysFromNow(9, 18) });
  await env.DB.prepare("INSERT INTO event_organizers (event_id, user_id, role) VALUES (?, ?, 'owner')").bind(open, owner.id).run();
  expect(await shareKeyOf(open)).toBeNull();
  const refused = await apiJson("POST", `/events/${open}/private-link`, { headers: owner.headers });
  expect({ status: refused.status, code: errorOf(refused.body).code }).toEqual({ status: 409, code: "event_not_private" });
  // Made private it gets a link; public again it loses it; private once more, a new one.
  await env.DB.prepare("UPDATE events SET private = 1 WHERE id = ?").bind(open).run();
  const first = await shareKeyOf(open);
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  await env.DB.prepare("UPDATE events SET private = 0 WHERE id = ?").bind(open).run();
  expect(await shareKeyOf(open)).toBeNull();
  await env.DB.prepare("UPDATE events SET private = 1 WHERE id = ?").bind(open).run();
  expect(await shareKeyOf(open)).not.toBe(first);
});

test("with the link a guest registers, a member registers and another waits for a place; without it, 404", async () => {
  const event = await createEventCircle("prive-lien-inscription", { maxAttendees: 3 });
  const key = (await shareKeyOf(event.id)) as string;
  const email = "invitee.lien@exemple.test";
  expect((await apiJson("POST", `/events/subscribe-attend/${event.id}`, { body: { email } })).status).toBe(404);
  expect(await readMailToken(email, "subscribe-attend")).toBeNull();
  expect((await apiJson("POST", `/events/subscribe-attend/${event.id}`, { body: { email }, headers: linkCookie(key) })).status).toBe(202);
  // Their link opens in any browser: it completes the registration the link allowed when it was asked for.
  const clicked = await apiJson("POST", "/users/activate", { body: { token: await readMailToken(email, "subscribe-attend") } });
  expect(clicked).toMatchObject({ status: 200, body: { registered: true } });

  const member = await createMember();
  expect((await apiJson("GET", `/events/attend/${event.id}/status`, { headers: member.headers })).status).toBe(404);
  const headers = { ...member.headers, ...linkCookie(key) };
  expect(await apiJson("GET", `/events/attend/${event.id}/status`, { headers })).toEqual({
    status: 200,
    body: { registered: false, waitlisted: false, position: null, pending: false, declined: false },
  });
  expect(await apiJson("POST", `/events/attend/${event.id}?k=${key}`, { headers: member.headers })).toMatchObject({ status: 200, body: { registered: true } });
  // Registered, they see it without the link from now on.
  expect((await renderPage(`/events/e/${event.slug}`, { headers: member.headers })).status).toBe(200);

  const late = await createMember();
  expect((await apiJson("POST", `/events/waitlist/${event.id}`, { headers: late.headers })).status).toBe(404);
  expect(await apiJson("POST", `/events/waitlist/${event.id}`, { headers: { ...late.headers, ...linkCookie(key) } })).toMatchObject({
    status: 200,
    body: { waitlisted: true },
  });
});

test("no list, search, feed, sitemap, widget or related block shows a private event, with or without its link", async () => {
  const topic = await createTaxonomy("topic", "cercle-discret", "Cercle discret");
  const event = await createEventCircle("prive-surfaces");
  await env.DB.prepare("UPDATE events SET topic_id = ? WHERE id = ?").bind(topic, event.id).run();
  await env.DB.prepare("UPDATE event_translations SET title = 'Conciliabule confidentiel', description_text = 'Conciliabule confidentiel' WHERE event_id = ?")
    .bind(event.id)
    .run();
  const neighbour = await createEvent({ slug: "voisin-public", title: "Voisin public", startDate: daysFromNow(12, 18), topicId: topic });
  await createIframe("widget-discret", "Cercle discret", { topic: "cercle-discret" });
  const key = (await shareKeyOf(event.id)) as string;

  for (const headers of [{}, linkCookie(key), { ...event.owner.headers, ...linkCookie(key) }]) {
    const pages = [
      "/events",
      "/events?search=Conciliabule",
      "/en/events?topic=cercle-discret",
      "/search?q=Conciliabule",
      "/events/feed.rss",
      "/events/feed.ics",
      "/sitemap.xml",
      "/iframe/widget-discret",
      "/events/e/voisin-public",
    ];
    for (const path of pages) {
      const { status, text } = await fetchText(path, { headers });
      expect(status, path).toBeLessThan(400);
      // The searched word is echoed by the pages; the title and the slug must not be.
      expect(text.includes("Conciliabule confidentiel"), path).toBe(false);
      expect(text.includes(event.slug), path).toBe(false);
    }
    const listed = await apiJson("GET", `/events?search=Conciliabule&k=${key}`, { headers });
    expect(listed).toMatchObject({ status: 200, body: { total: 0 } });
    const related = await apiJson("GET", `/events/related/${neighbour}?k=${key}`, { headers });
    expect(JSON.stringify(related.body)).not.toContain(event.id);
  }
});
