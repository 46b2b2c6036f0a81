// Invitations (docs/product.md §5 "Invitations"): an organizer invites people by email, each with a personal link
// that opens even a private event; the list says who opened it, registered or declined; reminders go to the rest.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { attendAs, createEventOf, createOrganizeTaxonomies, eventInput, mailsTo } from "../factories/organized-events";
import { castOrganizerRoles, ROLES, type Role } from "../factories/organizer-roles";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { renderPage } from "../support/pages";

const Invitations = v.object({
  data: v.array(v.object({ email: v.string(), lang: v.string(), status: v.string(), openedAt: v.nullable(v.string()), remindedAt: v.nullable(v.string()) })),
  mailsLeftToday: v.number(),
});

type Headers = { headers: Record<string, string> };

async function organizedEvent(overrides: Record<string, unknown> = {}) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember({ displayName: "Inès Morel" });
  const event = await createEventOf(organizer, eventInput(taxonomies, { texts: { fr: { title: "Soirée jeux de société", description: "" } }, ...overrides }));
  return { organizer, event };
}

const invite = (organizer: Headers, eventId: string, body: object) => apiJson("POST", `/events/${eventId}/invitations`, { headers: organizer.headers, body });
const remind = (organizer: Headers, eventId: string) => apiJson("POST", `/events/${eventId}/invitations/remind`, { headers: organizer.headers });
const listOf = async (organizer: Headers, eventId: string) =>
  v.parse(Invitations, (await apiJson("GET", `/events/${eventId}/invitations`, { headers: organizer.headers })).body);
const statuses = async (organizer: Headers, eventId: string) =>
  Object.fromEntries((await listOf(organizer, eventId)).data.map((invitation) => [invitation.email, invitation.status]));

/** What the invitation's notice says on a rendered event page (the catalogue the page carries holds every text: not that). */
const noticeOf = (html: string) => /<section class="invitation-notice[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? null;

/** The key of the personal link in the last invitation emailed to `email`. */
async function keyOf(email: string): Promise<string> {
  const mail = (await mailsTo(email)).findLast((sent) => sent.kind.startsWith("event-invitation"));
  const key = /[?&]k=([0-9a-f]{32})/.exec(mail?.text ?? "")?.[1];
  if (!key) throw new Error(`no invitation link for ${email}`);
  return key;
}

test("pasted addresses get one email each, with a personal link; those already invited or registered are left out", async () => {
  const { organizer, event } = await organizedEvent();
  const registered = await createMember();
  await attendAs(registered, event.id);
  const answer = await invite(organizer, event.id, {
    emails: ["nour@exemple.test", " Camille@Exemple.test ", "camille@exemple.test", registered.email],
    message: "Viens avec tes jeux préférés !\n<b>À bientôt</b>",
  });
  expect(answer).toEqual({ status: 201, body: { invited: ["nour@exemple.test", "camille@exemple.test"], skipped: [registered.email] } });
  const [mail] = await mailsTo("nour@exemple.test");
  expect(mail).toMatchObject({ kind: "event-invitation", lang: "fr", subject: "Invitation : Soirée jeux de société" });
  expect(mail?.text).toContain("Inès Morel t'invite à « Soirée jeux de société » sur Rendez-vous.");
  expect(mail?.text).toContain("Le mot de Inès Morel : \n\nViens avec tes jeux préférés !");
  // The organizer's word is plain text: escaped in the HTML body.
  expect(mail?.html).toContain("&lt;b&gt;À bientôt&lt;/b&gt;");
  expect(mail?.html).not.toContain("<b>À bientôt");
  // Each person's own key.
  expect(await keyOf("nour@exemple.test")).not.toBe(await keyOf("camille@exemple.test"));
  expect(await mailsTo(registered.email)).not.toContainEqual(expect.objectContaining({ kind: "event-invitation" }));
  const list = await listOf(organizer, event.id);
  expect(list.data.map(({ email, status, lang }) => [email, status, lang]).sort()).toEqual([
    ["camille@exemple.test", "invited", "fr"],
    ["nour@exemple.test", "invited", "fr"],
  ]);
  expect(list.mailsLeftToday).toBe(298);
  // Inviting again sends nothing twice: reminders are for that.
  expect(await invite(organizer, event.id, { emails: ["nour@exemple.test"], lang: "en" })).toEqual({
    status: 201,
    body: { invited: [], skipped: ["nour@exemple.test"] },
  });
  expect(await mailsTo("nour@exemple.test")).toHaveLength(1);
  // A public event's page opened from an invitation is that person's: never shared by the page cache.
  const page = await renderPage(`/events/e/${event.slug}?k=${await keyOf("nour@exemple.test")}`);
  expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  expect(noticeOf(page.html)).toContain("Tu es invité·e à cet événement.");
  expect((await renderPage(`/events/e/${event.slug}`)).headers.get("Cache-Control")).toMatch(/^public/);
  expect(await statuses(organizer, event.id)).toMatchObject({ "nour@exemple.test": "opened", "camille@exemple.test": "invited" });
});

