import type { BrowserContext, Page } from "@playwright/test";
import * as v from "valibot";
import { expect, test } from "../../e2e/fixtures";
import { eventBody } from "../../e2e/people";
import { todayWord } from "../../e2e/game-word";
import { ALL_PAYLOADS, XSS_PAYLOADS } from "./payloads";
import { clientIp, createdEvent, logInAs, writer, writeWithFallback } from "./people";
import { visit, watchForXss } from "./watch";

/*
 * The XSS probe's other surfaces (docs/security.md "Output encoding"): names on the word game's board, the page
 * builder's HTML blocks (Text, Custom Code, Embed) and custom CSS, and the feeds and calendar files that carry
 * organizers' texts. Pages load in Chromium and nothing may run; feeds are parsed as the XML and iCalendar they
 * claim to be, and may hold no element or property a payload wrote.
 */

/** The seeded admin (scripts/seed/accounts.mjs). */
const ADMIN = { email: "admin@rendez-vous.test", password: "admin-demo-2026" };
const payload = (n: number) => XSS_PAYLOADS[n % XSS_PAYLOADS.length] ?? "";

/** A player of its own (the game cookie of a new context) wins today's game and signs the board with `name`. */
async function signBoard(context: BrowserContext, name: string) {
  const request = context.request;
  const answer = await todayWord();
  expect((await request.post("/api/v1/game/word/valid", { data: { word: answer } })).status()).toBe(200);
  expect((await request.post("/api/v1/game/score", { data: { tries: 1, seconds: 20, won: true } })).status()).toBe(201);
  return (await request.post("/api/v1/game/winner", { data: { name } })).status();
}

test("names on the word game's board never run, whatever a winner types", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const signed: number[] = [];
  for (const n of [0, 1, 2, 4, 9]) {
    const player = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: clientIp() });
    signed.push(await signBoard(player, payload(n).slice(0, 24)));
    await player.close();
  }
  // Each name is stored cleaned or refused (400), never a 5xx.
  expect(signed.every((status) => status === 200 || status === 400)).toBe(true);
  const findings = await watchForXss(page);
  const problems: string[] = [];
  for (const path of ["/game", "/game/play", "/en/game"]) await visit(page, findings, path, problems);
  expect(problems).toEqual([]);
});

test("page-builder HTML (Text, Custom Code, Embed) is shown inert; custom CSS that could leave its element is refused", async ({ page, context }) => {
  test.setTimeout(90_000);
  const stamp = `sondeblocs${Date.now().toString(36)}`;
  await logInAs(context, ADMIN);
  const headers = clientIp();
  // Script URLs are refused as such on save (content-validator.ts): the rest of the corpus is stored sanitised.
  const html = XSS_PAYLOADS.filter((text) => !/(javascript|vbscript|data):/i.test(text)).join("\n");
  const block = (id: string, name: string, options: Record<string, unknown>) => ({ "@type": "@builder.io/sdk:Element", id, component: { name, options } });
  const blocks = [
    block("texte", "Text", { text: html }),
    block("code", "Custom Code", { code: html }),
    block("integration", "Embed", { url: "https://www.youtube.com/watch?v=x", content: `<iframe src="https://www.youtube.com/embed/x"></iframe>${html}` }),
  ];
  const query = [{ property: "urlPath", operator: "is", value: `/${stamp}` }];
  const entry = await context.request.post("/api/v1/admin/entries", {
    data: { model: "page", name: stamp, published: "published", query, data: { title: stamp, blocks, cssCode: "p { color: #123456; }" } },
    headers,
  });
  expect(entry.status(), await entry.text()).toBe(201);
  for (const cssCode of ["p{}</style><script>__xss(70)</script>", "p{}</STYLE><img src=x id=xss-71 onerror=__xss(71)>"]) {
    const refused = await context.request.post("/api/v1/admin/entries", {
      data: { model: "page", name: `${stamp}-css`, data: { title: "CSS", cssCode } },
      headers,
    });
    expect(refused.status()).toBe(400);
  }
  await context.clearCookies();
  const findings = await watchForXss(page);
  const problems: string[] = [];
  await visit(page, findings, `/${stamp}`, problems);
  expect(problems).toEqual([]);
  // The allowed frame stays, sandboxed (first in the block: an unclosed payload drops all that follows it); nothing
  // else is framed.
  await expect(page.locator('iframe[src="https://www.youtube.com/embed/x"][sandbox]')).toHaveCount(1);
  await expect(page.locator("iframe")).toHaveCount(1);
});

