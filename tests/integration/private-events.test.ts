import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createEventCircle } from "../factories/private-events";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { fetchText } from "../support/pages";

const UNKNOWN_ID = "0123456789abcdef01234567";

/** Status and error code of an API answer, for comparing a refusal with the answer about an unknown event. */
async function refusal(method: string, path: string, headers: Record<string, string> = {}) {
  const { status, body } = await apiJson(method, path, { headers });
  return { status, code: errorOf(body).code };
}

test("a private event does not exist for visitors and strangers: the API answers 404 as for an unknown event", async () => {
  const event = await createEventCircle("prive-lecture");
  for (const headers of [{}, event.stranger.headers]) {
    expect(await refusal("GET", `/events/slug/${event.slug}`, headers)).toEqual(await refusal("GET", "/events/slug/inconnu", headers));
    expect(await refusal("GET", `/events/related/${event.id}`, headers)).toEqual(await refusal("GET", `/events/related/${UNKNOWN_ID}`, headers));
    expect(await refusal("GET", `/events/slug/${event.slug}`, headers)).toEqual({ status: 404, code: "event_not_found" });
  }
  const status = await refusal("GET", `/events/attend/${event.id}/status`, event.stranger.headers);
  expect(status).toEqual({ status: 404, code: "event_not_found" });
  expect(status).toEqual(await refusal("GET", `/events/attend/${UNKNOWN_ID}/status`, event.stranger.headers));
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
  expect(await refusal("POST", `/events/attend/${draft.id}`, draft.owner.headers)).toEqual({ status: 404, code: "event_not_found" });
  expect((await fetchText(`/events/e/${draft.slug}`)).status).toBe(404);
});