test("the personal link opens a private event, says it was opened, and lets its person register; another declines", async () => {
  const { organizer, event } = await organizedEvent({ private: true });
  const guest = await createMember({ email: "lea.invitee@exemple.test" });
  expect((await invite(organizer, event.id, { emails: [guest.email, "sacha.invitee@exemple.test", "tom.invitee@exemple.test"] })).status).toBe(201);
  const [leaKey, sachaKey] = [await keyOf(guest.email), await keyOf("sacha.invitee@exemple.test")];

  expect((await renderPage(`/events/e/${event.slug}`)).status).toBe(404);
  const opened = await renderPage(`/events/e/${event.slug}?k=${leaKey}`);
  expect(opened.status).toBe(200);
  expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
  expect(opened.headers.get("Set-Cookie")).toMatch(new RegExp(`^event_links=${leaKey};`));
  expect(noticeOf(opened.html)).toContain("Tu es invité·e à cet événement.");
  expect(noticeOf(opened.html)).toContain("Je ne pourrai pas venir</button>");
  expect(await statuses(organizer, event.id)).toMatchObject({ [guest.email]: "opened", "sacha.invitee@exemple.test": "invited" });

  // Remembered by the browser, the key lets the person register without it in the URL.
  const attended = await apiJson("POST", `/events/attend/${event.id}`, {
    headers: { ...guest.headers, Cookie: `event_links=${leaKey}` },
    body: { lang: "fr" },
  });
  expect(attended).toMatchObject({ status: 200, body: { registered: true } });
  expect(await statuses(organizer, event.id)).toMatchObject({ [guest.email]: "registered" });
  // Registered, the page no longer offers to decline, and declining is refused.
  expect(noticeOf((await renderPage(`/events/e/${event.slug}?k=${leaKey}`)).html)).toBeNull();
  const late = await apiJson("POST", `/events/invitations/${leaKey}/decline`);
  expect([late.status, errorOf(late.body).code]).toEqual([409, "already_registered"]);

  // Another declines from the page (no session needed), and says so again later without harm.
  expect(await apiJson("POST", `/events/invitations/${sachaKey}/decline`)).toEqual({ status: 200, body: { declined: true } });
  expect((await apiJson("POST", `/events/invitations/${sachaKey}/decline`)).status).toBe(200);
  const declined = noticeOf((await renderPage(`/events/e/${event.slug}?k=${sachaKey}`)).html);
  expect(declined).toContain("Merci de ta réponse");
  expect(declined).not.toContain("</button>");
  expect(await statuses(organizer, event.id)).toEqual({
    [guest.email]: "registered",
    "sacha.invitee@exemple.test": "declined",
    "tom.invitee@exemple.test": "invited",
  });
  // A key that is not an invitation's opens nothing.
  for (const key of ["0".repeat(32), "pas-une-cle"]) {
    const unknown = await apiJson("POST", `/events/invitations/${key}/decline`);
    expect([unknown.status, errorOf(unknown.body).code]).toEqual([404, "invitation_not_found"]);
    expect((await renderPage(`/events/e/${event.slug}?k=${key}`)).status).toBe(404);
  }
});

