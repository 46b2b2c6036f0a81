import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createUser, loginAs, readMailToken } from "../factories/users";
import { apiCall } from "../support/api-call";
import { eventNo, userNo } from "~/lib/compact-keys";

const PLACE = { formattedAddress: "Lyon, France", city: "Lyon", country: "France", countryCode: "FR", lat: 45.76, lng: 4.83 };

test("GET /users/me answers the profile JSON of docs/product.md §3, never cached; 401 without a session", async () => {
  const user = await createUser({ email: "moi@exemple.fr", firstName: "Léa", displayName: "Léa M.", lang: "en" });
  const response = await apiCall("GET", "/users/me", { headers: (await loginAs(user)).headers });
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(await response.json()).toEqual({
    _id: user.id,
    email: "moi@exemple.fr",
    profileCompleted: true,
    active: true,
    displayname: "Léa M.",
    firstName: "Léa",
    lastName: null,
    profileImg: null,
    address: null,
    educate: { like: false },
    topic: null,
    role: "user",
    lang: "en",
  });
  expect((await apiCall("GET", "/users/me")).status).toBe(401);
});

test("PUT /users/{id} merges the given fields, completes the profile and ignores the rest", async () => {
  const user = await createUser({ email: "profil@exemple.fr" });
  const { headers } = await loginAs(user);
  const response = await apiCall("PUT", `/users/${user.id}`, {
    headers,
    body: {
      _id: user.id,
      email: "pirate@exemple.fr",
      role: "admin",
      active: true,
      displayname: "  Camille  ",
      firstName: "Camille",
      address: PLACE,
      educate: { like: true },
    },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    email: "profil@exemple.fr",
    role: "user",
    displayname: "Camille",
    firstName: "Camille",
    profileCompleted: true,
    address: PLACE,
    educate: { like: true },
  });
  const second = await apiCall("PUT", `/users/${user.id}`, {
    headers,
    body: { lastName: "Durand", profileImg: { url: "/uploads/users/u1/0123456789abcdef0123456789abcdef.webp" }, lang: "es" },
  });
  expect(await second.json()).toMatchObject({
    displayname: "Camille",
    lastName: "Durand",
    profileImg: { url: "/uploads/users/u1/0123456789abcdef0123456789abcdef.webp" },
    lang: "es",
    address: PLACE,
  });
  const cleared = await apiCall("PUT", `/users/${user.id}`, { headers, body: { address: null, profileImg: null } });
  expect(await cleared.json()).toMatchObject({ address: null, profileImg: null, lastName: "Durand" });
});

test("PUT /users/{id} validates its fields", async () => {
  const user = await createUser();
  const { headers } = await loginAs(user);
  for (const body of [
    { profileImg: { url: "javascript:alert(1)" } },
    { profileImg: { url: "//evil.example/x.png" } },
    { profileImg: { url: "/api/v1/users/me" } },
    { profileImg: { url: "/uploads/../api/v1/users/me" } },
    { profileImg: { url: "http://example.com/a.png" } },
    { lang: "de" },
    { displayname: "x".repeat(101) },
    { educate: { like: "yes" } },
  ]) {
    expect((await apiCall("PUT", `/users/${user.id}`, { headers, body })).status).toBe(400);
  }
});

test("a user cannot change another user's profile, password or email (403), nor without a session (401)", async () => {
  const victim = await createUser({ email: "victime@exemple.fr", displayName: "Victime" });
  const { headers } = await loginAs(await createUser({ role: "organizer" }));
  for (const [path, body] of [
    [`/users/${victim.id}`, { displayname: "Piraté" }],
    [`/users/${victim.id}/password`, { currentPassword: "mot-de-passe-1", password: "nouveau-mot-de-passe" }],
    [`/users/${victim.id}/email`, { password: "mot-de-passe-1", email: "pirate@exemple.fr" }],
  ] as const) {
    const response = await apiCall("PUT", path, { headers, body });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
    expect((await apiCall("PUT", path, { body })).status).toBe(401);
  }
  expect((await apiCall("PUT", "/users/000000000000000000000000", { headers, body: {} })).status).toBe(403);
  const row = await env.DB.prepare("SELECT display_name, email FROM users WHERE id = ?").bind(victim.id).first();
  expect(row).toEqual({ display_name: "Victime", email: "victime@exemple.fr" });
});

test("an admin may edit any profile, but not another user's password", async () => {
  const member = await createUser();
  const { headers } = await loginAs(await createUser({ role: "admin" }));
  expect(await apiCall("PUT", `/users/${member.id}`, { headers, body: { displayname: "Modéré" } }).then((r) => r.json())).toMatchObject({
    displayname: "Modéré",
  });
  expect((await apiCall("PUT", "/users/000000000000000000000000", { headers, body: {} })).status).toBe(404);
  expect((await apiCall("PUT", `/users/${member.id}/password`, { headers, body: { currentPassword: "x", password: "nouveau-mot-de-passe" } })).status).toBe(
    403,
  );
});

