import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { createOffer } from "../factories/site-offers";

const Match = v.object({ success: v.literal(true), exclusivities: v.array(v.looseObject({ id: v.string() })) });

/** The ids POST /exclusivities/match answers for `body`, best first. */
async function matchIds(body: unknown): Promise<string[]> {
  const { status, body: answer } = await apiJson("POST", "/exclusivities/match", { body });
  expect(status).toBe(200);
  return v.parse(Match, answer).exclusivities.map((offer) => offer.id);
}

test("a match answers {success, exclusivities} in the fr-FR locale, the fallback button left to the card", async () => {
  const id = await createOffer({ contexts: ["chiche-homepage"], ageDays: 500 });
  const { body } = await apiJson("POST", "/exclusivities/match", { body: { context: "chiche-homepage", exclusivity: id } });
  expect(body).toEqual({
    success: true,
    exclusivities: [
      {
        id,
        actionType: "link",
        url: `https://example.org/${id}`,
        content: { logotype: "/covers/climat.png", company: `Entreprise ${id}`, title: `Offre ${id}`, bullets: ["Un", "Deux"] },
      },
    ],
  });
});

test("offers match by context, region (as slugs) and matching data; regional, then aimed ones come first, then the newest", async () => {
  const national = await createOffer({ contexts: ["chiche-article-sidebar"], ageDays: 1 });
  const newerNational = await createOffer({ contexts: ["chiche-article-sidebar"], ageDays: 0 });
  const regional = await createOffer({ contexts: ["chiche-article-sidebar"], regions: ["ile-de-france"], ageDays: 3, actionType: "form" });
  const climateOnly = await createOffer({ contexts: ["chiche-article-sidebar"], matching: { topic: ["climat"] }, ageDays: 2 });
  await createOffer({ contexts: ["chiche-article-sidebar"], active: false });
  await createOffer({ contexts: ["chiche-homepage"] });
  const mine = [national, newerNational, regional, climateOnly];
  const ids = async (body: object) => (await matchIds({ context: "chiche-article-sidebar", ...body })).filter((id) => mine.includes(id));
  expect(await ids({})).toEqual([newerNational, national]);
  expect(await ids({ region: "Île-de-France" })).toEqual([regional, newerNational, national]);
  expect(await ids({ region: "Bretagne", matchingData: { topic: ["alimentation", "climat"] } })).toEqual([climateOnly, newerNational, national]);
  expect(await ids({ matchingData: { topic: "culture" } })).toEqual([newerNational, national]);
  expect(await ids({ exclusivity: regional, region: "ile-de-france" })).toEqual([regional]);
  expect(await ids({ exclusivity: regional })).toEqual([]);
});

test("a bad match request answers 400 naming the field", async () => {
  for (const [body, field] of [
    [{ context: "ailleurs" }, "context"],
    [{}, "context"],
    [{ context: "chiche-homepage", exclusivity: "a b" }, "exclusivity"],
    [{ context: "chiche-homepage", region: "x".repeat(101) }, "region"],
  ] as const) {
    const response = await apiCall("POST", "/exclusivities/match", { body });
    expect(response.status).toBe(400);
    expect(errorOf(await response.json()).message).toContain(`"${field}"`);
  }
});

test("views and clicks are recorded with their category (view by default); an unknown offer is 404", async () => {
  const id = await createOffer();
  const where = { id, context: "chiche-event-register", url: "http://localhost/events/e/atelier", referrer: "http://localhost/events" };
  expect((await apiCall("POST", "/analytics/exclusivity", { body: where })).status).toBe(204);
  expect((await apiCall("POST", "/analytics/exclusivity", { body: { ...where, category: "exclusivity:open", uid: "u1" } })).status).toBe(204);
  const { results } = await env.DB.prepare("SELECT name, data FROM analytics_events WHERE name = 'exclusivity' AND data LIKE ? ORDER BY id")
    .bind(`%${id}%`)
    .all();
  expect(results.map((row) => JSON.parse(String(row.data)))).toEqual([
    { id, category: "view", context: "chiche-event-register", url: where.url, referrer: where.referrer },
    { id, category: "exclusivity:open", context: "chiche-event-register", url: where.url, referrer: where.referrer, uid: "u1" },
  ]);
  const unknown = await apiCall("POST", "/analytics/exclusivity", { body: { ...where, id: "inconnue" } });
  expect([unknown.status, errorOf(await unknown.json()).code]).toEqual([404, "exclusivity_not_found"]);
  const bad = await apiCall("POST", "/analytics/exclusivity", { body: { ...where, url: "pas une url" } });
  expect(bad.status).toBe(400);
});

test("a form offer stores one lead per address, validated; a link offer takes no form", async () => {
  const form = await createOffer({ actionType: "form", contexts: ["chiche-event-register"] });
  const link = await createOffer();
  const lead = { name: " Léa Martin ", email: "Lea@Exemple.fr", phone: "", message: "Bonjour", context: "chiche-event-register" };
  const created = await apiCall("POST", `/exclusivities/${form}/leads`, { body: lead });
  expect(created.status).toBe(201);
  expect((await apiCall("POST", `/exclusivities/${form}/leads`, { body: { ...lead, message: "Encore moi" } })).status).toBe(201);
  const { results } = await env.DB.prepare("SELECT name, email, message, context FROM exclusivity_leads WHERE exclusivity_id = ?").bind(form).all();
  expect(results).toEqual([{ name: "Léa Martin", email: "lea@exemple.fr", message: "Encore moi", context: "chiche-event-register" }]);

  const invalid = await apiCall("POST", `/exclusivities/${form}/leads`, { body: { ...lead, email: "pas-un-email" } });
  expect([invalid.status, errorOf(await invalid.json()).message]).toEqual([400, expect.stringContaining('"email"')]);
  const empty = await apiCall("POST", `/exclusivities/${form}/leads`, { body: { ...lead, name: "  " } });
  expect(empty.status).toBe(400);
  const onLink = await apiCall("POST", `/exclusivities/${link}/leads`, { body: lead });
  expect([onLink.status, errorOf(await onLink.json()).code]).toEqual([409, "not_a_form"]);
  const unknown = await apiCall("POST", "/exclusivities/inconnue/leads", { body: lead });
  expect([unknown.status, errorOf(await unknown.json()).code]).toEqual([404, "exclusivity_not_found"]);
});

test("leads are rate-limited per client address", async () => {
  const form = await createOffer({ actionType: "form" });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const body = { name: "Sam", email: `sam${i}@exemple.fr`, context: "chiche-homepage" };
    statuses.push((await apiCall("POST", `/exclusivities/${form}/leads`, { body, ip: "198.51.100.44" })).status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

test("the event page shows the offer of its register area", async () => {
  const { createEvent } = await import("../factories/events");
  const id = await createOffer({ contexts: ["chiche-event-register"], button: "Postuler maintenant", ageDays: -1 });
  await createEvent({ slug: "atelier-offre", title: "Atelier avec une offre", startDate: new Date(Date.now() + 5 * 86_400_000).toISOString() });
  const { renderPage } = await import("../support/pages");
  const page = await renderPage("/events/e/atelier-offre");
  expect(page.status).toBe(200);
  expect(page.html).toContain(`Offre ${id}`);
  expect(page.html).toContain('data-context="chiche-event-register"');
  expect(page.html).toContain("Postuler maintenant");
  expect(page.html).toMatch(/target="_blank" rel="noopener noreferrer"/);
});
