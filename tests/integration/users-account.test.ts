// A member's account: registering, the password, the email change and its undo, the favourite topic, the account
// pages.
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createMember, createUser, expireLinkToken, loginAs, readLinkTokenDates, readMailToken } from "../factories/users";
import { apiCall, apiJson, cookieHeader, setCookies } from "../support/api-call";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { renderPage } from "../support/pages";

const RegisterResponseSchema = v.object({ token: v.string(), refresh: v.string() });

function registration(email: string, password = "assez-long") {
  return { email, password, source: "events", site: "fr" };
}

test("registering answers {token, refresh} with the cookies and creates an unconfirmed account", async () => {
  const response = await apiCall("POST", "/users/register/events", { body: registration("Neuve@Exemple.fr") });
  expect(response.status).toBe(201);
  const { token } = v.parse(RegisterResponseSchema, await response.json());
  expect(setCookies(response)).toHaveLength(2);
  const me = await apiCall("GET", "/users/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(await me.json()).toEqual({
    _id: expect.stringMatching(/^[0-9a-f]{24}$/),
    email: "neuve@exemple.fr",
    profileCompleted: false,
    active: false,
    displayname: null,
    firstName: null,
    lastName: null,
    profileImg: null,
    address: null,
    educate: { like: false },
    topic: null,
    role: "user",
    lang: "fr",
  });
  expect(await apiCall("POST", "/users/exists", { body: { email: "neuve@exemple.fr" } }).then((r) => r.json())).toEqual({
    exists: true,
    invited: false,
    local: true,
  });
});

test("the activation email goes to the outbox in the request's language, and activates once", async () => {
  await apiCall("POST", "/users/register/events", { body: registration("hola@exemple.es"), headers: { "Accept-Language": "es-ES,es;q=0.9" } });
  const mail = await env.DB.prepare("SELECT subject, lang, text FROM outbox WHERE to_email = 'hola@exemple.es'").first();
  expect(mail).toMatchObject({ subject: "Confirma tu dirección de correo", lang: "es" });
  expect(String(mail?.text)).toMatch(/http:\/\/127\.0\.0\.1:8787\/es\/activate\?token=[\w-]{43}/);
  const token = await readMailToken("hola@exemple.es", "activation");
  expect((await apiCall("POST", "/users/activate", { body: { token } })).status).toBe(200);
  expect(await env.DB.prepare("SELECT active FROM users WHERE email = 'hola@exemple.es'").first("active")).toBe(1);
  const again = await apiCall("POST", "/users/activate", { body: { token } });
  expect(again.status).toBe(400);
  expect(await again.json()).toMatchObject({ error: { code: "invalid_token" } });
});

test("the body's lang wins over Accept-Language; without either the email is French", async () => {
  await apiCall("POST", "/users/register/events", { body: { ...registration("english@exemple.fr"), lang: "en" }, headers: { "Accept-Language": "es" } });
  await apiCall("POST", "/users/register/events", { body: registration("francais@exemple.fr") });
  expect(await env.DB.prepare("SELECT subject FROM outbox WHERE to_email = 'english@exemple.fr'").first("subject")).toBe("Confirm your email address");
  expect(await env.DB.prepare("SELECT subject FROM outbox WHERE to_email = 'francais@exemple.fr'").first("subject")).toBe("Confirme ton adresse email");
  expect(await env.DB.prepare("SELECT lang FROM users WHERE email = 'english@exemple.fr'").first("lang")).toBe("en");
});

test("an activation link expires after 7 days", async () => {
  await apiCall("POST", "/users/register/events", { body: registration("lente@exemple.fr") });
  const token = await readMailToken("lente@exemple.fr", "activation");
  const { expires_at: expiresAt } = await readLinkTokenDates(token);
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  await expireLinkToken(token);
  expect((await apiCall("POST", "/users/activate", { body: { token } })).status).toBe(400);
});

