import { beforeAll, expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { createUser, loginAs } from "../factories/users";
import { fetchText } from "../support/pages";

// A/B tests, visibility conditions, previews and custom fonts on rendered pages (docs/architecture.md §4).
const run = crypto.randomUUID().slice(0, 8);
const text = (id: string, html: string, meta?: object) => ({
  "@type": "@builder.io/sdk:Element",
  id: `builder-${id}`,
  component: { name: "Text", options: { text: html } },
  ...(meta ? { meta } : {}),
});
const page = (id: string, path: string, data: object, extra: object = {}) => ({
  id,
  urlPath: path,
  query: [targetingRule("urlPath", path), targetingRule("locale", "fr")],
  data: { title: id, ...data },
  created: "2026-01-01T00:00:00.000Z",
  ...extra,
});
const variation = (id: string, testRatio: number, marker: string) => ({
  [id]: { id, name: id, testRatio, data: { title: id, blocks: [text(`${id}-t`, `<p>${marker}</p>`)] } },
});
const bot = { "User-Agent": "Googlebot" };
const get = (path: string, cookie?: string) => fetchText(path, { headers: cookie ? { ...bot, Cookie: cookie } : bot });
const testCookie = (headers: Headers, id: string) => new RegExp(`builder\\.tests\\.${id}=([\\w-]+)`).exec(headers.get("Set-Cookie") ?? "")?.[1];

const AB = `ab${run}`;
beforeAll(async () => {
  await createBuilderEntries([
    page(AB, `/ab-${run}`, { blocks: [text("orig", "<p>Version originale</p>")] }, { variations: variation(`${AB}b`, 0.5, "Version B") }),
    page(`${AB}all`, `/ab-all-${run}`, { blocks: [text("orig2", "<p>Version originale</p>")] }, { variations: variation(`${AB}allb`, 1, "Version B") }),
    page(`${AB}none`, `/ab-none-${run}`, { blocks: [text("orig3", "<p>Version originale</p>")] }, { variations: variation(`${AB}noneb`, 0, "Version B") }),
    page(`cond${run}`, `/cond-${run}`, {
      blocks: [
        text("visitor", "<p>Bloc visiteurs</p>", { condition: "showNotLoggedIn" }),
        text("member", "<p>Bloc membres</p>", { condition: { "@type": "@builder.io/core:Reference", model: "condition", id: `cm${run}` } }),
        text("always", "<p>Bloc pour tous</p>", { condition: "showAllTheTime" }),
      ],
    }),
    { id: `cm${run}`, model: "condition", data: { value: "showLoggedIn" } },
    page(`draft${run}`, `/draft-${run}`, { blocks: [text("draft", "<p>Brouillon secret</p>")] }, { published: "draft" }),
    { id: `sym${run}`, model: "symbol", published: "draft", data: { blocks: [text("sym", "<p>Bloc réutilisable</p>")] } },
    page(`font${run}`, `/font-${run}`, {
      blocks: [text("font", "<p>Typo</p>")],
      customFonts: [
        { family: "Marianne", kind: "sans-serif", files: { "400": "/fonts/marianne.woff2", "700": "/fonts/marianne-bold.woff2" } },
        { family: "Tracker", fileUrl: "https://tracker.example/font.woff2" },
      ],
    }),
  ]);
});

test("a first visit draws a variation, renders only it and stores it in builder.tests.<id>; the answer is for that visitor alone", async () => {
  const first = await get(`/ab-${run}`);
  const drawn = testCookie(first.headers, AB);
  expect([AB, `${AB}b`]).toContain(drawn);
  expect(first.headers.get("Set-Cookie")).toContain("Max-Age=2592000");
  expect(first.headers.get("Cache-Control")).toBe("private, no-store");
  expect(first.text).toContain(drawn === AB ? "Version originale" : "Version B");
  expect(first.text).not.toContain(drawn === AB ? "Version B" : "Version originale");
  expect(first.headers.get("X-Page-Vary")).toBeNull();
});

test("a returning visitor keeps their variation, without a new cookie, in a shareable answer", async () => {
  for (const [cookie, shown, hidden] of [
    [`${AB}b`, "Version B", "Version originale"],
    [AB, "Version originale", "Version B"],
  ]) {
    for (let reload = 0; reload < 3; reload += 1) {
      const again = await get(`/ab-${run}`, `builder.tests.${AB}=${cookie}`);
      expect(again.text).toContain(shown);
      expect(again.text).not.toContain(hidden);
      expect(again.headers.get("Set-Cookie")).toBeNull();
      expect(again.headers.get("Cache-Control")).toContain("public");
    }
  }
});

test("a cookie naming a variation that no longer exists is replaced by a new draw", async () => {
  const answer = await get(`/ab-${run}`, `builder.tests.${AB}=gone`);
  expect([AB, `${AB}b`]).toContain(testCookie(answer.headers, AB));
});

test("shares decide the draw: 1 always gives the variation, 0 always the original", async () => {
  for (let i = 0; i < 5; i += 1) {
    const all = await get(`/ab-all-${run}`);
    expect(testCookie(all.headers, `${AB}all`)).toBe(`${AB}allb`);
    expect(all.text).toContain("Version B");
    const none = await get(`/ab-none-${run}`);
    expect(testCookie(none.headers, `${AB}none`)).toBe(`${AB}none`);
    expect(none.text).toContain("Version originale");
  }
});

test("visitors without a session see the not-logged-in blocks in a shareable page, never the members' block", async () => {
  const anonymous = await get(`/cond-${run}`);
  expect(anonymous.text).toContain("Bloc visiteurs");
  expect(anonymous.text).toContain("Bloc pour tous");
  expect(anonymous.text).not.toContain("Bloc membres");
  expect(anonymous.headers.get("Cache-Control")).toContain("public");
});

test("a member sees the members' block (condition by reference) in an answer for them alone", async () => {
  const session = await loginAs(await createUser());
  const member = await get(`/cond-${run}`, session.cookie);
  expect(member.text).toContain("Bloc membres");
  expect(member.text).toContain("Bloc pour tous");
  expect(member.text).not.toContain("Bloc visiteurs");
  expect(member.headers.get("Cache-Control")).toBe("private, no-store");
});

test("a session cookie that is not valid gets the visitors' view, privately, and its cookies cleared", async () => {
  const stale = await get(`/cond-${run}`, "token=forged; refresh=forged");
  expect(stale.text).toContain("Bloc visiteurs");
  expect(stale.text).not.toContain("Bloc membres");
  expect(stale.headers.get("Cache-Control")).toBe("private, no-store");
  expect(stale.headers.get("Set-Cookie")).toContain("Max-Age=0");
});

test("the page preview shows a draft by id to an editor, with a notice, never cached nor indexed; to nobody else", async () => {
  const editor = (await loginAs(await createUser({ role: "admin" }))).cookie;
  const preview = await get(`/builder/__builder-preview__?model=page&id=draft${run}`, editor);
  expect(preview.status).toBe(200);
  expect(preview.text).toContain("Brouillon secret");
  expect(preview.text).toContain("Mode aperçu");
  expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
  expect(preview.text).toContain('<meta name="robots" content="noindex"');
  const builderParams = await get(`/builder/__builder-preview__?builder.preview=page&builder.overrides.page=draft${run}`, editor);
  expect(builderParams.text).toContain("Brouillon secret");
  expect((await get(`/draft-${run}`)).status).toBe(404);
  expect((await get(`/draft-${run}?previewing=true`, editor)).text).toContain("Brouillon secret");

  const member = (await loginAs(await createUser())).cookie;
  for (const cookie of [undefined, member]) {
    expect((await get(`/builder/__builder-preview__?model=page&id=draft${run}`, cookie)).text).not.toContain("Brouillon secret");
    expect((await get(`/builder/__builder-preview__?builder.preview=page&builder.overrides.page=draft${run}`, cookie)).text).not.toContain("Brouillon secret");
    const asked = await get(`/draft-${run}?previewing=true`, cookie);
    expect([asked.status, asked.text.includes("Brouillon secret")]).toEqual([404, false]);
  }
});

test("the symbol preview shows a symbol; an unknown or malformed id says so; no id waits for the editor", async () => {
  const editor = (await loginAs(await createUser({ role: "admin" }))).cookie;
  expect((await get(`/builder/__symbol-preview__?id=sym${run}`, editor)).text).toContain("Bloc réutilisable");
  expect((await get(`/builder/__symbol-preview__?id=sym${run}`)).text).not.toContain("Bloc réutilisable");
  expect((await get(`/builder/__builder-preview__?id=nope${run}`)).text).toContain("Ce contenu est introuvable");
  expect((await get(`/builder/__builder-preview__?id=${encodeURIComponent("<script>")}`)).text).toContain("Aucun contenu à prévisualiser");
  const english = await get("/en/builder/__builder-preview__");
  expect(english.text).toContain("Nothing to preview");
});

test("custom fonts get one @font-face per weight (400 first); a font from a host the CSP does not allow is dropped", async () => {
  const { text: html, headers } = await get(`/font-${run}`);
  expect(html).toContain(
    "@font-face {\nfont-family: \"Marianne, sans-serif\";\nsrc: url('/fonts/marianne.woff2') format('woff2');\nfont-display: fallback;\nfont-weight: 400;\n}",
  );
  expect(html).toContain("src: url('/fonts/marianne-bold.woff2') format('woff2');\nfont-display: fallback;\nfont-weight: 700;");
  expect(html).not.toContain("tracker.example");
  expect(headers.get("Content-Security-Policy")).toContain("font-src 'self' data: https://cdn.builder.io https://fonts.gstatic.com");
});
