import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createEventCircle } from "../factories/private-events";
import { createIframe } from "../factories/site";
import { createMember, readMailToken } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { fetchText, renderPage } from "../support/pages";

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
    body: { registered: false, waitlisted: false, position: null },
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
