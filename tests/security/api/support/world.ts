import { env } from "cloudflare:workers";
import { hashPassword } from "~/features/accounts/auth/password.server";
import { createBuilderEntries } from "../../../factories/content";
import { createHotspot, createTaxonomy } from "../../../factories/events";
import { createArticle } from "../../../factories/media";
import { addCoorganizer, createEventOf, createOrganizeTaxonomies, eventInput } from "../../../factories/organized-events";
import { createIframe, createSeoEntry } from "../../../factories/site";
import { createOffer, createSurvey } from "../../../factories/site-offers";
import { createUser, loginAs, type TestUser } from "../../../factories/users";
import type { RouteTargets } from "./routes";
import { eventNo, userNo } from "~/lib/compact-keys";

/** The one password of the probes' accounts, hashed once per file: PBKDF2 at full cost would take most of the run. */
export const PROBE_PASSWORD = "mot-de-passe-des-sondes-1";
let storedHash: Promise<string> | null = null;

/** A member with a session: their id, email, password, Bearer headers and session cookie. */
export type Person = TestUser & { headers: Record<string, string>; cookie: string; refreshToken: string };

let people = 0;

/** A confirmed member (or another role) logged in, with both the Bearer headers and the cookie of the session. */
export async function createPerson(input: { role?: "user" | "organizer" | "admin"; active?: boolean } = {}): Promise<Person> {
  storedHash ??= hashPassword(PROBE_PASSWORD);
  const user = await createUser({
    ...input,
    email: `sonde${++people}.${Date.now().toString(36)}@exemple.test`,
    password: PROBE_PASSWORD,
    passwordHash: await storedHash,
  });
  const session = await loginAs(user);
  return { ...user, headers: session.headers, cookie: session.cookie, refreshToken: session.refreshToken };
}

let worlds = 0;

/** The public and the private event of `owner`, with the co-organizer and the attendee of both. */
async function createEvents(stamp: string, owner: Person, coorganizer: Person, attendee: Person) {
  const taxonomies = await createOrganizeTaxonomies();
  const [event, hidden] = await Promise.all([
    createEventOf(owner, eventInput(taxonomies, { texts: { fr: { title: `Atelier des sondes ${stamp}`, description: "<p>Sonde.</p>" } } })),
    createEventOf(owner, eventInput(taxonomies, { private: true, texts: { fr: { title: `Atelier privé ${stamp}`, description: "<p>Privé.</p>" } } })),
  ]);
  for (const organized of [event, hidden]) {
    await addCoorganizer(organized.id, coorganizer.id);
    await registerAttendee(organized.id, attendee.id);
  }
  return { taxonomies, event, hidden };
}

/**
 * A world of its own for one probe: an owner (creator of a public event with places, and of a private one),
 * a co-organizer and an attendee of both, an admin, a victim (another member, a stranger to both events), an
 * unconfirmed account, and one of each thing the routes name by id or slug. Everything is new, so a probe that changes something (an admin cancelling the event) spoils
 * nobody else's probe.
 */
