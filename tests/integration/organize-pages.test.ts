import { expect, test } from "vitest";
import { renderPage } from "../support/pages";

/**
 * The organizer pages: the same shell for everyone (the tools load in the browser), never indexed; the gated
 * ones answer 401 to an anonymous visitor (tests/integration/gated-pages.test.ts for the other statuses).
 */
const page = (path: string) => renderPage(path, { redirect: "manual" });

/** The HTML without its scripts (the root loader's data carries every message of the catalogue). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1]);

const PAGES: [path: string, heading: string, status: number][] = [
  ["/organize", "Organiser un événement", 200],
  ["/organize/mine/active", "Mes événements", 401],
  ["/organize/mine/cancelled", "Mes événements", 401],
  ["/organize/event/un-evenement/dashboard", "Gérer mon événement", 401],
  ["/organize/event/un-evenement/attendees", "Gérer mon événement", 401],
  ["/organize/event/un-evenement/checkin", "Gérer mon événement", 401],
  ["/organize/event/un-evenement/feedbacks", "Gérer mon événement", 401],
  ["/en/organize/mine/past", "My events", 401],
  ["/es/organize", "Organizar un evento", 200],
];

test.each(PAGES)("%s answers with one heading, noindex, and no 'coming soon'", async (path, heading, expected) => {
  const { status, html } = await page(path);
  expect(status).toBe(expected);
  expect(h1s(html)).toEqual([heading]);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(visible(html)).not.toMatch(/arrive très bientôt|coming very soon|llegará muy pronto/);
});

test("/organize/mine and an event without a tab go to their first tab, in the visitor's language", async () => {
  const mine = await page("/en/organize/mine");
  expect(mine.status).toBe(302);
  expect(mine.headers.get("location")).toBe("/en/organize/mine/active");
  const event = await page("/organize/event/un-evenement");
  expect(event.status).toBe(302);
  expect(event.headers.get("location")).toBe("/organize/event/un-evenement/dashboard");
});

test("the organizer pages' HTML holds nothing personal: the tools load after hydration", async () => {
  const { html } = await page("/organize/event/un-evenement/attendees");
  expect(html).toContain("Chargement…");
  expect(html).not.toContain("organize-table");
});
