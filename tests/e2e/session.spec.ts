import { expect, expectAccessible, test } from "./fixtures";
import { mailedLink, newEmail, open } from "./helpers";
import { signUp } from "./people";

test("after a day the access cookie is gone, but the refresh cookie still opens /account/profile logged in, with new cookies", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(page, context, baseURL ?? "", "Léa");
  const before = await context.cookies();
  const refresh = before.find((cookie) => cookie.name === "refresh")?.value;
  // The browser drops the access cookie after its 86,400 s: only the refresh and email cookies remain.
  await context.clearCookies({ name: "token" });
  await open(page, "/account/profile");
  await expect(page.getByLabel("Prénom")).toHaveValue(/.+/);
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
  const after = await context.cookies();
  expect(after.find((cookie) => cookie.name === "token")?.value).toBeTruthy();
  expect(after.find((cookie) => cookie.name === "refresh")?.value).not.toBe(refresh);
  await expectAccessible(page);
});

test("logging out from the header's account menu ends the session: even its access token stops working", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Léa");
  const token = (await context.cookies()).find((cookie) => cookie.name === "token")?.value ?? "";
  await open(page, "/events");
  const menu = page.getByRole("button", { name: "Mon compte" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Mon profil" })).toBeVisible();
  await expectAccessible(page);
  // Escape closes it and gives the focus back.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await menu.click();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/logout\?done=1$/);
  await expect(page.getByText("Ta session est fermée. À bientôt !")).toBeVisible();
  await open(page, "/events");
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
  const bearer = await page.request.get("/api/v1/users/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(bearer.status()).toBe(401);
});

test("the account pages offer logging out too, in English", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Léa");
  await open(page, "/en/account/help");
  await page.getByRole("navigation", { name: "My account sections" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/en\/logout\?done=1$/);
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(401);
});

test("a link to /logout from another site does not log out; without JavaScript the form still works", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.200.0.1" } });
  const page = await context.newPage();
  await signUp(page, context, baseURL ?? "", "Léa");
  await page.goto("/logout", { referer: "https://ailleurs.example/" });
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(200);
  await page.getByRole("main").getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/logout\?done=1$/);
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(401);
  await context.close();
});

test("strangers who used up an address's attempts do not lock its owner out: the login step offers an emailed link", async ({ page, context, request }) => {
  const account = { email: newEmail("verrou"), password: "mot-de-passe-verrou" };
  expect((await request.post("/api/v1/users/register/events", { data: account, headers: { "CF-Connecting-IP": "10.201.0.1" } })).status()).toBe(201);
  await open(page, await mailedLink(request, account.email, "activation"));
  await expect(page.getByText("Ton compte est activé")).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await request.post("/api/v1/auth/local", { data: { email: account.email, password: `devine-${i}` }, headers: { "CF-Connecting-IP": `10.202.0.${i + 1}` } });
  }
  await open(page, "/login/start");
  await page.getByRole("button", { name: "J'ai déjà un compte" }).click();
  await expect(page).toHaveURL(/\/login\/password$/);
  await page.getByLabel("Ton adresse email").fill(account.email);
  await page.getByLabel("Ton mot de passe").fill(account.password);
  await page.getByRole("button", { name: "Me connecter" }).click();
  await expect(page.getByText("Trop de tentatives pour cette adresse.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "M'envoyer un lien de connexion" }).click();
  await expect(page.getByText(`Lien envoyé ! Ouvre l'email reçu à ${account.email}`)).toBeVisible();
  await open(page, await mailedLink(request, account.email, "login-link"));
  // The link asks first: opened from someone else's message, it must not swap the visitor's session.
  await expect(page.getByText(`Te connecter à Rendez-vous avec l'adresse ${account.email} ?`)).toBeVisible();
  expect((await context.request.get("/api/v1/users/me")).status()).toBe(401);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Me connecter" }).click();
  await expect(page.getByText("Tu es connecté·e.")).toBeVisible();
  await page.getByRole("link", { name: "Mon agenda" }).click();
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
  // This browser is now known to the account: the right password gets through the lock.
  expect((await context.request.post("/api/v1/auth/local", { data: account })).status()).toBe(200);
});
