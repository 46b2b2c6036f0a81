import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createBuilderEntries } from "../factories/content";
import { createOrganizeTaxonomies, eventInput, organizeEvent } from "../factories/organized-events";
import { createMember, loginAs } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, workerFetch } from "../support/api-call";

type Role = "admin" | "organizer" | "user" | "unconfirmed" | "anonymous";
const ROLES: Role[] = ["admin", "organizer", "user", "unconfirmed", "anonymous"];

/** Everyone but an admin is refused, before any data is read (app/features/accounts/auth/admin-access.ts). */
const REFUSED: Record<Exclude<Role, "admin">, [number, string]> = {
  organizer: [403, "forbidden"],
  user: [403, "forbidden"],
  unconfirmed: [403, "email_not_confirmed"],
  anonymous: [401, "unauthorized"],
};

async function castAdminRoles() {
  const [admin, organizer, user, unconfirmed] = await Promise.all([
    createMember({ role: "admin" }),
    createMember({ role: "organizer" }),
    createMember(),
    createMember({ active: false, role: "admin" }),
  ]);
  const headers: Record<Role, Record<string, string>> = {
    admin: admin.headers,
    organizer: organizer.headers,
    user: user.headers,
    unconfirmed: unconfirmed.headers,
    anonymous: {},
  };
  return { headers, user };
}

const entryBody = (name: string) => ({ model: "page", name, data: { title: name, blocks: [] }, query: [] });

