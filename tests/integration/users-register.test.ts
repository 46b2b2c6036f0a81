import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createUser, expireLinkToken, readLinkTokenDates, loginAs, readMailToken } from "../factories/users";
import { apiCall, apiJson, cookieHeader, setCookies } from "../support/api-call";

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
