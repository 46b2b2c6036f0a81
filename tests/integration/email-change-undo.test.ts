import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createUser, loginAs, readMailToken } from "../factories/users";
import { apiCall } from "../support/api-call";

/** A session of `user` changes the address to `next`, and the new address confirms it. */
async function changeEmail(user: { id: string }, headers: Record<string, string>, next: string) {
  expect((await apiCall("PUT", `/users/${user.id}/email`, { headers, body: { password: "mot-de-passe-1", email: next } })).status).toBe(200);
  const token = await readMailToken(next, "change-email");
  expect((await apiCall("POST", "/users/activate-new-email", { body: { token } })).status).toBe(200);
}

const Undone = v.object({ success: v.literal(true), purpose: v.literal("revert-email"), loggedIn: v.literal(false), resetToken: v.string() });

test("a confirmed change of email ends the other sessions and tells the old address, with a way to undo it", async () => {
  const user = await createUser({ email: "ancienne@exemple.fr", lang: "en" });
  const asking = await loginAs(user);
  const phone = await loginAs(user);
  await changeEmail(user, asking.headers, "nouvelle@exemple.fr");
  expect((await apiCall("GET", "/users/me", { headers: asking.headers })).status).toBe(200);
  expect((await apiCall("GET", "/users/me", { headers: phone.headers })).status).toBe(401);
  expect((await apiCall("POST", "/auth/local/token", { body: { refreshToken: phone.refreshToken } })).status).toBe(401);
  const notice = await env.DB.prepare("SELECT subject, text FROM outbox WHERE kind = 'email-changed' AND to_email = 'ancienne@exemple.fr'").first();
  expect(notice?.subject).toBe("The email address of your account has changed");
  expect(String(notice?.text)).toContain("nouvelle@exemple.fr");
  expect(String(notice?.text)).toMatch(/http:\/\/127\.0\.0\.1:8787\/en\/activate\?token=[\w-]{43}/);
});

test("the undo link gets the account back: old address, every session ended, and a new password to choose", async () => {
  const victim = await createUser({ email: "victime.mail@exemple.fr" });
  // Someone holding a session of the victim moves the account to their own address…
  const thief = await loginAs(victim);
  await changeEmail(victim, thief.headers, "voleur@exemple.fr");
  // …and the victim clicks the link sent to the old address.
  const token = await readMailToken("victime.mail@exemple.fr", "email-changed");
  const undone = await apiCall("POST", "/users/activate", { body: { token } });
  expect(undone.status).toBe(200);
  const { resetToken } = v.parse(Undone, await undone.json());
  expect(await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(victim.id).first("email")).toBe("victime.mail@exemple.fr");
  expect((await apiCall("GET", "/users/me", { headers: thief.headers })).status).toBe(401);
  expect((await apiCall("POST", "/auth/local", { body: { email: "voleur@exemple.fr", password: "mot-de-passe-1" } })).status).toBe(401);
  expect((await apiCall("POST", "/users/reset-password", { body: { token: resetToken, password: "repris-en-main" } })).status).toBe(200);
  expect((await apiCall("POST", "/auth/local", { body: { email: "victime.mail@exemple.fr", password: "repris-en-main" } })).status).toBe(200);
  expect((await apiCall("POST", "/users/activate", { body: { token } })).status).toBe(400);
});

test("while the undo link is valid the account takes no other change of email", async () => {
  const user = await createUser({ email: "premiere@exemple.fr" });
  const session = await loginAs(user);
  await changeEmail(user, session.headers, "deuxieme@exemple.fr");
  const again = await apiCall("PUT", `/users/${user.id}/email`, {
    headers: session.headers,
    body: { password: "mot-de-passe-1", email: "troisieme@exemple.fr" },
  });
  expect(again.status).toBe(409);
  expect(await again.json()).toMatchObject({ error: { code: "email_change_pending" } });
  expect(await readMailToken("troisieme@exemple.fr", "change-email")).toBeNull();
});

test("the undo takes everything back from whoever holds the new address: password, sessions and every link sent there", async () => {
  const victim = await createUser({ email: "reprise@exemple.fr" });
  const thief = await loginAs(victim);
  await changeEmail(victim, thief.headers, "chez-le-voleur@exemple.fr");
  // The thief asks for a login link and a reset link at their address…
  await apiCall("POST", "/auth/login-link", { body: { email: "chez-le-voleur@exemple.fr" } });
  await apiCall("POST", "/users/lost-password/events", { body: { email: "chez-le-voleur@exemple.fr" } });
  const loginLink = await readMailToken("chez-le-voleur@exemple.fr", "login-link");
  const resetLink = await readMailToken("chez-le-voleur@exemple.fr", "reset-password");
  // …then the owner undoes the change.
  expect((await apiCall("POST", "/users/activate", { body: { token: await readMailToken("reprise@exemple.fr", "email-changed") } })).status).toBe(200);
  expect((await apiCall("POST", "/users/activate", { body: { token: loginLink, confirm: true } })).status).toBe(400);
  expect((await apiCall("POST", "/users/reset-password", { body: { token: resetLink, password: "mot-du-voleur" } })).status).toBe(400);
  // The password the thief knew no longer opens the account, at either address.
  expect((await apiCall("POST", "/auth/local", { body: { email: "reprise@exemple.fr", password: "mot-de-passe-1" } })).status).toBe(401);
});

test("the old address stays reserved for the undo: nobody can register it, claim it as a guest or move to it meanwhile", async () => {
  const user = await createUser({ email: "liberee@exemple.fr" });
  await changeEmail(user, (await loginAs(user)).headers, "ailleurs@exemple.fr");
  const registered = await apiCall("POST", "/users/register/events", { body: { email: "liberee@exemple.fr", password: "un-mot-de-passe" } });
  expect(registered.status).toBe(409);
  const other = await createUser({ email: "voisin@exemple.fr" });
  const moved = await apiCall("PUT", `/users/${other.id}/email`, {
    headers: (await loginAs(other)).headers,
    body: { password: "mot-de-passe-1", email: "liberee@exemple.fr" },
  });
  expect(moved.status).toBe(409);
  const eventId = await createEvent({ slug: "reserve-invite", title: "Réservé", startDate: daysFromNow(30, 18) });
  const guest = await apiCall("POST", `/events/subscribe-attend/${eventId}`, { body: { email: "liberee@exemple.fr" } });
  expect(guest.status).toBe(409);
  expect(await guest.json()).toMatchObject({ error: { code: "address_unavailable" } });
  // So the undo still works.
  const undo = await readMailToken("liberee@exemple.fr", "email-changed");
  expect((await apiCall("POST", "/users/activate", { body: { token: undo } })).status).toBe(200);
  expect(await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(user.id).first("email")).toBe("liberee@exemple.fr");
});

test("the change and its undo email are one transaction: a spent change link writes no second undo", async () => {
  const user = await createUser({ email: "unique@exemple.fr" });
  const session = await loginAs(user);
  expect(
    (await apiCall("PUT", `/users/${user.id}/email`, { headers: session.headers, body: { password: "mot-de-passe-1", email: "unique2@exemple.fr" } })).status,
  ).toBe(200);
  const token = await readMailToken("unique2@exemple.fr", "change-email");
  const [first, second] = await Promise.all([
    apiCall("POST", "/users/activate-new-email", { body: { token } }),
    apiCall("POST", "/users/activate-new-email", { body: { token } }),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 400]);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'email-changed' AND to_email = 'unique@exemple.fr'").first("n")).toBe(1);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM user_tokens WHERE purpose = 'revert-email' AND user_id = ?").bind(user.id).first("n")).toBe(1);
});
