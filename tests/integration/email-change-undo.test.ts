import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
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

test("the undo link also cancels changes of email still waiting for confirmation", async () => {
  const user = await createUser({ email: "premiere@exemple.fr" });
  const session = await loginAs(user);
  await changeEmail(user, session.headers, "deuxieme@exemple.fr");
  await apiCall("PUT", `/users/${user.id}/email`, { headers: session.headers, body: { password: "mot-de-passe-1", email: "troisieme@exemple.fr" } });
  const pending = await readMailToken("troisieme@exemple.fr", "change-email");
  const undo = await readMailToken("premiere@exemple.fr", "email-changed");
  expect((await apiCall("POST", "/users/activate", { body: { token: undo } })).status).toBe(200);
  expect((await apiCall("POST", "/users/activate-new-email", { body: { token: pending } })).status).toBe(400);
  expect(await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(user.id).first("email")).toBe("premiere@exemple.fr");
});

test("undoing is refused (409) when the old address has gone to another account meanwhile", async () => {
  const user = await createUser({ email: "liberee@exemple.fr" });
  await changeEmail(user, (await loginAs(user)).headers, "ailleurs@exemple.fr");
  await createUser({ email: "liberee@exemple.fr" });
  const undo = await readMailToken("liberee@exemple.fr", "email-changed");
  const refused = await apiCall("POST", "/users/activate", { body: { token: undo } });
  expect(refused.status).toBe(409);
  expect(await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(user.id).first("email")).toBe("ailleurs@exemple.fr");
});
