import * as v from "valibot";
import { ContentRequestSchema, EntryRowSchema, type BuilderEntry, type ContentRequest } from "./content.schema";
import type { FilterCondition, QueryRule } from "./content.schema";

/** Pure parts of the Builder-compatible content API: request parsing, targeting, filters, order, projection. */

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Groups Builder's flat query string (`query.data.slug="x"`, `sort.createdDate=-1`) and validates it; throws a ValiError. */
export function parseContentRequest(params: URLSearchParams): ContentRequest {
  const top: [string, string][] = [];
  const query: [string, string][] = [];
  const sort: [string, string][] = [];
  for (const [key, value] of params) {
    const dot = key.indexOf(".");
    const prefix = dot > 0 ? key.slice(0, dot) : key;
    if (prefix === "query" && dot > 0) query.push([key.slice(dot + 1), value]);
    else if (prefix === "sort" && dot > 0) sort.push([key.slice(dot + 1), value]);
    else if (dot < 0 && key !== "query" && key !== "sort") top.push([key, value]);
  }
  const grouped = { ...Object.fromEntries(top), query: Object.fromEntries(query), sort: Object.fromEntries(sort) };
  return v.parse(ContentRequestSchema, grouped);
}

/** A `builder_entries` row (unknown, from D1) as a Builder entry: camelCase, dates in epoch ms. */
export function rowToEntry(row: unknown): BuilderEntry {
  const r = v.parse(EntryRowSchema, row);
  return {
    id: r.id,
    name: r.name,
    modelId: r.model,
    published: r.published,
    createdDate: r.created_date,
    lastUpdated: r.last_updated,
    firstPublished: r.first_published ?? undefined,
    testRatio: r.test_ratio,
    startDate: r.start_date ?? undefined,
    endDate: r.end_date ?? undefined,
    query: r.query,
    data: r.data,
    variations: r.variations,
    meta: r.meta,
  };
}

/** `/about/` and `/about` are the same page; `/` stays `/`. */
export function normalizeUrlPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** The `url_path` column: set only for a single-valued `urlPath is …` rule, so an indexed lookup never misses an entry. */
export function urlPathIndexKey(rules: QueryRule[]): string | null {
  const rule = rules.find((r) => r.property === "urlPath" && r.operator === "is");
  const value = Array.isArray(rule?.value) && rule.value.length === 1 ? rule.value[0] : rule?.value;
  return typeof value === "string" ? normalizeUrlPath(value) : null;
}

/** The urlPath the request targets (normalized), when targeting applies. */
export function targetedUrlPath(request: ContentRequest): string | null {
  const urlPath = request.userAttributes["urlPath"];
  return !request.noTargeting && typeof urlPath === "string" ? normalizeUrlPath(urlPath) : null;
}

/** Orders two JSON values of the same kind; NaN when they cannot be compared (then no range operator holds). */
function compareValues(a: unknown, b: unknown): number {
  const numeric = (x: unknown) => (typeof x === "number" ? x : typeof x === "string" && x.trim() !== "" ? Number(x) : NaN);
  if (!Number.isNaN(numeric(a)) && !Number.isNaN(numeric(b))) return numeric(a) - numeric(b);
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return NaN;
}

const RULE_TESTS: Record<string, (actual: unknown, expected: unknown) => boolean> = {
  is: (a, e) => isScalar(a) && isScalar(e) && String(a) === String(e),
  contains: (a, e) => typeof a === "string" && typeof e === "string" && a.includes(e),
  startsWith: (a, e) => typeof a === "string" && typeof e === "string" && a.startsWith(e),
  endsWith: (a, e) => typeof a === "string" && typeof e === "string" && a.endsWith(e),
  greaterThan: (a, e) => compareValues(a, e) > 0,
  greaterThanOrEqualTo: (a, e) => compareValues(a, e) >= 0,
  lessThan: (a, e) => compareValues(a, e) < 0,
  lessThanOrEqualTo: (a, e) => compareValues(a, e) <= 0,
};

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