test("an address already registered answers 409; a short password 400", async () => {
  await createUser({ email: "deja@exemple.fr" });
  const taken = await apiCall("POST", "/users/register/events", { body: registration("DEJA@exemple.fr") });
  expect(taken.status).toBe(409);
  expect(await taken.json()).toMatchObject({ error: { code: "email_taken" } });
  const short = await apiCall("POST", "/users/register/events", { body: registration("court@exemple.fr", "1234567") });
  expect(short.status).toBe(400);
  expect(await short.json()).toMatchObject({ error: { code: "invalid_body", message: expect.stringContaining('"password"') } });
  expect((await apiCall("POST", "/users/register/events", { body: registration("simple@exemple.fr", "aaaaaaaa") })).status).toBe(201);
});

test("an invited account is claimed only from its mailbox: the chosen password waits for the link, clicked in the same browser", async () => {
  const invited = await createUser({ email: "invitee@exemple.fr", invited: true, active: false });
  expect(await apiCall("POST", "/users/exists", { body: { email: "invitee@exemple.fr" } }).then((r) => r.json())).toEqual({
    exists: true,
    invited: true,
    local: false,
  });
  const response = await apiCall("POST", "/users/register/events", { body: registration("invitee@exemple.fr", "mon-choix-1") });
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual({ confirmationSent: true });
  const cookies = setCookies(response);
  expect(cookies).toHaveLength(1);
  expect(cookies[0]).toMatch(/^claim=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=172800$/);
  // Nothing is set yet: no session, no password, still invited.
  expect((await apiCall("POST", "/auth/local", { body: { email: "invitee@exemple.fr", password: "mon-choix-1" } })).status).toBe(401);
  expect(await apiCall("POST", "/users/exists", { body: { email: "invitee@exemple.fr" } }).then((r) => r.json())).toEqual({
    exists: true,
    invited: true,
    local: false,
  });
  const token = await readMailToken("invitee@exemple.fr", "claim-invite");
  const claimed = await apiCall("POST", "/users/activate", { body: { token }, headers: { Cookie: (cookies[0] ?? "").split(";")[0] ?? "" } });
  expect(claimed.status).toBe(200);
  expect(await claimed.json()).toEqual({ success: true, purpose: "claim-invite", loggedIn: true });
  expect((await apiCall("GET", "/users/me", { headers: { Cookie: cookieHeader(claimed) } })).status).toBe(200);
  expect(await env.DB.prepare("SELECT active, invited FROM users WHERE id = ?").bind(invited.id).first()).toEqual({ active: 1, invited: 0 });
  expect((await apiCall("POST", "/auth/local", { body: { email: "invitee@exemple.fr", password: "mon-choix-1" } })).status).toBe(200);
  expect((await apiCall("POST", "/users/activate", { body: { token } })).status).toBe(400);
  expect((await apiCall("POST", "/users/register/events", { body: registration("invitee@exemple.fr", "autre-choix") })).status).toBe(409);
});

test("a stranger who chooses the password of someone's invitation gets nothing: the owner's click drops it and leads to choosing their own", async () => {
  await createUser({ email: "convive@exemple.fr", invited: true, active: false });
  const stranger = await apiCall("POST", "/users/register/events", { body: registration("convive@exemple.fr", "mot-du-pirate") });
  expect(stranger.status).toBe(202);
  const token = await readMailToken("convive@exemple.fr", "claim-invite");
  // The owner opens the link in their own browser, which never had the stranger's claim value.
  const opened = await apiCall("POST", "/users/activate", { body: { token } });
  expect(opened.status).toBe(200);
  const body = v.parse(v.object({ purpose: v.string(), loggedIn: v.boolean(), resetToken: v.string() }), await opened.json());
  expect(body).toMatchObject({ purpose: "claim-invite", loggedIn: false });
  expect(setCookies(opened)).toEqual([]);
  expect((await apiCall("POST", "/auth/local", { body: { email: "convive@exemple.fr", password: "mot-du-pirate" } })).status).toBe(401);
  expect((await apiCall("POST", "/users/reset-password", { body: { token: body.resetToken, password: "le-mien-a-moi" } })).status).toBe(200);
  expect((await apiCall("POST", "/auth/local", { body: { email: "convive@exemple.fr", password: "le-mien-a-moi" } })).status).toBe(200);
  // The stranger's claim value cannot use the spent link either.
  const claim = (setCookies(stranger)[0] ?? "").split(";")[0] ?? "";
  expect((await apiCall("POST", "/users/activate", { body: { token }, headers: { Cookie: claim } })).status).toBe(400);
});