/** One call per endpoint of /api/v1/admin, with a body the admin's call succeeds with; `ok` is the admin's status. */
async function endpoints(ids: { entry: string; user: string; event: string; taxonomy: string; hotspot: string; iframe: string }) {
  const validTaxonomy = { type: "topic", slug: `t-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Sujet" } };
  return [
    { method: "GET", path: "/me", ok: 200 },
    { method: "GET", path: "/entries?model=page", ok: 200 },
    { method: "POST", path: "/entries", body: entryBody("Nouvelle page"), ok: 201 },
    { method: "GET", path: `/entries/${ids.entry}`, ok: 200 },
    { method: "PUT", path: `/entries/${ids.entry}`, body: entryBody("Page modifiée"), ok: 200 },
    { method: "POST", path: `/entries/${ids.entry}/publish`, ok: 200 },
    { method: "POST", path: `/entries/${ids.entry}/unpublish`, ok: 200 },
    { method: "POST", path: `/entries/${ids.entry}/discard`, ok: 200 },
    { method: "PUT", path: `/entries/${ids.entry}/schedule`, body: { publishAt: null, unpublishAt: null }, ok: 200 },
    { method: "GET", path: `/entries/${ids.entry}/versions`, ok: 200 },
    { method: "POST", path: `/entries/${ids.entry}/versions/1/restore`, ok: 200 },
    { method: "GET", path: "/comments?kind=winner&state=all", ok: 200 },
    { method: "GET", path: "/media?search=affiche", ok: 200 },
    { method: "GET", path: "/translations", ok: 200 },
    { method: "PUT", path: "/translations", body: { module: "events", key: "admin.test", texts: { fr: "Essai" } }, ok: 200 },
    { method: "GET", path: "/taxonomies", ok: 200 },
    { method: "POST", path: "/taxonomies", body: validTaxonomy, ok: 201 },
    { method: "PUT", path: `/taxonomies/${ids.taxonomy}`, body: { ...validTaxonomy, slug: `${validTaxonomy.slug}-2` }, ok: 200 },
    { method: "GET", path: "/hotspots", ok: 200 },
    { method: "POST", path: "/hotspots", body: { slug: `h-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Tiers-lieu" } }, ok: 201 },
    { method: "PUT", path: `/hotspots/${ids.hotspot}`, body: { slug: `h-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Autre lieu" } }, ok: 200 },
    { method: "GET", path: "/iframes", ok: 200 },
    { method: "POST", path: "/iframes", body: { name: "Partenaire", filters: { topic: "climat" }, layout: "card", theme: "base" }, ok: 201 },
    { method: "PUT", path: `/iframes/${ids.iframe}`, body: { name: "Renommé", filters: {}, layout: "line", theme: "events" }, ok: 200 },
    { method: "GET", path: "/events", ok: 200 },
    { method: "POST", path: `/events/${ids.event}/hide`, body: { hidden: true }, ok: 200 },
    { method: "POST", path: `/events/${ids.event}/cancel`, ok: 200 },
    { method: "GET", path: "/users", ok: 200 },
    { method: "PUT", path: `/users/${ids.user}/role`, body: { role: "organizer" }, ok: 200 },
    { method: "PUT", path: `/users/${ids.user}/blocked`, body: { blocked: false }, ok: 200 },
    { method: "GET", path: "/audit", ok: 200 },
  ];
}

test("every /api/v1/admin endpoint: an admin 200 (never cached), an organizer or a member 403, an unconfirmed account 403, anonymous 401", async () => {
  const { headers, user } = await castAdminRoles();
  const entry = `adm${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;
  await createBuilderEntries([{ id: entry, published: "draft", data: { title: "Brouillon", blocks: [] } }]);
  await apiCall("POST", `/admin/entries/${entry}/publish`, { headers: headers.admin }); // a first version to restore
  const taxonomies = await createOrganizeTaxonomies();
  const event = await organizeEvent(headers.admin, eventInput(taxonomies));
  const made = async (path: string, body: object) => {
    const response = await apiCall("POST", `/admin${path}`, { headers: headers.admin, body });
    return ((await response.json()) as { _id: string })._id;
  };
  const ids = {
    entry,
    user: user.id,
    event: event.id,
    taxonomy: await made("/taxonomies", { type: "pillar", slug: `p-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Pilier" } }),
    hotspot: await made("/hotspots", { slug: `h-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Lieu" } }),
    iframe: await made("/iframes", { name: "Widget", filters: {}, layout: "card", theme: "base" }),
  };
  for (const call of await endpoints(ids)) {
    for (const role of ROLES) {
      const response = await apiCall(call.method, `/admin${call.path}`, { headers: headers[role], body: call.body });
      const where = `${call.method} ${call.path} as ${role}`;
      if (role === "admin") {
        expect([where, response.status, response.headers.get("Cache-Control")]).toEqual([where, call.ok, "private, no-store"]);
        continue;
      }
      const [status, code] = REFUSED[role];
      expect([where, response.status, errorOf(await response.json()).code]).toEqual([where, status, code]);
    }
  }
});

test("a refused caller learns nothing about the entry and changes nothing", async () => {
  const { headers } = await castAdminRoles();
  await createBuilderEntries([{ id: "adminsecretpage", name: "Page secrète", published: "draft" }]);
  const read = await apiCall("GET", "/admin/entries/adminsecretpage", { headers: headers.user });
  expect(read.status).toBe(403);
  expect(await read.text()).not.toContain("secrète");
  const write = await apiCall("PUT", "/admin/entries/adminsecretpage", { headers: headers.organizer, body: entryBody("Piratée") });
  expect(write.status).toBe(403);
  const stored = await apiCall("GET", "/admin/entries/adminsecretpage", { headers: headers.admin });
  expect(await stored.json()).toMatchObject({ name: "Page secrète" });
});

test("admin writes from another site are refused (403 forbidden_origin) when they ride on the session cookies", async () => {
  const admin = await createMember({ role: "admin" });
  const session = await loginAs(admin);
  const response = await apiCall("POST", "/admin/entries", {
    headers: { Cookie: session.cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    body: entryBody("Forgée"),
  });
  expect(response.status).toBe(403);
  expect(errorOf(await response.json()).code).toBe("forbidden_origin");
});

test("/admin pages are the same shell for everyone (heading and loading line), never indexed, their status 401 anonymous and 200 for an admin; data comes from the API", async () => {
  const admin = await createMember({ role: "admin" });
  const session = await loginAs(admin);
  for (const path of ["/admin", "/admin/entries/new", "/en/admin/users", "/es/admin/audit"]) {
    const [anonymous, signedIn] = await Promise.all([workerFetch(path), workerFetch(path, { headers: { Cookie: session.cookie } })]);
    expect([path, anonymous.status, signedIn.status]).toEqual([path, 401, 200]);
    const [html, signedInHtml] = await Promise.all([anonymous.text(), signedIn.text()]);
    expect(html).toMatch(/<h1>(Administration|Administración)<\/h1>/);
    expect(html).toContain("noindex");
    expect(signedInHtml).not.toContain(admin.email);
  }
});

test("admin calls are rate-limited per admin: past 120 writes in 10 minutes, 429 with Retry-After, and reads keep their own budget", async () => {
  const admin = await createMember({ role: "admin" });
  await env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 120)")
    .bind(`adminWrite:${admin.id}`, Math.floor(Date.now() / 1000))
    .run();
  const refused = await apiCall("POST", "/admin/hotspots", { headers: admin.headers, body: { slug: "trop-vite", name: { fr: "Trop vite" } } });
  expect([refused.status, errorOf(await refused.json()).code]).toEqual([429, "rate_limited"]);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM hotspots WHERE slug = 'trop-vite'").first("n")).toBe(0);
  expect((await apiCall("GET", "/admin/hotspots", { headers: admin.headers })).status).toBe(200);
});
