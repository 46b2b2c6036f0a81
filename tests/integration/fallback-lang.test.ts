import { beforeAll, expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { renderPage } from "../support/pages";

// French text on an English or Spanish page says it is French (lang="fr"), for screen readers and translators.
beforeAll(async () => {
  await createEvent({
    slug: "seulement-fr",
    title: "Atelier seulement en français",
    startDate: daysFromNow(9, 9),
    description: "Une description en français.",
  });
  await createEvent({ slug: "traduit", title: "Atelier traduit", startDate: daysFromNow(9, 10), translations: { en: "Translated workshop" } });
  await createBuilderEntries([
    {
      id: "fallback-fr",
      urlPath: "/seulement-fr",
      query: [targetingRule("urlPath", "/seulement-fr"), targetingRule("locale", "fr")],
      data: {
        title: "Page française",
        blocks: [{ "@type": "@builder.io/sdk:Element", id: "builder-fallbackfr1", component: { name: "Text", options: { text: "<p>Texte français</p>" } } }],
      },
    },
  ]);
});

test("an untranslated event on /en has its title and description marked French; a translated one is not marked", async () => {
  const { html } = await renderPage("/en/events/e/seulement-fr");
  expect(html).toContain('<h1 lang="fr">Atelier seulement en français</h1>');
  expect(html).toMatch(/<div class="prose" lang="fr">/);
  const translated = await renderPage("/en/events/e/traduit");
  expect(translated.html).toContain("<h1>Translated workshop</h1>");
  expect((await renderPage("/events/e/seulement-fr")).html).toContain("<h1>Atelier seulement en français</h1>");
});

test("cards of untranslated events in an English listing mark their French title and text", async () => {
  const { html } = await renderPage("/es/events");
  expect(html).toContain('<span lang="fr">Atelier seulement en français</span>');
  expect(html).toMatch(/<p class="event-card__text" lang="fr">/);
});

test("a French page-builder page shown on /en is marked French", async () => {
  const { status, html } = await renderPage("/en/seulement-fr");
  expect(status).toBe(200);
  expect(html).toMatch(/<div lang="fr">.*Texte français/s);
});

/** The page at `path` shows `shown` and carries nothing of `hidden`, in its markup or its data. */
async function carriesOnly(path: string, shown: string, hidden: string) {
  const { html } = await renderPage(path);
  expect(html).toContain(shown);
  expect(html).not.toContain(hidden);
  return html;
}

test("a listing's and the site search's cards carry only the language the page shows of a translated event (their data too)", async () => {
  await carriesOnly("/events", "Atelier traduit", "Translated workshop");
  const english = await carriesOnly("/en/events", "Translated workshop", "Atelier traduit");
  // An untranslated event keeps its own language's text.
  expect(english).toContain("Atelier seulement en français");
  await carriesOnly("/en/search?q=atelier", "Translated workshop", "Atelier traduit");
});

test("an event page's data carries only the language the page shows of its event", async () => {
  await carriesOnly("/events/e/traduit", "<h1>Atelier traduit</h1>", "Translated workshop");
  await carriesOnly("/en/events/e/traduit", "<h1>Translated workshop</h1>", "Atelier traduit");
});
