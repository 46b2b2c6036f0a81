import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

test("a member uploads a profile picture; a file that is not an image is refused", async ({ page, context, baseURL }) => {
  const account = { email: `photo-${Date.now()}@exemple.test`, password: "mot-de-passe-photo" };
  expect((await page.request.post("/api/v1/users/register/events", { data: account })).status()).toBe(201);
  await context.addCookies([{ name: "makesense_events_email", value: encodeURIComponent(account.email), url: baseURL ?? "" }]);
  await page.goto("/account/profile");
  await waitForHydration(page);
  const photo = page.getByRole("heading", { name: "Photo de profil" }).locator("..");
  await photo.getByLabel("Photo de profil").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
  await photo.getByRole("button", { name: "Envoyer la photo" }).click();
  await expect(photo.getByText("Ce fichier n'est pas une image acceptée.")).toBeVisible();
  await photo.getByLabel("Photo de profil").setInputFiles("public/covers/climat.png");
  await photo.getByRole("button", { name: "Envoyer la photo" }).click();
  await expect(photo.getByText("Ta photo est enregistrée.")).toBeVisible();
  const src = await photo.getByRole("img", { name: "Ta photo de profil" }).getAttribute("src");
  expect(src).toMatch(/^\/uploads\/users\/.+\.png$/);
  expect((await page.request.get(src ?? "")).headers()["content-type"]).toBe("image/png");
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("img", { name: "Ta photo de profil" })).toHaveAttribute("src", src ?? "");
});