test("changing the email re-checks the password, mails the NEW address, and changes on confirmation", async () => {
  const user = await createUser({ email: "avant@exemple.fr", password: "mot-de-passe-1", lang: "en" });
  await createUser({ email: "prise@exemple.fr" });
  const { headers } = await loginAs(user);
  expect((await apiCall("PUT", `/users/${user.id}/email`, { headers, body: { password: "faux", email: "apres@exemple.fr" } })).status).toBe(403);
  expect((await apiCall("PUT", `/users/${user.id}/email`, { headers, body: { password: "mot-de-passe-1", email: "prise@exemple.fr" } })).status).toBe(409);
  expect((await apiCall("PUT", `/users/${user.id}/email`, { headers, body: { password: "mot-de-passe-1", email: "Apres@Exemple.fr" } })).status).toBe(200);
  expect(await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(user.id).first("email")).toBe("avant@exemple.fr");
  const mail = await env.DB.prepare("SELECT subject, text FROM outbox WHERE kind = 'change-email' AND to_email = 'apres@exemple.fr'").first();
  expect(mail?.subject).toBe("Confirm your new email address");
  expect(String(mail?.text)).toContain("http://127.0.0.1:8787/en/change-email?token=");
  const token = await readMailToken("apres@exemple.fr", "change-email");
  expect((await apiCall("POST", "/users/activate-new-email", { body: { token } })).status).toBe(200);
  expect(await apiCall("GET", "/users/me", { headers }).then((r) => r.json())).toMatchObject({ email: "apres@exemple.fr", active: true });
  expect((await apiCall("POST", "/users/activate-new-email", { body: { token } })).status).toBe(400);
  expect((await apiCall("POST", "/auth/local", { body: { email: "apres@exemple.fr", password: "mot-de-passe-1" } })).status).toBe(200);
  expect((await apiCall("POST", "/auth/local", { body: { email: "avant@exemple.fr", password: "mot-de-passe-1" } })).status).toBe(401);
});

test("a change of email is refused at confirmation if the address was taken meanwhile", async () => {
  const user = await createUser({ email: "lent@exemple.fr", password: "mot-de-passe-1" });
  await apiCall("PUT", `/users/${user.id}/email`, {
    headers: (await loginAs(user)).headers,
    body: { password: "mot-de-passe-1", email: "convoitee@exemple.fr" },
  });
  await createUser({ email: "convoitee@exemple.fr" });
  const token = await readMailToken("convoitee@exemple.fr", "change-email");
  expect((await apiCall("POST", "/users/activate-new-email", { body: { token } })).status).toBe(409);
});

test("GET /users/events lists the user's own events, upcoming or past, and nobody else's", async () => {
  const user = await createUser();
  const other = await createUser();
  const soonDate = daysFromNow(30, 18);
  const soon = await createEvent({ slug: "bientot", title: "Bientôt", startDate: soonDate });
  const later = await createEvent({ slug: "plus-tard", title: "Plus tard", startDate: daysFromNow(61, 18) });
  const past = await createEvent({ slug: "passe", title: "Passé", startDate: daysFromNow(-30, 18) });
  const draft = await createEvent({ slug: "brouillon", title: "Brouillon", startDate: daysFromNow(31, 18), status: "draft" });
  const othersOnly = await createEvent({ slug: "pas-moi", title: "Pas moi", startDate: daysFromNow(32, 18) });
  await env.DB.batch([
    ...[later, soon, past, draft].map((id) =>
      env.DB.prepare(`INSERT INTO attendees (event_no, user_no) VALUES (${eventNo("?1")}, ${userNo("?2")})`).bind(id, user.id),
    ),
    env.DB.prepare(`INSERT INTO attendees (event_no, user_no) VALUES (${eventNo("?1")}, ${userNo("?2")})`).bind(othersOnly, other.id),
  ]);
  const { headers } = await loginAs(user);
  const slugs = async (query: string) => {
    const body = v.parse(
      v.object({ data: v.array(v.object({ slug: v.string() })) }),
      await apiCall("GET", `/users/events${query}`, { headers }).then((r) => r.json()),
    );
    return body.data.map((event) => event.slug);
  };
  expect(await slugs("")).toEqual(["bientot", "plus-tard"]);
  expect(await slugs("?when=active")).toEqual(["bientot", "plus-tard"]);
  expect(await slugs("?when=past")).toEqual(["passe"]);
  const response = await apiCall("GET", "/users/events", { headers });
  expect(await response.json()).toMatchObject({ data: [{ _id: soon, title: { fr: "Bientôt" }, startDate: soonDate }, { _id: later }] });
  expect((await apiCall("GET", "/users/events?when=demain", { headers })).status).toBe(400);
  expect((await apiCall("GET", "/users/events")).status).toBe(401);
});