/** The elements of an XML document, by namespace and name: what a feed reader (or a browser) would build from it. */
async function xmlElements(page: Page, xml: string) {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    if (document.querySelector("parsererror")) return ["parsererror"];
    return Array.from(document.getElementsByTagName("*"), (element) => `${element.namespaceURI ?? ""} ${element.localName}`);
  }, xml);
}

test("the RSS feed and the calendar files carry organizers' texts as text: no element or property of a payload's", async ({ page, request }) => {
  test.setTimeout(90_000);
  const someone = await writer(request, "flux");
  const stamp = `sondeflux${Date.now().toString(36)}`;
  const title = `${payload(0)} ${payload(14)} ${stamp}`;
  const body = eventBody(title, {
    days: 3,
    texts: { fr: { title, description: `<p>${ALL_PAYLOADS}</p>` } },
    address: { formattedAddress: `${payload(1)}\r\nATTACH:https://evil.example/x`, city: "Lyon", countryCode: "FR", lat: 45.76, lng: 4.83, name: payload(3) },
  });
  const { json } = await writeWithFallback(
    (data) => request.post("/api/v1/events/", { data, headers: someone.headers }),
    body,
    eventBody(`Atelier ${stamp}`, { days: 3 }),
  );
  const event = createdEvent(json);
  await page.goto("/");
  const rss = await (await request.get("/events/feed.rss")).text();
  const elements = await xmlElements(page, rss);
  expect(elements).not.toContain("parsererror");
  expect(
    elements.filter((element) => !element.startsWith(" ") && !element.startsWith("http://www.w3.org/2005/Atom") && !element.startsWith("http://purl.org/")),
  ).toEqual([]);
  expect(new Set(elements.map((element) => element.trim()))).not.toContain("script");
  for (const path of [`/events/e/${event.slug}.ics`, "/events/feed.ics"]) {
    const calendar = await (await request.get(path)).text();
    // Every line is a property of ours or the folded rest of one: a payload never starts a line of its own.
    const properties = calendar
      .split("\r\n")
      .filter((line) => line !== "" && !line.startsWith(" "))
      .map((line) => /^[A-Z-]+/.exec(line)?.[0] ?? line);
    expect(
      properties.filter((name) => name === "ATTACH" || !/^[A-Z-]+$/.test(name)),
      path,
    ).toEqual([]);
  }
});

/** The two pages above, with a reader's language: nothing runs in English either. */
test("an organizer's payloads on the English event page and the admin's event list never run", async ({ page, context, request }) => {
  const someone = await writer(request, "anglais");
  const stamp = `sondeen${Date.now().toString(36)}`;
  const body = eventBody(`${payload(7)} ${stamp}`, {
    days: 4,
    texts: { en: { title: `${payload(7)} ${stamp}`, description: `<p>${ALL_PAYLOADS}</p>` } },
    lang: "en",
  });
  const { json } = await writeWithFallback(
    (data) => request.post("/api/v1/events/", { data, headers: someone.headers }),
    body,
    eventBody(`Workshop ${stamp}`, { days: 4 }),
  );
  const event = v.parse(v.object({ slug: v.string() }), createdEvent(json));
  const findings = await watchForXss(page);
  const problems: string[] = [];
  await visit(page, findings, `/en/events/e/${event.slug}`, problems);
  await logInAs(context, ADMIN);
  await visit(page, findings, `/admin/events?search=${stamp}`, problems);
  expect(problems).toEqual([]);
});