test("resend-activation answers the same for any address and mails only unconfirmed accounts", async () => {
  const unconfirmed = await createUser({ email: "attente@exemple.fr", active: false, lang: "en" });
  await createUser({ email: "confirme@exemple.fr" });
  const answers = [];
  for (const email of ["attente@exemple.fr", "confirme@exemple.fr", "inconnu@exemple.fr"]) {
    const response = await apiCall("POST", "/users/resend-activation", { body: { email } });
    answers.push({ status: response.status, body: await response.json() });
  }
  expect(answers).toEqual(Array(3).fill({ status: 200, body: { success: true } }));
  const { results } = await env.DB.prepare(
    "SELECT to_email, subject FROM outbox WHERE kind = 'activation' AND to_email IN ('attente@exemple.fr', 'confirme@exemple.fr', 'inconnu@exemple.fr')",
  ).all();
  expect(results).toEqual([{ to_email: "attente@exemple.fr", subject: "Confirm your email address" }]);
  const token = await readMailToken("attente@exemple.fr", "activation");
  expect((await apiCall("POST", "/users/activate", { body: { token } })).status).toBe(200);
  const session = await loginAs(unconfirmed);
  expect(await apiCall("GET", "/users/me", { headers: session.headers }).then((r) => r.json())).toMatchObject({ active: true });
});