test("a withdrawn invitation leaves the list and its link opens nothing more; a registration made with it stays", async () => {
  const { organizer, event } = await organizedEvent({ private: true });
  const guest = await createMember({ email: "nina.invitee@exemple.test" });
  expect((await invite(organizer, event.id, { emails: [guest.email, "faute.de.frappe@exemple.test"] })).status).toBe(201);
  const [ninaKey, typoKey] = [await keyOf(guest.email), await keyOf("faute.de.frappe@exemple.test")];
  const attended = await apiJson("POST", `/events/attend/${event.id}`, {
    headers: { ...guest.headers, Cookie: `event_links=${ninaKey}` },
    body: { lang: "fr" },
  });
  expect(attended.status).toBe(200);

  const withdrawn = await apiJson("POST", `/events/${event.id}/invitations/withdraw`, {
    headers: organizer.headers,
    body: { emails: ["Faute.De.Frappe@exemple.test", guest.email, "jamais.invite@exemple.test"] },
  });
  expect(withdrawn).toEqual({ status: 200, body: { withdrawn: ["faute.de.frappe@exemple.test", guest.email] } });
  expect(await statuses(organizer, event.id)).toEqual({});
  expect((await renderPage(`/events/e/${event.slug}?k=${typoKey}`)).status).toBe(404);
  const decline = await apiJson("POST", `/events/invitations/${typoKey}/decline`);
  expect([decline.status, errorOf(decline.body).code]).toEqual([404, "invitation_not_found"]);
  // Nina registered with it: she stays registered (an attendee sees the event as every attendee does).
  const status = await apiJson("GET", `/events/attend/${event.id}/status`, { headers: guest.headers });
  expect(status.body).toMatchObject({ registered: true });

  const bad = await apiJson("POST", `/events/${event.id}/invitations/withdraw`, { headers: organizer.headers, body: { emails: [] } });
  expect(bad.status).toBe(400);
  const stranger = await createMember();
  const refused = await apiJson("POST", `/events/${event.id}/invitations/withdraw`, { headers: stranger.headers, body: { emails: [guest.email] } });
  expect([refused.status, errorOf(refused.body).code]).toEqual([404, "event_not_found"]);
});

test("reminders go to those who have not answered, in their language, once in 24 hours", async () => {
  const { organizer, event } = await organizedEvent();
  const joined = await createMember({ email: "joined.reminded@exemple.test" });
  await invite(organizer, event.id, { emails: ["ada.reminded@exemple.test", joined.email, "no.reminded@exemple.test"] });
  await invite(organizer, event.id, { emails: ["bo.reminded@exemple.test"], lang: "en" });
  await attendAs(joined, event.id);
  await apiJson("POST", `/events/invitations/${await keyOf("no.reminded@exemple.test")}/decline`);

  expect(await remind(organizer, event.id)).toEqual({ status: 200, body: { reminded: 2 } });
  expect((await mailsTo("ada.reminded@exemple.test")).map((mail) => mail.subject)).toEqual([
    "Invitation : Soirée jeux de société",
    "Rappel : tu es invité·e à Soirée jeux de société",
  ]);
  const [, reminder] = await mailsTo("bo.reminded@exemple.test");
  expect(reminder).toMatchObject({ kind: "event-invitation-reminder", lang: "en", subject: "Reminder: you're invited to Soirée jeux de société" });
  // Its link is the person's own, as the invitation's was.
  expect(reminder?.text).toContain(`k=${(/[?&]k=([0-9a-f]{32})/.exec((await mailsTo("bo.reminded@exemple.test"))[0]?.text ?? "") ?? [])[1]}`);
  expect((await mailsTo("no.reminded@exemple.test")).map((mail) => mail.kind)).toEqual(["event-invitation"]);

  const again = await remind(organizer, event.id);
  expect([again.status, errorOf(again.body).code]).toEqual([409, "nobody_to_remind"]);
  // A day later, those still without an answer may be reminded again.
  await env.DB.prepare("UPDATE invitations SET reminded_at = reminded_at - 25 * 3600 * 1000").run();
  expect(await remind(organizer, event.id)).toEqual({ status: 200, body: { reminded: 2 } });
});