function ruleHolds(rule: QueryRule, actual: unknown): boolean {
  const prepare = (x: unknown) => (rule.property === "urlPath" && typeof x === "string" ? normalizeUrlPath(x) : x);
  const expected = (Array.isArray(rule.value) ? rule.value : [rule.value]).map(prepare);
  const actuals = (Array.isArray(actual) ? actual : [actual]).map(prepare);
  const anyPair = (test: (a: unknown, e: unknown) => boolean) => expected.some((e) => actuals.some((a) => test(a, e)));
  if (rule.operator === "isNot") return !anyPair(RULE_TESTS.is!);
  const test = RULE_TESTS[rule.operator];
  return test ? anyPair(test) : false;
}

/**
 * Builder's targeting: every rule of the entry must hold for the request's userAttributes; an array value
 * means "any of" (`isNot` with an array: "none of"). A rule whose property the request does not send does
 * not exclude the entry: Builder lists every page when no urlPath is given, and an untargeted entry is the
 * fallback for every URL. urlPath follows that same rule (it excludes only when the request carries a
 * urlPath); its only special case is that a trailing `/` is ignored on both sides. An operator we do not
 * know excludes the entry (fail closed: better no content than content meant for someone else).
 */
export function matchesTargeting(rules: QueryRule[], attributes: JsonRecord): boolean {
  return rules.every((rule) => {
    const actual = Object.hasOwn(attributes, rule.property) ? attributes[rule.property] : undefined;
    return actual === undefined || actual === null || ruleHolds(rule, actual);
  });
}

/** Published and inside its schedule; `includeUnpublished` (editor view) also shows drafts and scheduled entries. Archived entries are never served. */
export function isServed(entry: BuilderEntry, includeUnpublished: boolean, now: number): boolean {
  if (entry.published === "archived") return false;
  if (includeUnpublished) return true;
  return entry.published === "published" && (entry.startDate ?? now) <= now && now <= (entry.endDate ?? now);
}

/** The value at a dotted path (`data.slug`, `data.blocks.0.id`); own properties only. */
export function readPath(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, key)) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

/** Mongo semantics: missing equals null, and an array field matches when the array or any element does. */
function conditionHolds(found: unknown, c: FilterCondition): boolean {
  const value = found === undefined ? null : found;
  const candidates = Array.isArray(value) ? [value, ...value] : [value];
  const some = (test: (x: unknown) => boolean) => candidates.some(test);
  const inList = (list: unknown[]) => some((x) => list.some((item) => deepEqual(x, item)));
  const range = (bound: unknown, test: (order: number) => boolean) => some((x) => (typeof x === typeof bound ? test(compareValues(x, bound)) : false));
  return (
    (c.$exists === undefined || (found !== undefined) === c.$exists) &&
    (c.$eq === undefined || inList([c.$eq])) &&
    (c.$ne === undefined || !inList([c.$ne])) &&
    (c.$in === undefined || inList(c.$in)) &&
    (c.$nin === undefined || !inList(c.$nin)) &&
    (c.$gt === undefined || range(c.$gt, (o) => o > 0)) &&
    (c.$gte === undefined || range(c.$gte, (o) => o >= 0)) &&
    (c.$lt === undefined || range(c.$lt, (o) => o < 0)) &&
    (c.$lte === undefined || range(c.$lte, (o) => o <= 0))
  );
}

export function matchesFilters(entry: BuilderEntry, query: Record<string, FilterCondition>): boolean {
  return Object.entries(query).every(([path, condition]) => conditionHolds(readPath(entry, path), condition));
}

/** Sort order of any two JSON values: missing/null first (as MongoDB), then numbers, strings, booleans. */
function compareForSort(a: unknown, b: unknown): number {
  const rank = (x: unknown) => (x === undefined || x === null ? 0 : typeof x === "number" ? 1 : typeof x === "string" ? 2 : 3);
  const order = compareValues(a, b);
  if (rank(a) === rank(b) && !Number.isNaN(order)) return order;
  return rank(a) - rank(b) || (typeof a === "boolean" && typeof b === "boolean" ? Number(a) - Number(b) : 0);
}

