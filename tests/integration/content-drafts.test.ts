import { expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { createMember, createUser, loginAs } from "../factories/users";
import { workerFetch } from "../support/api-call";
import { attrs, builderCall, resultsOf } from "../support/content-service";

/** A published page, a draft and a scheduled page at one path of their own (`run` keeps tests apart). */
async function pagesAt(run: string) {
  const urlPath = `/brouillons-${run}`;
  const rule = [targetingRule("urlPath", urlPath)];
  await createBuilderEntries([
    { id: `live-${run}`, urlPath, query: rule, data: { title: "Publié" } },
    { id: `draft-${run}`, urlPath, query: rule, published: "draft", data: { title: "Brouillon secret" } },
    { id: `later-${run}`, urlPath, query: rule, start: "2999-01-01T00:00:00.000Z", data: { title: "Programmé" } },
  ]);
  return `/api/v3/content/page?apiKey=local&${attrs({ urlPath })}&includeUnpublished=true&sort.id=1`;
}

/** The ids the content service answers for `path` to a request with `headers`, and its Cache-Control. */
async function served(path: string, headers: Record<string, string> = {}) {
  const response = await builderCall(path, { headers });
  expect(response.status).toBe(200);
  return { ids: resultsOf(await response.json()).map((entry) => entry.id), cache: response.headers.get("Cache-Control") };
}

test("includeUnpublished=true without a session answers published content only, never cached", async () => {
  const path = await pagesAt("anonyme");
  expect(await served(path)).toEqual({ ids: ["live-anonyme"], cache: "no-store" });
});

test("a member who is not an editor, or a token that is not valid, gets published content only", async () => {
  const path = await pagesAt("membre");
  const member = await createMember();
  expect((await served(path, member.headers)).ids).toEqual(["live-membre"]);
  expect((await served(path, { Authorization: "Bearer pas-un-jeton" })).ids).toEqual(["live-membre"]);
  const unconfirmed = await createMember({ role: "admin", active: false });
  expect((await served(path, unconfirmed.headers)).ids).toEqual(["live-membre"]);
});

test("an editor (an admin) gets drafts and scheduled entries, by Bearer token or by session cookie", async () => {
  const path = await pagesAt("editeur");
  const admin = await createUser({ role: "admin" });
  const session = await loginAs(admin);
  const all = ["draft-editeur", "later-editeur", "live-editeur"];
  // Drafts are this editor's alone: never stored by a shared cache.
  expect(await served(path, session.headers)).toEqual({ ids: all, cache: "private, no-store" });
  expect((await served(path, { Cookie: session.cookie })).ids).toEqual(all);
  expect((await served(path.replace("&includeUnpublished=true", ""), session.headers)).ids).toEqual(["live-editeur"]);
});

test("an editor's preview shows the page as a member, a visitor or an A/B variation would see it; anyone else gets the page as it is", async () => {
  const urlPath = "/apercu-public";
  const text = (id: string, words: string, condition?: string) => ({
    "@type": "@builder.io/sdk:Element",
    id,
    component: { name: "Text", options: { text: `<p>${words}</p>` } },
    ...(condition ? { meta: { condition } } : {}),
  });
  await createBuilderEntries([
    {
      id: "apercupublic",
      urlPath,
      query: [targetingRule("urlPath", urlPath)],
      data: {
        title: "Aperçu",
        blocks: [
          text("builder-tous", "Pour tout le monde"),
          text("builder-m", "Pour les membres", "showLoggedIn"),
          text("builder-v", "Pour les visiteurs", "showNotLoggedIn"),
        ],
      },
      variations: { "var-b": { id: "var-b", name: "B", testRatio: 0.5, data: { title: "Aperçu B", blocks: [text("builder-b", "La variante B")] } } },
    },
  ]);
  const { headers } = await createMember({ role: "admin" });
  const page = async (query: string, as: Record<string, string> = headers) =>
    (await workerFetch(`${urlPath}?previewing=true&${query}`, { headers: as })).text();
  const asVisitor = await page("preview-as=visitor");
  expect(asVisitor).toContain("Pour les visiteurs");
  expect(asVisitor).not.toContain("Pour les membres");
  const asMember = await page("preview-as=member");
  expect(asMember).toContain("Pour les membres");
  expect(asMember).not.toContain("Pour les visiteurs");
  const asB = await page("preview-variation=var-b");
  expect(asB).toContain("La variante B");
  expect(asB).not.toContain("Pour tout le monde");
  // By default the entry as saved, for the session the request carries (here a Bearer token, which pages do not
  // read: a visitor's view).
  const asSaved = await page("");
  expect(asSaved).toContain("Pour tout le monde");
  expect(asSaved).not.toContain("Pour les membres");
  // An anonymous visitor asking for a member's view of a preview gets the page a visitor sees.
  const stranger = await page("preview-as=member", {});
  expect(stranger).not.toContain("Pour les membres");
});
