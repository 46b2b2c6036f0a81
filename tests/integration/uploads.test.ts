import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { targetingRule } from "../factories/content";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, workerFetch } from "../support/api-call";
import { describedJson } from "../support/api-contract";

// A PNG's signature and IHDR chunk (1 × 1): what the upload reads of it.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  return apiCall("POST", "/upload", { rawBody: form, headers });
}

test("an image is stored in R2, typed from its bytes, and served with long cache headers", async () => {
  const session = await createMember();
  const response = await upload(PNG, "avatar.png", session.headers);
  expect(response.status).toBe(201);
  const { url } = v.parse(v.object({ url: v.string() }), await response.json());
  expect(url).toMatch(/^\/uploads\/users\/[\w-]+\/[0-9a-f]{32}\.png$/);
  const served = await workerFetch(url);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(served.headers.get("cache-control")).toContain("immutable");
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
});

test("a file that is not an image is refused whatever its name, and nothing is stored", async () => {
  const session = await createMember();
  const form = new FormData();
  form.set("file", new File([new TextEncoder().encode("<svg onload=alert(1)>")], "evil.png", { type: "image/png" }));
  const refused = await describedJson("POST", "/upload", { rawBody: form, headers: session.headers });
  expect(refused.status).toBe(415);
  expect(refused.problems).toEqual([]);
  expect(errorOf(refused.body).code).toBe("unsupported_type");
});

test("uploading needs a session, and images over 5 MB answer 413", async () => {
  expect((await upload(PNG, "a.png")).status).toBe(401);
  const session = await createMember();
  const big = new Uint8Array(5 * 1024 * 1024 + 10);
  big.set(PNG);
  expect((await upload(big, "big.png", session.headers)).status).toBe(413);
});

test("unknown upload paths are 404, never a listing", async () => {
  expect((await workerFetch("/uploads/users/")).status).toBe(404);
  expect((await workerFetch("/uploads/../secrets")).status).toBe(404);
});

