import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../../factories/content";
import { createArticle } from "../../factories/media";
import { eventInput } from "../../factories/organized-events";
import { callWorker } from "./support/call-worker";
import { createWorld } from "./support/world";

/*
 * Markup members and editors write (docs/security.md §1 "Output encoding"): event descriptions, images and the
 * page builder's HTML and CSS. Nothing refused answers 5xx or changes what is stored; nothing kept can run,
 * frame another site or make a viewer's browser call our API.
 */

const JSON_TYPE = { "Content-Type": "application/json" };
const UPLOAD = "/uploads/users/u1/0123456789abcdef0123456789abcdef.png";

async function send(path: string, method: string, headers: Record<string, string>, body: unknown) {
  const response = await callWorker(path, { method, headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
}

const storedDescription = async (id: string) =>
  env.DB.prepare("SELECT description FROM event_translations WHERE event_id = ? AND lang = 'fr'").bind(id).first<string>("description");

const AMBIGUOUS = [
  "<select><style>a</style></select>",
  "<select><title>x</title></select>",
  "<select><template><style>x</style></template></select>",
  "<p>avant</p><select><template><script>alert(1)</script></template></select>",
];

test("a description the parser cannot read safely (<style> inside <select>…) answers 400 invalid_body on create and edit, never 500, and nothing changes", async () => {
  const world = await createWorld();
  for (const description of AMBIGUOUS) {
    const created = await send(
      "/api/v1/events/",
      "POST",
      world.owner.headers,
      eventInput(world.taxonomies, { texts: { fr: { title: "Atelier ambigu", description } } }),
    );
    expect(created.status, description).toBe(400);
    expect(created.json).toMatchObject({ error: { code: "invalid_body" } });
  }
  const before = await storedDescription(world.event.id);
  for (const description of AMBIGUOUS) {
    const edited = await send(
      `/api/v1/events/${world.event.id}`,
      "PUT",
      world.owner.headers,
      eventInput(world.taxonomies, { texts: { fr: { title: "Atelier modifié", description } } }),
    );
    expect(edited.status, description).toBe(400);
  }
  expect(await storedDescription(world.event.id)).toBe(before);
});

test("description images keep only uploads of ours and https: any other path of the site is dropped", async () => {
  const world = await createWorld();
  const images = [
    '<img src="/builder-api/api/v3/content/page?apiKey=x&includeUnpublished=true">',
    '<img src="/uploads/../api/v1/users/me">',
    '<img src="/api/v1/users/me">',
    '<img src="/logout">',
    '<img src="&#x2f;api/v1/users/me">',
    `<img src="${UPLOAD}?x=1">`,
  ];
  const description = `<p>Affiche</p>${images.join("")}<img src="${UPLOAD}" alt="ok"><img src="https://images.exemple.org/a.png" alt="ext">`;
  const created = await send(
    "/api/v1/events/",
    "POST",
    world.owner.headers,
    eventInput(world.taxonomies, { texts: { fr: { title: "Atelier images", description } } }),
  );
  expect(created.status).toBe(201);
  const id = v.parse(v.object({ _id: v.string() }), created.json)._id;
  const stored = (await storedDescription(id)) ?? "";
  expect([...stored.matchAll(/<img src="([^"]*)"/g)].map((match) => match[1])).toEqual([UPLOAD, "https://images.exemple.org/a.png"]);
});

test("covers and profile pictures are uploads of ours or https, never another path of the site", async () => {
  const world = await createWorld();
  for (const cover of ["/uploads/../api/v1/users/me.png", "/uploads/users/x/../../../api/v1/users.png", "/api/v1/users/me.png", "http://exemple.org/a.png"]) {
    const created = await send("/api/v1/events/", "POST", world.owner.headers, eventInput(world.taxonomies, { cover }));
    expect(created.status, cover).toBe(400);
  }
  for (const url of ["/api/v1/users/me", "/uploads/../api/v1/users/me", "/builder-api/api/v3/content/page?apiKey=x"]) {
    const answer = await send(`/api/v1/users/${world.victim.id}`, "PUT", world.victim.headers, { profileImg: { url } });
    expect(answer.status, url).toBe(400);
  }
  const kept = await send(`/api/v1/users/${world.victim.id}`, "PUT", world.victim.headers, { profileImg: { url: UPLOAD } });
  expect(kept.status).toBe(200);
});

const text = (id: string, html: string) => ({ "@type": "@builder.io/sdk:Element", id, component: { name: "Text", options: { text: html } } });
const custom = (id: string, code: string) => ({ "@type": "@builder.io/sdk:Element", id, component: { name: "Custom Code", options: { code } } });
const embed = (id: string, content: string) => ({
  "@type": "@builder.io/sdk:Element",
  id,
  component: { name: "Embed", options: { url: "https://www.youtube.com/watch?v=x", content } },
});

/** Markup that runs script or frames another site, without a script URL (refused as such on save: content-validator.ts). */
const ACTIVE_HTML = [
  '<img src="https://x.example/a.png" onerror="alert(1)">',
  '<svg onload="alert(2)"><circle/></svg>',
  "<script>alert(3)</script>",
  '<p onclick="alert(4)">clic</p>',
  '<iframe src="https://evil.example/"></iframe>',
].join("");
const HOSTILE_HTML = `${ACTIVE_HTML}<a href="javascript:alert(5)">lien</a>`;

function expectNoActiveMarkup(html: string) {
  expect(html).not.toMatch(/<script|onerror|onload|onclick|<svg|javascript:|evil\.example/i);
}

test("an editor's Text, Custom Code and Embed HTML is stored sanitised: no handler, script, SVG or frame, but the Embed's frame from an allowed host", async () => {
  const world = await createWorld();
  const youtube = '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen onload="alert(6)"></iframe>';
  const body = {
    model: "page",
    name: "Page à risques",
    data: {
      title: "Risques",
      blocks: [
        text("t1", `<p>Bonjour</p>${ACTIVE_HTML}`),
        custom("c1", ACTIVE_HTML),
        embed("e1", `${youtube}<iframe src="https://evil.example/embed"></iframe>`),
      ],
    },
  };
  const created = await send("/api/v1/admin/entries", "POST", world.admin.headers, body);
  expect(created.status).toBe(201);
  const id = v.parse(v.object({ id: v.string() }), created.json).id;
  const row = await env.DB.prepare("SELECT data FROM builder_entries WHERE id = ?").bind(id).first<string>("data");
  const stored = JSON.stringify(JSON.parse(row ?? "{}"));
  expectNoActiveMarkup(stored);
  expect(stored).toContain("<p>Bonjour</p>");
  expect(stored).toContain('<iframe src=\\"https://www.youtube.com/embed/abc\\"');
  expect(stored.match(/<iframe/g)).toHaveLength(1);
});

test("custom CSS or a style with '<' is refused on save (400 invalid_content naming the block), and stored content is not changed", async () => {
  const world = await createWorld();
  const bodies = [
    { model: "page", name: "CSS", data: { title: "CSS", cssCode: "p{color:red}</style><script>alert(1)</script>" } },
    {
      model: "page",
      name: "CSS",
      data: { title: "CSS", blocks: [{ ...text("s1", "<p>x</p>"), responsiveStyles: { large: { color: "red</style><script>alert(1)</script>" } } }] },
    },
    { model: "page", name: "HTML", data: { title: "HTML", blocks: [text("h1", "<select><style>a</style></select>")] } },
  ];
  const count = async () => env.DB.prepare("SELECT count(*) AS n FROM builder_entries").first<number>("n");
  const before = await count();
  for (const body of bodies) {
    const refused = await send("/api/v1/admin/entries", "POST", world.admin.headers, body);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: { code: "invalid_content" } });
    const kinds = v
      .parse(v.object({ error: v.object({ problems: v.array(v.object({ kind: v.string() })) }) }), refused.json)
      .error.problems.map((problem) => problem.kind);
    expect(kinds.some((kind) => kind === "unsafe_css" || kind === "unsafe_html")).toBe(true);
  }
  expect(await count()).toBe(before);
});

test("content stored before these rules (written straight to D1) is rendered safe: the page, the content API and an article's body", async () => {
  const stamp = crypto.randomUUID().slice(0, 8);
  const urlPath = `/risques-${stamp}`;
  await createBuilderEntries([
    {
      id: `risk${stamp}`,
      urlPath,
      query: [targetingRule("urlPath", urlPath)],
      data: {
        title: "Risques",
        cssCode: "p{color:red}</style><script>alert(7)</script>",
        blocks: [
          { ...text("t1", `<p>Bonjour ${stamp}</p>${HOSTILE_HTML}`), responsiveStyles: { large: { color: "red</style><script>alert(8)</script>" } } },
          custom("c1", HOSTILE_HTML),
          embed("e1", '<iframe src="https://evil.example/x"></iframe>'),
        ],
      },
    },
  ]);
  const page = await callWorker(urlPath);
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain(`Bonjour ${stamp}`);
  // The only scripts of the page are ours, which carry the request's nonce.
  expect(html.match(/<script(?![^>]*nonce=)[^>]*>/g) ?? []).toEqual([]);
  // The CSS keeps its text, its "<" escaped (\3c ): it stays inside its <style>.
  expect(html.match(/<script>alert|javascript:alert|onerror=|onload=|onclick=|evil\.example|<\/style><script/g) ?? []).toEqual([]);
  expect(html).toContain("red\\3c /style>\\3c script>");
  const api = await callWorker(`/builder-api/api/v3/content/page?apiKey=local&limit=1&userAttributes=${encodeURIComponent(JSON.stringify({ urlPath }))}`);
  const answer = await api.text();
  expect(answer).toContain(`Bonjour ${stamp}`);
  expectNoActiveMarkup(answer.replaceAll("\\u003c", "<"));
  expect(answer).not.toContain("</style>");
  // The same entry as an article's body.
  const slug = `risques-${stamp}`;
  const articleId = await createArticle({ slug, title: "Article à risques", firstPublished: new Date(Date.now() - 86_400_000).toISOString() });
  await env.DB.prepare("UPDATE articles SET builder_id = ? WHERE id = ?").bind(`risk${stamp}`, articleId).run();
  const article = await (await callWorker(`/media/guides/${slug}`)).text();
  expect(article).toContain(`Bonjour ${stamp}`);
  expect(article.match(/<script>alert|javascript:alert|onerror=|onload=|onclick=|evil\.example|<\/style><script/g) ?? []).toEqual([]);
});
