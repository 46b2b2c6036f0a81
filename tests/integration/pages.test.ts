import { beforeAll, expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember } from "../factories/users";
import { workerFetch } from "../support/api-call";
import { renderPage } from "../support/pages";

/** A page of the page builder at `urlPath` in `locale`, whose one block is a header titled `title`. */
function pageEntry(id: string, urlPath: string, locale: string, title: string, published: "published" | "draft" = "published") {
  const blocks = [{ "@type": "@builder.io/sdk:Element", id: `builder-${id}1`, component: { name: "PageHeader", options: { title, subtitle: "Sous-titre" } } }];
  const query = [targetingRule("urlPath", urlPath), targetingRule("locale", locale)];
  return { id, name: title, published, urlPath, query, data: { title, blocks } };
}

beforeAll(async () => {
  await createBuilderEntries([
    pageEntry("a".repeat(32), "/", "fr", "Bienvenue sur Rendez-vous"),
    pageEntry("b".repeat(32), "/", "en", "Welcome to Rendez-vous"),
    pageEntry("c".repeat(32), "/404", "fr", "Cette page s'est perdue"),
    pageEntry("d".repeat(32), "/a-propos", "fr", "Qui sommes-nous ?"),
    pageEntry("e".repeat(32), "/brouillon", "fr", "Pas encore publié", "draft"),
  ]);
  await createEvent({ slug: "atelier-compost", title: "Atelier compost", startDate: daysFromNow(30, 9) });
});

test("the home page renders its page-builder entry server-side, in French", async () => {
  const { status, html } = await renderPage("/");
  expect(status).toBe(200);
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain("Bienvenue sur Rendez-vous");
  expect(html).toContain('hrefLang="en" href="http://127.0.0.1:8787/en"');
});

test("/en renders the English entry with <html lang=en>", async () => {
  const { html } = await renderPage("/en");
  expect(html).toContain('<html lang="en"');
  expect(html).toContain("Welcome to Rendez-vous");
});

test("a generic /{slug} page renders its entry; a draft is only shown in an editor's preview", async () => {
  expect((await renderPage("/a-propos")).html).toContain("Qui sommes-nous ?");
  expect((await renderPage("/brouillon")).status).toBe(404);
  expect((await renderPage("/brouillon?previewing=true")).status).toBe(404);
  const editor = await createMember({ role: "admin" });
  const preview = await renderPage("/brouillon?previewing=true", { headers: editor.headers });
  expect(preview.status).toBe(200);
  expect(preview.html).toContain("Pas encore publié");
  expect(preview.headers.get("cache-control")).toBe("private, no-store");
});

test("an unmatched path answers 404 with the error page, its editable content and the path", async () => {
  const { status, html } = await renderPage("/nimportequoi");
  expect(status).toBe(404);
  expect(html).toContain("Page introuvable");
  expect(html).toContain("Page not found: /nimportequoi");
  expect(html).toContain("Cette page s&#x27;est perdue");
  const deep = await renderPage("/en/a/b/c");
  expect(deep.status).toBe(404);
  expect(deep.html).toContain("Page not found");
  expect(deep.html).toContain("ERROR");
});

test("the events listing and the event page render seeded data", async () => {
  const listing = await renderPage("/events");
  expect(listing.status).toBe(200);
  expect(listing.html).toContain("Tous les événements");
  expect(listing.html).toContain("Atelier compost");
  const event = await renderPage("/events/e/atelier-compost");
  expect(event.status).toBe(200);
  expect(event.html).toContain("<h1>Atelier compost</h1>");
  expect((await renderPage("/e/atelier-compost")).status).toBe(200);
  expect((await renderPage("/events/e/inconnu")).status).toBe(404);
});

test("Spanish and English listings are translated", async () => {
  expect((await renderPage("/es/events")).html).toContain("Todos los eventos");
  expect((await renderPage("/en/events")).html).toContain("All events");
});

test("HTML carries the security headers and a nonce-based CSP", async () => {
  const { headers, html } = await renderPage("/events");
  const csp = headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`nonce="${nonce}"`);
  // Nobody frames our pages (docs/architecture.md §5); partner widgets have their own rule (widget tests).
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  // The cover preview takes its title and badge from the query: only our own create form may frame it.
  expect((await renderPage("/cover?title=Faux&makesense=1")).headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
});

test("pages carry no module preloads: the bootstrap module script fetches the route modules after the first paint", async () => {
  const response = await workerFetch("/events");
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import\(/);
});
