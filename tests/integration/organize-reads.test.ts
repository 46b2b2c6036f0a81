import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createEventAs } from "~/features/organize/organize-events.server";
import { EventInputSchema } from "~/features/organize/event-input.schema";
import { daysFromNow, hoursFromNow } from "../factories/dates";
import { createTaxonomy } from "../factories/events";
import { addCoorganizer, createOrganizeTaxonomies, eventInput, organizeEvent } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf, slugsOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";

const titled = (title: string) => ({ texts: { fr: { title, description: "" } } });
const at = (days: number, hour: number) => ({ startDate: daysFromNow(days, hour), endDate: daysFromNow(days, hour + 2) });

const OrganizeSchema = v.object({
  event: v.object({ _id: v.string(), slug: v.string(), makesense: v.boolean(), private: v.boolean() }),
  input: v.record(v.string(), v.unknown()),
  role: v.string(),
  organizers: v.array(v.object({ _id: v.string(), displayname: v.nullable(v.string()), email: v.string(), role: v.string() })),
});

async function organizeView(slug: string, headers: Record<string, string>) {
  const response = await apiCall("GET", `/events/organize/${slug}`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return v.parse(OrganizeSchema, await response.json());
}

test("GET /events/organized lists the events one owns or co-organizes, by tab: upcoming soonest first, past and cancelled latest first", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const me = await createMember();
  const someone = await createMember();
  const create = (headers: Record<string, string>, title: string, when: object, extra: object = {}) =>
    organizeEvent(headers, eventInput(taxonomies, { ...titled(title), ...when, ...extra }));
  const later = await create(me.headers, "Plus tard", at(20, 10));
  const ongoing = await create(me.headers, "En cours", { startDate: hoursFromNow(-1), endDate: hoursFromNow(1) });
  const hidden = await create(me.headers, "Privé", at(5, 10), { private: true });
  const coorganized = await create(someone.headers, "Co-organisé", at(3, 10));
  await addCoorganizer(coorganized.id, me.id);
  const notMine = await create(someone.headers, "Pas le mien", at(4, 10));
  const recent = await create(me.headers, "Passé récent", at(-2, 10));
  const old = await create(me.headers, "Passé ancien", at(-30, 10));
  const cancelledSoon = await create(me.headers, "Annulé bientôt", at(15, 10));
  const cancelledLater = await create(me.headers, "Annulé plus tard", at(40, 10));
  for (const event of [cancelledSoon, cancelledLater]) {
    expect((await apiCall("PUT", `/events/${event.id}`, { headers: me.headers, body: { status: "cancelled" } })).status).toBe(200);
  }
  await env.DB.prepare("UPDATE events SET status = 'draft' WHERE id = ?")
    .bind((await create(me.headers, "Brouillon", at(6, 10))).id)
    .run();

  const tab = async (query: string) => {
    const response = await apiCall("GET", `/events/organized${query}`, { headers: me.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return slugsOf(await response.json());
  };
  const upcoming = [ongoing.slug, coorganized.slug, hidden.slug, later.slug];
  expect(await tab("?when=active")).toEqual(upcoming);
  expect(await tab("")).toEqual(upcoming);
  expect(await tab("?when=past")).toEqual([recent.slug, old.slug]);
  expect(await tab("?when=cancelled")).toEqual([cancelledLater.slug, cancelledSoon.slug]);
  // The co-organized event is not the owner's only: its owner lists it too; nobody lists someone else's events.
  expect(slugsOf((await apiJson("GET", "/events/organized", { headers: someone.headers })).body)).toEqual([coorganized.slug, notMine.slug]);

  const bad = await apiJson("GET", "/events/organized?when=soon", { headers: me.headers });
  expect(bad.status).toBe(400);
  expect(errorOf(bad.body).code).toBe("invalid_parameter");
});

test("GET /events/organize/{slug} answers the event, the exact body that rewrites it, the viewer's role and the organizers", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const pillar = `agir-${taxonomies.type}`;
  await createTaxonomy("pillar", pillar, "Agir");
  const owner = await createMember({ displayName: "Camille", email: `camille-${taxonomies.type}@exemple.test` });
  const helper = await createMember({ displayName: "Alex", email: `alex-${taxonomies.type}@exemple.test` });
  const admin = await createMember({ role: "admin" });
  const body = eventInput(taxonomies, {
    texts: {
      fr: { title: "Atelier vélo", description: "<p>Venez <strong>nombreux</strong>.</p>" },
      en: { title: "Bike workshop", description: "<p>Come along.</p>" },
    },
    pillar,
    tags: ["vélo", "réparation"],
    private: true,
    registerExternal: true,
    externalUrl: "https://billets.exemple.org/velo",
    cover: "/uploads/users/abc/0123456789abcdef0123456789abcdef.png",
    coverAltText: "Des vélos alignés",
    color: "blue",
    maxAttendees: 12,
    emails: { confirmation: "Apporte ta chambre à air.", reminder: "C'est demain !" },
  });
  const event = await organizeEvent(owner.headers, body);
  await addCoorganizer(event.id, helper.id);

  const mine = await organizeView(event.slug, owner.headers);
  const expectedInput = { ...v.parse(EventInputSchema, body), visioUrl: null, visio: false };
  expect(mine.input).toEqual(expectedInput);
  expect(mine.event).toMatchObject({ _id: event.id, slug: event.slug, private: true });
  expect(mine.role).toBe("owner");
  expect(mine.organizers).toEqual([
    { _id: owner.id, displayname: "Camille", email: owner.email, role: "owner" },
    { _id: helper.id, displayname: "Alex", email: helper.email, role: "coorganizer" },
  ]);
  expect((await organizeView(event.slug, helper.headers)).role).toBe("coorganizer");
  expect((await organizeView(event.slug, admin.headers)).role).toBe("admin");

  // The input is the body PUT /events/{id} takes: sent back as it is, it changes nothing.
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: helper.headers, body: mine.input })).status).toBe(200);
  expect((await organizeView(event.slug, owner.headers)).input).toEqual(expectedInput);
  expect((await apiCall("GET", "/events/organize/pas-un-evenement", { headers: admin.headers })).status).toBe(404);
});