test("exists, register and resend-activation are rate limited", async () => {
  const exists = [];
  for (let i = 0; i < 31; i++) exists.push((await apiCall("POST", "/users/exists", { body: { email: `e${i}@exemple.fr` }, ip: "198.51.100.20" })).status);
  expect(exists.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(exists[30]).toBe(429);
  const register = [];
  for (let i = 0; i < 11; i++)
    register.push((await apiCall("POST", "/users/register/events", { body: registration(`r${i}@exemple.fr`), ip: "198.51.100.21" })).status);
  expect(register.slice(0, 10).every((status) => status === 201)).toBe(true);
  expect(register[10]).toBe(429);
  const resend = [];
  for (let i = 0; i < 4; i++) resend.push((await apiCall("POST", "/users/resend-activation", { body: { email: "bombe@exemple.fr" } })).status);
  expect(resend).toEqual([200, 200, 200, 429]);
});

test("an invitation's claim link leads back where the login flow was going (a local path only)", async () => {
  await createUser({ email: "coorga.invite@exemple.fr", invited: true, active: false });
  for (const redirect of ["https://ailleurs.example/x", "//ailleurs.example/x", "/\\ailleurs.example", "x".repeat(10)]) {
    const refused = await apiJson("POST", "/users/register/events", { body: { ...registration("coorga.invite@exemple.fr", "mon-choix-2"), redirect } });
    expect(refused.status, redirect).toBe(400);
  }
  const response = await apiCall("POST", "/users/register/events", {
    body: { ...registration("coorga.invite@exemple.fr", "mon-choix-2"), redirect: "/organize/event/atelier-a-deux" },
  });
  expect(response.status).toBe(202);
  const token = await readMailToken("coorga.invite@exemple.fr", "claim-invite");
  const claim = (setCookies(response)[0] ?? "").split(";")[0] ?? "";
  const claimed = await apiCall("POST", "/users/activate", { body: { token }, headers: { Cookie: claim } });
  expect(await claimed.json()).toEqual({ success: true, purpose: "claim-invite", loggedIn: true, redirect: "/organize/event/atelier-a-deux" });
});

const login = (email: string, password: string) => apiCall("POST", "/auth/local", { body: { email, password } }).then((r) => r.status);
const refresh = (refreshToken: string) => apiCall("POST", "/auth/local/token", { body: { refreshToken } }).then((r) => r.status);

test("lost password answers the same whether or not the account exists; only an account gets a link", async () => {
  await createUser({ email: "oubli@exemple.fr" });
  const answers = [];
  for (const email of ["oubli@exemple.fr", "fantome@exemple.fr"]) {
    const response = await apiCall("POST", "/users/lost-password/events", { body: { email, site: "fr" } });
    answers.push({ status: response.status, body: await response.json(), cookies: setCookies(response) });
  }
  expect(answers[0]).toEqual({ status: 200, body: { success: true }, cookies: [] });
  expect(answers[1]).toEqual(answers[0]);
  expect(await readMailToken("oubli@exemple.fr", "reset-password")).toMatch(/^[\w-]{43}$/);
  expect(await readMailToken("fantome@exemple.fr", "reset-password")).toBeNull();
});

test("a reset sets the new password, the old one stops working, every session ends, and the link works once", async () => {
  const user = await createUser({ email: "reset@exemple.fr", password: "ancien-mot-de-passe", lang: "en" });
  const session = await loginAs(user);
  await apiCall("POST", "/users/lost-password/events", { body: { email: "reset@exemple.fr", site: "fr" } });
  expect(await env.DB.prepare("SELECT text FROM outbox WHERE kind = 'reset-password' AND to_email = 'reset@exemple.fr'").first("text")).toContain(
    "http://127.0.0.1:8787/en/reset-password?token=",
  );
  const token = await readMailToken("reset@exemple.fr", "reset-password");
  expect(await apiCall("POST", "/users/check-token", { body: { token } }).then((r) => r.json())).toEqual({ valid: true });
  expect((await apiCall("POST", "/users/reset-password", { body: { token, password: "nouveau-mot-de-passe" } })).status).toBe(200);
  expect(await login("reset@exemple.fr", "ancien-mot-de-passe")).toBe(401);
  expect(await login("reset@exemple.fr", "nouveau-mot-de-passe")).toBe(200);
  expect(await refresh(session.refreshToken)).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(401);
  expect(await apiCall("POST", "/users/check-token", { body: { token } }).then((r) => r.json())).toEqual({ valid: false });
  const reused = await apiCall("POST", "/users/reset-password", { body: { token, password: "troisieme-mot" } });
  expect(reused.status).toBe(400);
  expect(await reused.json()).toMatchObject({ error: { code: "invalid_token" } });
  expect(await login("reset@exemple.fr", "nouveau-mot-de-passe")).toBe(200);
});

test("a reset link expires after one hour", async () => {
  await createUser({ email: "tard@exemple.fr", password: "ancien-mot-de-passe" });
  await apiCall("POST", "/users/lost-password/events", { body: { email: "tard@exemple.fr" } });
  const token = await readMailToken("tard@exemple.fr", "reset-password");
  const row = await readLinkTokenDates(token);
  const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
  expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);
  await expireLinkToken(token);
  expect(await apiCall("POST", "/users/check-token", { body: { token } }).then((r) => r.json())).toEqual({ valid: false });
  expect((await apiCall("POST", "/users/reset-password", { body: { token, password: "nouveau-mot-de-passe" } })).status).toBe(400);
  expect(await login("tard@exemple.fr", "ancien-mot-de-passe")).toBe(200);
});

test("a reset spends every other pending reset link of the user", async () => {
  await createUser({ email: "double@exemple.fr" });
  await apiCall("POST", "/users/lost-password/events", { body: { email: "double@exemple.fr" } });
  const first = await readMailToken("double@exemple.fr", "reset-password");
  await apiCall("POST", "/users/lost-password/events", { body: { email: "double@exemple.fr" } });
  const second = await readMailToken("double@exemple.fr", "reset-password");
  expect(second).not.toBe(first);
  expect((await apiCall("POST", "/users/reset-password", { body: { token: second, password: "nouveau-mot-de-passe" } })).status).toBe(200);
  expect((await apiCall("POST", "/users/reset-password", { body: { token: first, password: "encore-un-autre" } })).status).toBe(400);
});

