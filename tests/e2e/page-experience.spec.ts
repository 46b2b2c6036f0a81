import { test as base, type Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { signUp } from "./people";

// The seeded /rejoindre page: an A/B test (two headings), a block for visitors and one for members
// (docs/architecture.md §4), and page-builder tracking that waits for consent.

const HEADINGS = ["Rejoins le mouvement", "Passe à l'action ce mois-ci"];

async function heading(page: Page) {
  const text = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(HEADINGS).toContain(text);
  return text;
}

test("a visitor keeps the variation drawn for them across reloads; the server sends only that one", async ({ page, context }) => {
  const first = await page.goto("/rejoindre");
  expect(first?.status()).toBe(200);
  const drawn = await heading(page);
  const cookies = await context.cookies();
  const testCookie = cookies.find((cookie) => cookie.name.startsWith("builder.tests."));
  expect(testCookie?.value).toMatch(/^[0-9a-f]{32}$/);
  expect(testCookie?.httpOnly).toBe(true);
  const html = await (await page.request.get("/rejoindre")).text();
  expect(HEADINGS.filter((text) => html.includes(text.replace("'", "&#x27;")) || html.includes(text))).toEqual([drawn]);
  for (let reload = 0; reload < 3; reload += 1) {
    await page.reload();
    expect(await heading(page)).toBe(drawn);
  }
  await expectAccessible(page);
});

test("the members' block appears only once logged in, the visitors' block only before", async ({ page, context, baseURL }) => {
  await page.goto("/rejoindre");
  await expect(page.getByRole("heading", { name: "Crée ton compte en une minute" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Content de te revoir !" })).toHaveCount(0);
  await signUp(page, context, baseURL ?? "", "Noor");
  await page.goto("/rejoindre");
  await expect(page.getByRole("heading", { name: "Content de te revoir !" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Crée ton compte en une minute" })).toHaveCount(0);
  await page.getByRole("link", { name: "Mon agenda" }).click();
  await expect(page).toHaveURL(/\/account\/agenda\/active$/);
});

test("in English the page and its blocks are English", async ({ page }) => {
  await page.goto("/en/rejoindre");
  expect(["Join the movement", "Take action this month"]).toContain((await page.getByRole("heading", { level: 1 }).textContent())?.trim());
  await expect(page.getByRole("heading", { name: "Create your account in a minute" })).toBeVisible();
});

/** Every page-builder tracking request of the page, and whether ids were stored before it. */
async function watchTracking(page: Page) {
  const sent: { events: { type: string; data: { contentId: string; visitorId: string; sessionId: string } }[] }[] = [];
  await page.route("**/api/v1/track**", async (route) => {
    sent.push(route.request().postDataJSON());
    await route.continue();
  });
  return sent;
}

const storedIds = (page: Page) =>
  page.evaluate(() => ({ visitor: window.localStorage.getItem("builderVisitorId"), session: document.cookie.includes("builderSessionId=") }));

base("no tracking leaves the browser before consent; the waiting impression and click arrive after Accepter", async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": "10.251.0.1" });
  const sent = await watchTracking(page);
  await page.goto("/rejoindre");
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Et si tu organisais ?" }).click();
  // The ids are created right before anything is sent: none yet means nothing left.
  expect(await storedIds(page)).toEqual({ visitor: null, session: false });
  expect(sent).toEqual([]);
  await page.getByRole("region", { name: "Mesure d'audience" }).getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => sent.length).toBe(1);
  // Both in one request: they waited together for the answer.
  const events = sent[0]?.events ?? [];
  expect(events.map((event) => event.type)).toEqual(["impression", "click"]);
  const ids = await storedIds(page);
  expect(ids.session).toBe(true);
  expect(events[0]?.data.visitorId).toBe(ids.visitor);
  await page.getByRole("heading", { name: "Et si tu organisais ?" }).click();
  await expect.poll(() => sent.length).toBe(2);
});

base("refusing drops the waiting events: nothing is sent and no id is stored", async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": "10.251.0.2" });
  const sent = await watchTracking(page);
  await page.goto("/rejoindre");
  await waitForHydration(page);
  await page.getByRole("region", { name: "Mesure d'audience" }).getByRole("button", { name: "Refuser" }).click();
  await page.getByRole("heading", { name: "Et si tu organisais ?" }).click();
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Et si tu organisais ?" }).click();
  expect(await storedIds(page)).toEqual({ visitor: null, session: false });
  expect(sent).toEqual([]);
});