/** An image added to the admins' media library, with its fields. */
async function addToLibrary(headers: Record<string, string>, fields: Record<string, string>, bytes: Uint8Array<ArrayBuffer> = PNG) {
  const form = new FormData();
  form.set("file", new File([bytes], "affiche-fete.png", { type: "image/png" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return describedJson("POST", "/admin/media", { rawBody: form, headers });
}

const Media = v.object({ id: v.string(), url: v.string(), name: v.string(), alt: v.string(), width: v.number(), uses: v.number() });

test("the media library: an admin adds an image with its required alt text, finds it, edits the alt once, pages show it with that alt; a used image cannot be deleted, an unused one can", async () => {
  const admin = await createMember({ role: "admin" });
  const { headers } = admin;
  const noAlt = await addToLibrary(headers, {});
  expect(noAlt.status).toBe(400);
  expect(errorOf(noAlt.body)).toMatchObject({ code: "invalid_body", message: expect.stringContaining('"alt"') });
  const notImage = await addToLibrary(headers, { alt: "Texte" }, new TextEncoder().encode("<svg onload=alert(1)>"));
  expect(notImage.status).toBe(415);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM media_images").first("n")).toBe(0);

  const added = await addToLibrary(headers, { alt: "Affiche de la fête du vélo", name: "Affiche vélo" });
  expect(added.status).toBe(201);
  expect(added.problems).toEqual([]);
  const media = v.parse(Media, added.body);
  expect(media).toMatchObject({ name: "Affiche vélo", alt: "Affiche de la fête du vélo", width: 1, uses: 0 });
  expect((await workerFetch(media.url)).status).toBe(200);

  const found = await describedJson("GET", "/admin/media?search=vélo", { headers });
  expect(found.problems).toEqual([]);
  expect(v.parse(v.object({ data: v.array(Media) }), found.body).data.map((item) => item.id)).toEqual([media.id]);
  const edited = await describedJson("PUT", `/admin/media/${media.id}`, { headers, body: { alt: "Affiche jaune de la fête du vélo" } });
  expect(edited.body).toMatchObject({ alt: "Affiche jaune de la fête du vélo", name: "Affiche vélo" });
  expect((await apiCall("PUT", `/admin/media/${media.id}`, { headers, body: { alt: "" } })).status).toBe(400);

  // Used in a page: listed with its use, refused for deletion with the page named, kept in R2.
  const page = {
    model: "page",
    name: "Fête du vélo",
    query: [targetingRule("urlPath", "/fete-du-velo")],
    data: {
      title: "Fête",
      blocks: [{ "@type": "@builder.io/sdk:Element", id: "builder-hero", component: { name: "PageHeader", options: { title: "Fête", image: media.url } } }],
    },
  };
  const entry = v.parse(
    v.object({ id: v.string() }),
    await (await apiCall("POST", "/admin/entries", { headers, body: { ...page, published: "published" } })).json(),
  );
  // The page shows it with the library's text alternative.
  expect(await (await workerFetch("/fete-du-velo")).text()).toContain(`src="${media.url}" alt="Affiche jaune de la fête du vélo"`);
  // A new alt text purges the cached pages that show the image, in every language; the same text purges nothing.
  const renamed = await describedJson("PUT", `/admin/media/${media.id}`, { headers, body: { alt: "Affiche jaune et verte de la fête du vélo" } });
  expect(renamed.problems).toEqual([]);
  expect(renamed.body).toMatchObject({ purged: ["/fete-du-velo", "/en/fete-du-velo", "/es/fete-du-velo"] });
  expect(await (await workerFetch("/fete-du-velo")).text()).toContain(`alt="Affiche jaune et verte de la fête du vélo"`);
  const same = await describedJson("PUT", `/admin/media/${media.id}`, { headers, body: { alt: "Affiche jaune et verte de la fête du vélo" } });
  expect(same.body).toMatchObject({ purged: [] });
  const used = await describedJson("GET", `/admin/media/${media.id}`, { headers });
  expect(used.problems).toEqual([]);
  expect(used.body).toMatchObject({ uses: 1, usedBy: [{ id: entry.id, name: "Fête du vélo", model: "page" }] });
  const refused = await describedJson("DELETE", `/admin/media/${media.id}`, { headers });
  expect(refused.status).toBe(409);
  expect(refused.problems).toEqual([]);
  expect(errorOf(refused.body)).toMatchObject({ code: "media_in_use", message: expect.stringContaining('"Fête du vélo"') });
  expect((await workerFetch(media.url)).status).toBe(200);

  // Taken out of the page, it can go: its row, its file and an audit row.
  // Taken out of the page (staged, then published), its versions still hold it: a restore must not lose it.
  await apiCall("PUT", `/admin/entries/${entry.id}`, { headers, body: { ...page, data: { title: "Fête", blocks: [] } } });
  await apiCall("POST", `/admin/entries/${entry.id}/publish`, { headers });
  expect((await apiCall("DELETE", `/admin/media/${media.id}`, { headers })).status).toBe(409);
  expect((await workerFetch(media.url)).status).toBe(200);

  // An image no entry ever used goes: its row, its file and an audit row (a refused delete writes none).
  const unused = v.parse(Media, (await addToLibrary(headers, { alt: "Affiche jamais utilisée" })).body);
  const deleted = await describedJson("DELETE", `/admin/media/${unused.id}`, { headers });
  expect(deleted).toMatchObject({ status: 200, body: { deleted: true }, problems: [] });
  expect((await workerFetch(unused.url)).status).toBe(404);
  expect((await apiCall("GET", `/admin/media/${unused.id}`, { headers })).status).toBe(404);
  const audit = await env.DB.prepare("SELECT target, action FROM audit_log WHERE target IN (?, ?) ORDER BY id")
    .bind(`media:${media.id}`, `media:${unused.id}`)
    .all();
  // Two updates: the same alt text again changed nothing, and wrote no row.
  expect(audit.results.map((row) => `${row.target === `media:${media.id}` ? "used" : "unused"} ${row.action}`)).toEqual([
    "used media.add",
    "used media.update",
    "used media.update",
    "unused media.add",
    "unused media.delete",
  ]);
  const member = await createMember();
  expect((await apiCall("GET", "/admin/media", { headers: member.headers })).status).toBe(403);
});