test("reset tokens are stored hashed, and an unknown token is invalid", async () => {
  await createUser({ email: "hash@exemple.fr" });
  await apiCall("POST", "/users/lost-password/events", { body: { email: "hash@exemple.fr" } });
  const token = await readMailToken("hash@exemple.fr", "reset-password");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM user_tokens WHERE token_hash = ?").bind(token).first("n")).toBe(0);
  expect(await apiCall("POST", "/users/check-token", { body: { token: "inconnu" } }).then((r) => r.json())).toEqual({ valid: false });
});

test("lost password is rate limited per address (against mail bombing) and per IP", async () => {
  const perEmail = [];
  for (let i = 0; i < 4; i++)
    perEmail.push((await apiCall("POST", "/users/lost-password/events", { body: { email: "bombe-mot-de-passe@exemple.fr" } })).status);
  expect(perEmail).toEqual([200, 200, 200, 429]);
  const perIp = [];
  for (let i = 0; i < 11; i++)
    perIp.push((await apiCall("POST", "/users/lost-password/events", { body: { email: `p${i}@exemple.fr` }, ip: "198.51.100.30" })).status);
  expect(perIp.slice(0, 10).every((status) => status === 200)).toBe(true);
  expect(perIp[10]).toBe(429);
});

test("PUT /users/{id}/password checks the current password, then ends the other sessions", async () => {
  const user = await createUser({ email: "change@exemple.fr", password: "ancien-mot-de-passe" });
  const session = await loginAs(user);
  const other = await loginAs(user);
  const wrong = await apiCall("PUT", `/users/${user.id}/password`, {
    headers: session.headers,
    body: { currentPassword: "pas-le-bon", password: "nouveau-mot-de-passe" },
  });
  expect(wrong.status).toBe(403);
  expect(await wrong.json()).toMatchObject({ error: { code: "invalid_password" } });
  const short = await apiCall("PUT", `/users/${user.id}/password`, {
    headers: session.headers,
    body: { currentPassword: "ancien-mot-de-passe", password: "court" },
  });
  expect(short.status).toBe(400);
  const changed = await apiCall("PUT", `/users/${user.id}/password`, {
    headers: session.headers,
    body: { currentPassword: "ancien-mot-de-passe", password: "nouveau-mot-de-passe" },
  });
  expect(changed.status).toBe(200);
  const tokens = v.parse(v.object({ token: v.string(), refreshToken: v.string() }), await changed.json());
  expect(setCookies(changed)).toHaveLength(2);
  expect(await refresh(other.refreshToken)).toBe(401);
  // Every access token of the other sessions stops working at once, and so does this session's old one.
  expect((await apiCall("GET", "/users/me", { headers: other.headers })).status).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: { Authorization: `Bearer ${tokens.token}` } })).status).toBe(200);
  expect(await refresh(tokens.refreshToken)).toBe(200);
  expect(await login("change@exemple.fr", "ancien-mot-de-passe")).toBe(401);
  expect(await login("change@exemple.fr", "nouveau-mot-de-passe")).toBe(200);
});

test("password re-checks are rate limited per user", async () => {
  const user = await createUser();
  const { headers } = await loginAs(user);
  const statuses = [];
  for (let i = 0; i < 11; i++)
    statuses.push(
      (await apiCall("PUT", `/users/${user.id}/password`, { headers, body: { currentPassword: `essai-${i}`, password: "nouveau-mot-de-passe" } })).status,
    );
  expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
  expect(statuses[10]).toBe(429);
});

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

// A member's favourite topic: their quick search on the listing (docs/product.md §6).

