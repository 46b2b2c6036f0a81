import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createUser, loginAs, readMailToken } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";

const login = (email: string, password: string) => apiCall("POST", "/auth/local", { body: { email, password } }).then((r) => r.status);
const accountCount = (email: string) => env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first("n");

test("registering with one of the most common passwords answers 400 password_too_common, whatever its case; no account is made", async () => {
  const passwords = ["password1", "PASSWORD1", "azertyuiop", "motdepasse", "iloveyou", "  12345678  "];
  for (const [i, password] of passwords.entries()) {
    const email = `commun-${i}@exemple.fr`;
    const answer = await apiJson("POST", "/users/register/events", { body: { email, password } });
    expect([answer.status, errorOf(answer.body).code]).toEqual([400, "password_too_common"]);
    expect(await accountCount(email)).toBe(0);
  }
  expect((await apiCall("POST", "/users/register/events", { body: { email: "commun-0@exemple.fr", password: "un-choix-bien-a-moi" } })).status).toBe(201);
});

test("a password equal to the address answers 400 password_is_email, in any case", async () => {
  const answer = await apiJson("POST", "/users/register/events", { body: { email: "Moi.Meme@Exemple.fr", password: "moi.meme@EXEMPLE.fr" } });
  expect(answer).toEqual({ status: 400, body: { error: { code: "password_is_email", message: "The password must not be the email address." } } });
  expect(await accountCount("moi.meme@exemple.fr")).toBe(0);
});

test("changing to a common password is refused after the current one is checked; the old password keeps working", async () => {
  const user = await createUser({ email: "change@exemple.fr", password: "ancien-mot-de-passe" });
  const { headers } = await loginAs(user);
  const wrong = await apiJson("PUT", `/users/${user.id}/password`, { headers, body: { currentPassword: "pas-le-bon", password: "password1" } });
  expect([wrong.status, errorOf(wrong.body).code]).toEqual([403, "invalid_password"]);
  const common = await apiJson("PUT", `/users/${user.id}/password`, { headers, body: { currentPassword: "ancien-mot-de-passe", password: "football" } });
  expect([common.status, errorOf(common.body).code]).toEqual([400, "password_too_common"]);
  const email = await apiJson("PUT", `/users/${user.id}/password`, {
    headers,
    body: { currentPassword: "ancien-mot-de-passe", password: "CHANGE@exemple.fr" },
  });
  expect([email.status, errorOf(email.body).code]).toEqual([400, "password_is_email"]);
  expect(await login("change@exemple.fr", "ancien-mot-de-passe")).toBe(200);
});

test("a reset to a common password is refused and leaves the link usable for a better choice", async () => {
  await createUser({ email: "reset-commun@exemple.fr", password: "ancien-mot-de-passe" });
  await apiCall("POST", "/users/lost-password/events", { body: { email: "reset-commun@exemple.fr" } });
  const token = await readMailToken("reset-commun@exemple.fr", "reset-password");
  const common = await apiJson("POST", "/users/reset-password", { body: { token, password: "sunshine" } });
  expect([common.status, errorOf(common.body).code]).toEqual([400, "password_too_common"]);
  const email = await apiJson("POST", "/users/reset-password", { body: { token, password: "reset-commun@exemple.fr" } });
  expect([email.status, errorOf(email.body).code]).toEqual([400, "password_is_email"]);
  expect(await login("reset-commun@exemple.fr", "ancien-mot-de-passe")).toBe(200);
  expect((await apiCall("POST", "/users/reset-password", { body: { token, password: "un-nouveau-rare" } })).status).toBe(200);
  expect(await login("reset-commun@exemple.fr", "un-nouveau-rare")).toBe(200);
});

test("logging in with a common password set before the policy still works: the policy applies to new choices only", async () => {
  await createUser({ email: "ancien-compte@exemple.fr", password: "password" });
  expect(await login("ancien-compte@exemple.fr", "password")).toBe(200);
});