/**
 * Filters, orders and pages the candidate entries. Without `sort.*`, Builder serves the first matching
 * entry of its manually ordered list; we have no such order, so the most specific match comes first
 * (most rules checked against the request's attributes, so a page targeting this urlPath beats the untargeted
 * fallback), then the newest. Ties always break on id so paging is stable.
 */
export function selectEntries(entries: BuilderEntry[], request: ContentRequest, now: number): BuilderEntry[] {
  const attributes = request.noTargeting ? {} : request.userAttributes;
  const specificity = (entry: BuilderEntry) => entry.query.filter((rule) => Object.hasOwn(attributes, rule.property)).length;
  const sortKeys = Object.entries(request.sort);
  const byRequest = (a: BuilderEntry, b: BuilderEntry) =>
    sortKeys.reduce((order, [path, direction]) => order || direction * compareForSort(readPath(a, path), readPath(b, path)), 0);
  const byRelevance = (a: BuilderEntry, b: BuilderEntry) => specificity(b) - specificity(a) || b.createdDate - a.createdDate;
  return entries
    .filter((e) => isServed(e, request.includeUnpublished, now) && matchesTargeting(e.query, attributes) && matchesFilters(e, request.query))
    .sort((a, b) => (sortKeys.length ? byRequest(a, b) : byRelevance(a, b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(request.offset, request.offset + request.limit);
}

/** Writes a copy along the path, so the source entry is never modified. */
function writePath(target: JsonRecord, [head, ...rest]: string[], value: unknown): void {
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = target[head];
  const next: JsonRecord = isRecord(child) ? { ...child } : {};
  target[head] = next;
  writePath(next, rest, value);
}

function withoutPath(source: JsonRecord, [head, ...rest]: string[]): JsonRecord {
  if (head === undefined || !Object.hasOwn(source, head)) return source;
  const { [head]: child, ...others } = source;
  if (rest.length === 0) return others;
  return isRecord(child) ? { ...source, [head]: withoutPath(child, rest) } : source;
}

/** Applies `fields` (keep only these dotted paths) then `omit` (drop these), without touching the entry. */
export function projectEntry(entry: BuilderEntry, fields: string[], omit: string[]): JsonRecord {
  let out: JsonRecord = { ...entry };
  if (fields.length > 0) {
    out = {};
    for (const path of fields) {
      const value = readPath(entry, path);
      if (value !== undefined) writePath(out, path.split("."), value);
    }
  }
  return omit.reduce((acc, path) => withoutPath(acc, path.split(".")), out);
}

/** The content API versions the service answers (docs/product.md §5); the SDK itself sends only v3. */
export const API_VERSIONS = ["v2", "v3"] as const;

/** Cache lifetimes of a content answer when the request names none (seconds). */
export const DEFAULT_CACHE = { cacheSeconds: 30, staleCacheSeconds: 300 } as const;

const Seconds = v.pipe(
  v.string(),
  v.toNumber("must be a number"),
  v.finite("must be a number"),
  v.minValue(0, "must not be negative"),
  v.transform(Math.floor),
);

/** `cacheSeconds` and `staleCacheSeconds` (docs/product.md §5): numbers, not negative. Throws a ValiError. */
export const CacheRequestSchema = v.object({
  cacheSeconds: v.optional(Seconds, String(DEFAULT_CACHE.cacheSeconds)),
  staleCacheSeconds: v.optional(Seconds, String(DEFAULT_CACHE.staleCacheSeconds)),
});
export type CacheRequest = v.InferOutput<typeof CacheRequestSchema>;

export function parseCacheRequest(params: URLSearchParams): CacheRequest {
  return v.parse(CacheRequestSchema, {
    cacheSeconds: params.get("cacheSeconds") ?? undefined,
    staleCacheSeconds: params.get("staleCacheSeconds") ?? undefined,
  });
}