test("the input of an online event has its link and no place", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const event = await organizeEvent(
    owner.headers,
    eventInput(taxonomies, { visio: true, visioUrl: "https://visio.exemple.org/salle", address: null, maxAttendees: 0 }),
  );
  const { input } = await organizeView(event.slug, owner.headers);
  expect(input).toMatchObject({ visio: true, visioUrl: "https://visio.exemple.org/salle", address: null, maxAttendees: 0, cover: null, color: null, tags: [] });
  expect((await apiCall("PUT", `/events/${event.id}`, { headers: owner.headers, body: input })).status).toBe(200);
});

test("an event created by a member of the staff domain is marked makesense; others are not, nor look-alike domains, and an edit keeps the mark", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const staff = await createMember({ email: `equipe-${taxonomies.type}@Rendez-Vous.test` });
  const lookAlike = await createMember({ email: `x-${taxonomies.type}@faux-rendez-vous.test` });
  const sub = await createMember({ email: `y-${taxonomies.type}@sous.rendez-vous.test` });
  const input = v.parse(EventInputSchema, eventInput(taxonomies));
  const made = async (user: { id: string; email: string }) => {
    const created = await createEventAs(env, user, input);
    if (!created.ok) throw new Error("not created");
    return created.slug;
  };
  const staffSlug = await made(staff);
  expect((await organizeView(staffSlug, staff.headers)).event.makesense).toBe(true);
  expect((await organizeView(await made(lookAlike), lookAlike.headers)).event.makesense).toBe(false);
  expect((await organizeView(await made(sub), sub.headers)).event.makesense).toBe(false);
  const helper = await createMember();
  const { event, input: stored } = await organizeView(staffSlug, staff.headers);
  await addCoorganizer(event._id, helper.id);
  expect((await apiCall("PUT", `/events/${event._id}`, { headers: helper.headers, body: stored })).status).toBe(200);
  expect((await organizeView(staffSlug, helper.headers)).event.makesense).toBe(true);
});