test("bad addresses are named, and a list too long, a word too long, a cancelled event and the day's cap are refused: nothing half-sent", async () => {
  const { organizer, event } = await organizedEvent();
  const bad = await invite(organizer, event.id, { emails: ["ok.refused@exemple.test", "pas-une-adresse"] });
  expect([bad.status, errorOf(bad.body).code]).toEqual([400, "invalid_body"]);
  expect(errorOf(bad.body).message).toContain("emails.1");
  const tooMany = await invite(organizer, event.id, { emails: Array.from({ length: 201 }, (_, n) => `n${n}.refused@exemple.test`) });
  expect(tooMany.status).toBe(400);
  expect((await invite(organizer, event.id, { emails: ["ok.refused@exemple.test"], message: "x".repeat(1001) })).status).toBe(400);
  expect((await invite(organizer, event.id, { emails: [] })).status).toBe(400);
  expect(await mailsTo("ok.refused@exemple.test")).toEqual([]);
  expect((await listOf(organizer, event.id)).data).toEqual([]);

  // The day's cap: 300 invitations and reminders an event; what is left is said.
  const no = await env.DB.prepare("SELECT no FROM events WHERE id = ?").bind(event.id).first("no");
  await env.DB.batch(
    Array.from({ length: 299 }, (_, n) =>
      env.DB.prepare("INSERT INTO invitations (event_no, email, key, lang, invited_at) VALUES (?, ?, lower(hex(randomblob(16))), 'fr', ?)").bind(
        no,
        `cap${n}@exemple.test`,
        Date.now() - 3_600_000,
      ),
    ),
  );
  const capped = await invite(organizer, event.id, { emails: ["one.capped@exemple.test", "two.capped@exemple.test"] });
  expect([capped.status, errorOf(capped.body).code]).toEqual([429, "too_many_invitations"]);
  expect(errorOf(capped.body).message).toContain("Left today: 1.");
  expect(await mailsTo("one.capped@exemple.test")).toEqual([]);
  expect((await invite(organizer, event.id, { emails: ["one.capped@exemple.test"] })).status).toBe(201);

  await env.DB.prepare("UPDATE events SET status = 'cancelled' WHERE id = ?").bind(event.id).run();
  const cancelled = await invite(organizer, event.id, { emails: ["late.refused@exemple.test"] });
  expect([cancelled.status, errorOf(cancelled.body).code]).toEqual([409, "event_cancelled"]);
  expect(await mailsTo("late.refused@exemple.test")).toEqual([]);
});

test("an event over refuses invitations to its own organizers too", async () => {
  const { organizer, event } = await organizedEvent({
    startDate: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    endDate: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  });
  const over = await invite(organizer, event.id, { emails: ["late.over@exemple.test"] });
  expect([over.status, errorOf(over.body).code]).toEqual([409, "event_past"]);
  expect(await mailsTo("late.over@exemple.test")).toEqual([]);
});

const ALLOWED: Record<Role, number> = { creator: 200, coorganizer: 200, admin: 200, other: 403, unconfirmed: 403, anonymous: 401 };

test("organizers and admins list, invite and remind; the others are refused, and a private event is 404 to a stranger", async () => {
  const { open, hidden, headers } = await castOrganizerRoles();
  for (const role of ROLES) {
    const listed = await apiCall("GET", `/events/${open.id}/invitations`, { headers: headers[role] });
    expect([role, listed.status]).toEqual([role, ALLOWED[role]]);
    const invited = await apiJson("POST", `/events/${open.id}/invitations`, { headers: headers[role], body: { emails: [`${role}.roles@exemple.test`] } });
    expect([role, invited.status]).toEqual([role, ALLOWED[role] === 200 ? 201 : ALLOWED[role]]);
    const reminded = await apiJson("POST", `/events/${open.id}/invitations/remind`, { headers: headers[role] });
    expect([role, reminded.status]).toEqual([role, ALLOWED[role]]);
    if (ALLOWED[role] === 200) {
      // Each organizer's reminder reaches the address they just invited (the others' were reminded already).
      expect(reminded.body).toEqual({ reminded: 1 });
    }
    const hiddenList = await apiJson("GET", `/events/${hidden.id}/invitations`, { headers: headers[role] });
    expect([role, hiddenList.status]).toEqual([role, role === "other" ? 404 : ALLOWED[role]]);
  }
  const refused = ROLES.filter((role) => ALLOWED[role] !== 200).map((role) => `${role}.roles@exemple.test`);
  for (const email of refused) expect(await mailsTo(email)).toEqual([]);
});

test("one organizer invites at most 500 addresses a day, all their events together", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const events = await Promise.all([0, 1, 2].map(() => createEventOf(organizer, eventInput(taxonomies))));
  const addresses = (from: number, count: number) => Array.from({ length: count }, (_, n) => `many${from + n}@exemple.test`);
  expect((await invite(organizer, events[0]?.id ?? "", { emails: addresses(0, 200) })).status).toBe(201);
  expect((await invite(organizer, events[1]?.id ?? "", { emails: addresses(200, 200) })).status).toBe(201);
  const over = await invite(organizer, events[2]?.id ?? "", { emails: addresses(400, 101) });
  expect([over.status, errorOf(over.body).code]).toEqual([429, "rate_limited"]);
  expect(await mailsTo("many400@exemple.test")).toEqual([]);
});
