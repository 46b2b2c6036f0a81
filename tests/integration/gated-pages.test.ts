import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createOrganizeTaxonomies, eventInput, organizeEvent } from "../factories/organized-events";
import { createEventCircle } from "../factories/private-events";
import { createMember } from "../factories/users";
import { renderPage } from "../support/pages";

// Gated pages say who may see them in their HTTP status, still as the page in the visitor's language
// (docs/architecture.md §5): 401 anonymous, 403 or 404 refused, 200 allowed, never stored.

async function statusOf(path: string, headers: Record<string, string> = {}) {
  const page = await renderPage(path, { headers });
  expect(page.headers.get("Cache-Control"), path).toBe("private, no-store");
  return page;
}

test("the organizer pages answer 401 to an anonymous visitor, 403 to an unconfirmed account, 200 to a member, in the visitor's language", async () => {
  const member = await createMember();
  const unconfirmed = await createMember({ active: false });
  const anonymous = await statusOf("/organize/mine/active");
  expect(anonymous.status).toBe(401);
  expect(anonymous.html).toContain("Mes événements");
  const english = await statusOf("/en/organize/create/event");
  expect(english.status).toBe(401);
  expect(english.html).toContain('lang="en"');
  expect((await statusOf("/organize/mine/past", unconfirmed.headers)).status).toBe(403);
  expect((await statusOf("/organize/mine/active", member.headers)).status).toBe(200);
  expect((await statusOf("/organize/create/event", member.headers)).status).toBe(200);
});

test("an event's organizer pages: 401 anonymous, 403 someone else, 404 someone else's private event or none, 200 its organizers", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const stranger = await createMember();
  const event = await organizeEvent(owner.headers, eventInput(taxonomies, { startDate: daysFromNow(8, 18), endDate: daysFromNow(8, 20) }));
  const hidden = await createEventCircle("prive-organisation");
  expect((await statusOf(`/organize/event/${event.slug}/attendees`)).status).toBe(401);
  expect((await statusOf(`/organize/event/${event.slug}/attendees`, stranger.headers)).status).toBe(403);
  expect((await statusOf(`/organize/event/${hidden.slug}/dashboard`, stranger.headers)).status).toBe(404);
  expect((await statusOf("/organize/event/inconnu-0000/dashboard", stranger.headers)).status).toBe(404);
  expect((await statusOf(`/organize/event/${event.slug}/checkin`, owner.headers)).status).toBe(200);
  expect((await statusOf(`/es/organize/event/${hidden.slug}/edit`, hidden.coorganizer.headers)).status).toBe(200);
});

test("the account pages answer 401 to an anonymous visitor; /admin 401, 403 to a member, 200 to an admin", async () => {
  const member = await createMember();
  const admin = await createMember({ role: "admin" });
  const account = await statusOf("/account/agenda/active");
  expect(account.status).toBe(401);
  expect(account.html).toContain("<h1");
  expect((await statusOf("/account/profile", member.headers)).status).toBe(200);
  expect((await statusOf("/admin")).status).toBe(401);
  expect((await statusOf("/admin/events", member.headers)).status).toBe(403);
  expect((await statusOf("/admin/events", admin.headers)).status).toBe(200);
});
