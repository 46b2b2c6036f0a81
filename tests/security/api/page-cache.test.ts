import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../../factories/content";
import { callWorker } from "./support/call-worker";
import { createPerson, createWorld } from "./support/world";

/*
 * The page cache (docs/security.md §5 "The page cache"): no answer built for a session is ever served to
 * someone else, whatever the request's parameters, cookies or forwarding headers say.
 */

// The suite runs with PAGE_CACHE=off (vitest.workers.config.ts): these requests turn it on.
const ON = { ...env, PAGE_CACHE: "on" as const };
// The memory tier lives as long as the isolate: every URL of a run is its own.
const run = crypto.randomUUID().slice(0, 8);

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await callWorker(path, { headers, bindings: ON });
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get("X-Cache"),
    cacheControl: response.headers.get("Cache-Control") ?? "",
  };
}

const contentUrl = (query: string) => `/builder-api/api/v3/content/page?apiKey=local&limit=100&run=${run}${query}`;

test("a repeated includeUnpublished is refused (400) and stores nothing; an editor's drafts are private, no-store and never reach a visitor", async () => {
  const world = await createWorld();
  const draftName = `Brouillon ${world.stamp}`;
  const repeated = await get(contentUrl("&r=1&includeUnpublished=false&includeUnpublished=true"), { Cookie: world.admin.cookie });
  expect(repeated.status).toBe(400);
  expect(JSON.parse(repeated.body)).toMatchObject({ error: { code: "invalid_parameter" } });
  for (const order of ["&includeUnpublished=true&r=2", "&r=2&includeUnpublished=true"]) {
    const editor = await get(contentUrl(order), { Cookie: world.admin.cookie });
    expect(editor.status).toBe(200);
    expect(editor.body).toContain(draftName);
    expect(editor.cacheControl).toBe("private, no-store");
    for (let visit = 0; visit < 2; visit++) {
      const visitor = await get(contentUrl(order));
      expect(visitor.status).toBe(200);
      expect(visitor.body).not.toContain(draftName);
    }
  }
});

test("an editor's Bearer request for drafts is private too, and a member's or visitor's includeUnpublished gets no draft", async () => {
  const world = await createWorld();
  const draftName = `Brouillon ${world.stamp}`;
  const bearer = await get(contentUrl("&r=3&includeUnpublished=true"), world.admin.headers);
  expect(bearer.body).toContain(draftName);
  expect(bearer.cacheControl).toBe("private, no-store");
  for (const headers of [{ Cookie: world.victim.cookie }, world.victim.headers, {}]) {
    const answer = await get(contentUrl("&r=4&includeUnpublished=true"), headers);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(draftName);
  }
});

test("a page rendered for a request with a session cookie is never stored: the next visitor's request is a miss, rendered for them", async () => {
  const person = await createPerson();
  const admin = await createPerson({ role: "admin" });
  const paths = [`/events?run=${run}a`, `/sondages?run=${run}b`, `/media?run=${run}c`, contentUrl("&r=5")];
  for (const path of paths) {
    for (const cookie of [person.cookie, admin.cookie]) {
      await get(path, { Cookie: cookie });
      await get(path, { Cookie: cookie });
    }
    const visitor = await get(path);
    expect(visitor.status, path).toBe(200);
    expect(visitor.cache, path).toBe("MISS");
    // Stored from the visitor's own render: the next visitor's request is a hit.
    expect((await get(path)).cache, path).toBe("HIT");
  }
});

test("the order of parameters and tracking ids share one copy; repeated parameters of a page never serve another's answer", async () => {
  const first = await get(`/events?run=${run}d&online=true`);
  expect(first.cache).toBe("MISS");
  expect((await get(`/events?online=true&run=${run}d&utm_source=x`)).cache).toBe("HIT");
  // A repeated parameter is its own key: it may render (or be refused), never be served the other's copy by accident.
  const repeated = await get(`/events?run=${run}d&online=true&online=false`);
  expect(repeated.cache).not.toBe("HIT");
});

test("forged forwarding headers change neither the key nor the page; a foreign Host is its own key and its page names our site", async () => {
  const path = `/events?run=${run}e`;
  const forged = await get(path, {
    "X-Forwarded-Host": "evil.example",
    "X-Forwarded-Proto": "http",
    Forwarded: "host=evil.example;proto=http",
    "X-Original-URL": "/admin",
  });
  expect(forged.status).toBe(200);
  expect(forged.body).not.toContain("evil.example");
  const plain = await get(path);
  expect(plain.cache).toBe("HIT");
  const foreign = await callWorker(`http://evil.example${path}`, { bindings: ON });
  const foreignBody = await foreign.text();
  expect(foreign.headers.get("X-Cache")).not.toBe("HIT");
  expect(foreignBody).not.toMatch(/(?:href|content|src)="https?:\/\/evil\.example/);
});

test("A/B cookie values: a forged variation is drawn again and never stored; a real one is served only its own copy", async () => {
  const contentId = `ab${run}`;
  const urlPath = `/ab-${run}`;
  await createBuilderEntries([
    {
      id: contentId,
      urlPath,
      query: [targetingRule("urlPath", urlPath)],
      data: {
        title: "Original",
        blocks: [{ "@type": "@builder.io/sdk:Element", component: { name: "Text", options: { text: "<p>Variante originale</p>" } } }],
      },
      variations: {
        [`${contentId}-b`]: {
          id: `${contentId}-b`,
          testRatio: 0.5,
          data: { title: "B", blocks: [{ "@type": "@builder.io/sdk:Element", component: { name: "Text", options: { text: "<p>Variante B</p>" } } }] },
        },
      },
    },
  ]);
  const cookie = (value: string) => ({ Cookie: `builder.tests.${contentId}=${value}` });
  const forged = await get(urlPath, cookie("forged-value'\"<x>"));
  expect(forged.status).toBe(200);
  expect(forged.cache).not.toBe("HIT");
  expect((await get(urlPath, cookie("forged-value'\"<x>"))).cache).not.toBe("HIT");
  const b1 = await get(urlPath, cookie(`${contentId}-b`));
  const b2 = await get(urlPath, cookie(`${contentId}-b`));
  expect(b2.body).toContain("Variante B");
  expect(b2.body).not.toContain("Variante originale");
  expect([b1.cache, b2.cache]).toContain("HIT");
  const original = await get(urlPath, cookie(contentId));
  expect(original.body).toContain("Variante originale");
  expect(original.body).not.toContain("Variante B");
});