test("a member chooses a favourite topic in their profile and GET /users/me names it; null takes it back", async () => {
  await createTaxonomy("topic", "jardinage-urbain", "Jardinage urbain");
  const member = await createMember({ firstName: "Léa", displayName: "Léa M." });
  const me = async () => (await (await apiCall("GET", "/users/me", { headers: member.headers })).json()) as { topic: string | null };
  expect((await me()).topic).toBeNull();

  const saved = await apiCall("PUT", `/users/${member.id}`, { headers: member.headers, body: { topic: "jardinage-urbain" } });
  expect(saved.status).toBe(200);
  expect(((await saved.json()) as { topic: string }).topic).toBe("jardinage-urbain");
  expect((await me()).topic).toBe("jardinage-urbain");

  expect((await apiCall("PUT", `/users/${member.id}`, { headers: member.headers, body: { topic: null } })).status).toBe(200);
  expect((await me()).topic).toBeNull();
});

test("a topic that does not exist, or a type that is not a topic, is refused and the profile kept", async () => {
  await createTaxonomy("type", "atelier-topic-test", "Atelier");
  await createTaxonomy("topic", "climat-topic-test", "Climat");
  const member = await createMember({ firstName: "Noé", displayName: "Noé" });
  await apiCall("PUT", `/users/${member.id}`, { headers: member.headers, body: { topic: "climat-topic-test" } });
  for (const topic of ["nulle-part", "atelier-topic-test"]) {
    const refused = await apiCall("PUT", `/users/${member.id}`, { headers: member.headers, body: { topic, firstName: "Changé" } });
    expect(refused.status, topic).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("invalid_body");
  }
  const me = (await (await apiCall("GET", "/users/me", { headers: member.headers })).json()) as { topic: string; firstName: string };
  expect([me.topic, me.firstName]).toEqual(["climat-topic-test", "Noé"]);
});

/**
 * The server renders the same shell for everyone: heading and nothing personal; the account pages answer 401
 * to an anonymous visitor (tests/integration/documents.test.ts), the pages of emailed links 200.
 */
const page = (path: string) => renderPage(path, { redirect: "manual" });

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

const PAGES: [path: string, heading: string][] = [
  ["/account/agenda/active", "Mon agenda"],
  ["/account/agenda/past", "Mes événements passés"],
  ["/account/favorites/events", "Mes événements favoris"],
  ["/account/favorites/articles", "Mes articles favoris"],
  ["/account/favorites/topics", "Mes thématiques favorites"],
  ["/account/profile", "Mon profil"],
  ["/account/help", "Aide"],
  ["/activate?token=abc", "Lien de confirmation"],
  ["/lost-password", "Mot de passe oublié"],
  ["/reset-password?token=abc", "Nouveau mot de passe"],
  ["/change-email?token=abc", "Changer d&#x27;adresse email"],
  ["/logout", "Déconnexion"],
  ["/en/account/agenda/active", "My agenda"],
  ["/en/account/help", "Help"],
  ["/en/reset-password?token=abc", "New password"],
  ["/es/lost-password", "Contraseña olvidada"],
];

test.each(PAGES)("%s answers with its one heading", async (path, heading) => {
  const { status, html } = await page(path);
  expect(status).toBe(path.includes("/account/") ? 401 : 200);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(h1(html)).toBe(heading);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("the personal pages render a loading line server-side, never the visitor's data", async () => {
  const { html } = await page("/account/agenda/active");
  expect(html).toContain("Chargement…");
  expect(html).toContain('aria-label="Rubriques de mon compte"');
  expect(html).not.toContain("event-card");
});

test("an email-link page renders its waiting state and keeps the token out of the canonical URL", async () => {
  const { html } = await page("/activate?token=secret-token");
  expect(html).toContain("Vérification du lien…");
  expect(html).toContain('rel="canonical" href="http://127.0.0.1:8787/activate"');
});

test("/account redirects to the agenda, in the visitor's language", async () => {
  const fr = await page("/account");
  expect(fr.status).toBe(302);
  expect(fr.headers.get("location")).toBe("/account/agenda/active");
  const en = await page("/en/account/");
  expect(en.status).toBe(302);
  expect(en.headers.get("location")).toBe("/en/account/agenda/active");
});