export async function createWorld() {
  const n = ++worlds;
  const stamp = `${n}x${Date.now().toString(36)}`;
  const [owner, coorganizer, admin, victim, attendee, unconfirmed] = await Promise.all([
    createPerson(),
    createPerson(),
    createPerson({ role: "admin" }),
    createPerson(),
    createPerson(),
    createPerson({ active: false }),
  ]);
  const taxonomySlug = `sonde-${stamp}`.toLowerCase();
  const hotspotSlug = `quartier-${stamp}`.toLowerCase();
  const iframeId = `widget${stamp}`;
  const seoKey = `sonde-${stamp}`;
  const entryId = `entry${stamp}`;
  // A library image the probed page uses (so a probe can never delete it) and a feedback to moderate.
  const mediaId = `media${stamp}`;
  const mediaUrl = `/uploads/users/sonde/${"0".repeat(24)}${stamp.slice(-8).padStart(8, "0")}.png`;
  const feedbackId = `feedback${stamp}`;
  // A message of the owner's to their attendees, kept for next week.
  const messageId = crypto.randomUUID().replaceAll("-", "");
  // An invitation of the owner's event (docs/product.md §5 "Invitations"), answered by its key.
  const invitationKey = crypto.randomUUID().replaceAll("-", "");
  // A personal API token of the owner's (docs/product.md §6 "API tokens"), named by its id.
  const apiTokenId = `token${stamp}`;
  // A webhook of the owner's (docs/product.md §6 "Webhooks"), on the test runner's receiver.
  const webhookId = `webhook${stamp}`;
  // The events and everything else are independent: made side by side.
  const [{ taxonomies, event, hidden }, taxonomyId, hotspotId, articleId, surveyId, offerId] = await Promise.all([
    createEvents(stamp, owner, coorganizer, attendee),
    createTaxonomy("topic", taxonomySlug, "Sonde"),
    createHotspot(hotspotSlug, "Quartier"),
    createArticle({ slug: `article-${stamp}`.toLowerCase(), title: "Article sonde", firstPublished: new Date(Date.now() - 86_400_000).toISOString() }),
    createSurvey({ startDay: -1, endDay: 5 }),
    createOffer({ actionType: "form" }),
    createIframe(iframeId, `Widget ${stamp}`, {}),
    createSeoEntry(seoKey, { fr: "Sonde" }, { fr: "Sonde" }),
    createBuilderEntries([
      { id: entryId, name: `Page ${stamp}`, urlPath: `/sonde-${stamp}`, data: { title: "Sonde", blocks: [], image: mediaUrl } },
      { id: `draft${stamp}`, name: `Brouillon ${stamp}`, published: "draft", urlPath: `/brouillon-${stamp}`, data: { title: "Brouillon" } },
    ]),
  ]);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO media_images (id, url, name, alt, width, height, bytes) VALUES (?, ?, 'sonde.png', 'Sonde', 1, 1, 29)").bind(mediaId, mediaUrl),
    env.DB.prepare("INSERT INTO feedbacks (id, event_id, user_id, rating, text) VALUES (?, ?, ?, 4, 'Sonde')").bind(feedbackId, event.id, attendee.id),
    env.DB.prepare(
      "INSERT INTO scheduled_messages (id, event_id, segment, subject, message, send_at, created_by) VALUES (?, ?, 'registered', 'Sonde', 'Sonde', ?, ?)",
    ).bind(messageId, event.id, new Date(Date.now() + 7 * 86_400_000).toISOString(), owner.id),
    env.DB.prepare("INSERT INTO invitations (event_no, email, key, lang, invited_at) SELECT no, ?, ?, 'fr', ? FROM events WHERE id = ?").bind(
      `invite.${stamp}@exemple.test`.toLowerCase(),
      invitationKey,
      Date.now(),
      event.id,
    ),
    env.DB.prepare("INSERT INTO api_tokens (id, user_id, name, scopes, hash, hint, created_at) VALUES (?, ?, 'Sonde', 'events:read', ?, 'rdv_sonde', ?)").bind(
      apiTokenId,
      owner.id,
      `hash-${apiTokenId}`,
      Date.now(),
    ),
    env.DB.prepare(
      "INSERT INTO webhooks (id, user_id, url, secret, events, created_at) VALUES (?, ?, 'https://hooks.exemple.test/ok/sonde', 'whsec_sonde', 'event.updated', ?)",
    ).bind(webhookId, owner.id, Date.now()),
  ]);
  const targets: RouteTargets = {
    ownerId: owner.id,
    victimId: victim.id,
    eventId: event.id,
    eventSlug: event.slug,
    taxonomyId,
    taxonomySlug,
    hotspotId,
    hotspotSlug,
    iframeId,
    seoKey,
    articleId,
    surveyId,
    offerId,
    entryId,
    mediaId,
    feedbackId,
    messageId,
    invitationKey,
    apiTokenId,
    webhookId,
  };
  return { stamp, owner, coorganizer, admin, victim, attendee, unconfirmed, taxonomies, event, hidden, draftEntryId: `draft${stamp}`, targets };
}
export type World = Awaited<ReturnType<typeof createWorld>>;

/**
 * Registers a member for an event straight in D1 (with the event's counter, as the attend use-case does): the
 * way an organizer's invited guest ends up on a private event's list.
 */
export async function registerAttendee(eventId: string, userId: string) {
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO attendees (event_no, user_no) VALUES (${eventNo("?1")}, ${userNo("?2")})`).bind(eventId, userId),
    env.DB.prepare("UPDATE events SET attendees_count = attendees_count + 1 WHERE id = ?").bind(eventId),
  ]);
}
