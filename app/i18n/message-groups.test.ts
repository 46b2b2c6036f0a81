import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "../routes";
import { CATALOGUES, SCOPED_MESSAGE_IDS } from "./catalogues";
import { messageGroupsFor, type ScopedGroup } from "./message-groups";

const ROOT = resolve(__dirname, "../..");
const IDS = Object.keys(CATALOGUES.fr);
const SCOPED = Object.entries(SCOPED_MESSAGE_IDS) as [ScopedGroup, ReadonlySet<string>][];

/** The module a relative, `~/` or `#machines/` import names (null for a package). */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? join(ROOT, "app", specifier.slice(2))
    : specifier.startsWith("#machines/")
      ? join(ROOT, "machines", specifier.slice("#machines/".length))
      : specifier.startsWith(".")
        ? resolve(dirname(from), specifier)
        : null;
  if (!base) return null;
  return [".ts", ".tsx", "/index.ts", "/index.tsx", ""].map((ext) => base + ext).find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null;
}

/** Every module `file` loads, statically or lazily (a lazy part renders on the same page), catalogues left out. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
    const module = resolveImport(file, specifier);
    if (module && !module.includes("/messages/") && !module.endsWith("catalogues.ts")) reachable(module, seen);
  }
  return seen;
}

/** Read once per module: every route shares the root's modules and its layouts'. */
function once<T>(compute: (file: string) => T): (file: string) => T {
  const known = new Map<string, T>();
  return (file) => {
    if (!known.has(file)) known.set(file, compute(file));
    return known.get(file) as T;
  };
}

/** The modules a route module, layout or the root brings into a page. */
const pageModules = once((file: string) => reachable(join(ROOT, "app", file)));

/**
 * Modules of data that name labels other modules show: their ids count as named by those modules, not where the
 * data is imported (GET /events' schema takes the listing filters' rules from the table that names their labels).
 */
const LABELS_SHOWN_BY: Record<string, string[]> = {
  "app/features/events/listing-filters.ts": ["app/features/events/components/filter-bar.tsx", "app/features/iframes/components/widget-builder.tsx"],
};

/** The message ids a module names: whole ids in quotes, and every id a template such as `game.mark.${…}` can make. */
const idsNamedIn = once((file: string): string[] => {
  const name = file.slice(ROOT.length + 1);
  if (LABELS_SHOWN_BY[name]) return [];
  const shown = Object.entries(LABELS_SHOWN_BY).flatMap(([data, shownBy]) => (shownBy.includes(name) ? [data] : []));
  const text = [file, ...shown.map((data) => join(ROOT, data))].map((path) => readFileSync(path, "utf8")).join("\n");
  const whole = [...text.matchAll(/"([\w-]+\.[\w.#-]+)"/g)].map(([, id = ""]) => id).filter((id) => IDS.includes(id));
  const prefixes = [...text.matchAll(/`([\w-]+\.[\w.-]*)\$\{/g)].map(([, prefix = ""]) => prefix);
  return [...whole, ...IDS.filter((id) => prefixes.some((prefix) => id.startsWith(prefix)))];
});

/** Each route module with its layouts and a path it answers (parameters filled in). */
function routeModules(entries: RouteConfigEntry[], parentPath = "", layouts: string[] = []): { files: string[]; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parentPath : `${parentPath}/${entry.path}`.replace(/:\w+\??|\*/g, "x");
    const files = [...layouts, entry.file];
    return [{ files, path: path || "/" }, ...routeModules(entry.children ?? [], path, files)];
  });
}

test("every label a page can show is in the messages its section gets", () => {
  const missing: string[] = [];
  for (const { files, path } of routeModules(routes)) {
    const given = messageGroupsFor(path);
    const modules = new Set(["root.tsx", ...files].flatMap((file) => [...pageModules(file)]));
    for (const module of modules) {
      for (const id of idsNamedIn(module)) {
        const group = SCOPED.find(([, ids]) => ids.has(id))?.[0];
        if (group && !given.includes(group)) missing.push(`${path}: ${id} (${group}) in ${module.slice(ROOT.length + 1)}`);
      }
    }
  }
  expect([...new Set(missing)]).toEqual([]);
});

test("the check above sees the pages: the game's labels are named on its pages and not on the listing's", () => {
  const named = (file: string) => new Set([...pageModules(file)].flatMap(idsNamedIn));
  expect(named("routes/game/play.tsx").has("game.puzzle")).toBe(true);
  expect([...named("routes/events/listing.tsx")].some((id) => SCOPED_MESSAGE_IDS.game.has(id))).toBe(false);
  expect([...named("routes/admin/users.tsx")].some((id) => SCOPED_MESSAGE_IDS.organize.has(id))).toBe(true);
});

test("a scoped group's ids belong to it alone: no other catalogue has them", () => {
  for (const [group, ids] of SCOPED) {
    for (const [other, otherIds] of SCOPED) if (other !== group) expect([...ids].filter((id) => otherIds.has(id))).toEqual([]);
  }
  expect(Object.keys(CATALOGUES.fr).length).toBe(new Set(Object.keys(CATALOGUES.fr)).size);
});

test("sections by their first segment, in every language; unknown and inherited names get nothing", () => {
  expect(messageGroupsFor("/events")).toEqual(["event", "listing"]);
  expect(messageGroupsFor("/en/events/e/fresque")).toEqual(["event", "listing"]);
  expect(messageGroupsFor("/es/search")).toEqual(["search", "collections"]);
  expect(messageGroupsFor("/")).toEqual([]);
  expect(messageGroupsFor("/media")).toEqual([]);
  expect(messageGroupsFor("/en/account/profile")).toEqual(["account", "shell"]);
  expect(messageGroupsFor("/es/login/start")).toEqual(["account", "shell"]);
  expect(messageGroupsFor("/admin/users")).toEqual(["admin", "organize", "account", "shell"]);
  expect(messageGroupsFor("/organize/create/event")).toEqual(["organize", "listing", "account", "shell"]);
  expect(messageGroupsFor("/en/game/play")).toEqual(["game"]);
  expect(messageGroupsFor("/constructor")).toEqual([]);
  expect(messageGroupsFor("/__proto__")).toEqual([]);
});

test("the prefix groups hold what their names say, and a public page is left with the labels every page shows", () => {
  expect(SCOPED_MESSAGE_IDS.shell.has("shell.account.profile")).toBe(true);
  expect(SCOPED_MESSAGE_IDS.event.has("waitlist.join")).toBe(true);
  expect(SCOPED_MESSAGE_IDS.listing.has("filters.topic")).toBe(true);
  // "events.online" is not "event.…": the site-wide labels stay with every page.
  expect(SCOPED.some(([, ids]) => ids.has("events.online"))).toBe(false);
  const scoped = new Set(SCOPED.flatMap(([, ids]) => [...ids]));
  expect(IDS.filter((id) => !scoped.has(id)).length).toBeLessThan(IDS.length / 2);
});
