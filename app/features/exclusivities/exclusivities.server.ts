import { recordTracking, type TrackingStore } from "~/features/analytics/tracking.server";
import type { RateLimit } from "~/features/rate-limit/rate-limit.server";
import { slugify } from "~/lib/slug";
import { findActiveExclusivity, listActiveExclusivities, upsertLead } from "./exclusivities.db.server";
import { EXCLUSIVITY_LOCALE, type ExclusivityAnalytics, type ExclusivityRow, type ExclusivityView, type LeadBody } from "./exclusivity.schema";

/** Exclusivity forms, per client address: each lead reaches a partner. */
export const LEAD_RATE_LIMIT = { limit: 5, windowSeconds: 3600 } satisfies RateLimit;
/** Exclusivity views and clicks, per client address. */
export const EXCLUSIVITY_ANALYTICS_RATE_LIMIT = { limit: 120, windowSeconds: 600 } satisfies RateLimit;

function toView(row: ExclusivityRow): ExclusivityView | null {
  const content = row.content[EXCLUSIVITY_LOCALE];
  if (!content) return null;
  return {
    id: row.id,
    actionType: row.action_type,
    ...(row.action_type === "link" && row.url ? { url: row.url } : {}),
    content: {
      ...(content.logotype ? { logotype: content.logotype } : {}),
      company: content.company,
      title: content.title,
      bullets: content.bullets,
      ...(content.button ? { button: content.button } : {}),
    },
  };
}

/** Every value the page sent for `key`, as text. */
function valuesOf(data: Record<string, unknown>, key: string): string[] {
  const value = data[key];
  return (Array.isArray(value) ? value : [value]).filter((item) => item !== undefined).map(String);
}

/**
 * Whether an offer fits the request: shown in this context; offered everywhere or in the visitor's region
 * (compared as slugs, "Île-de-France" = "ile-de-france"); and each of its matching criteria met by the page's
 * matchingData.
 */
function fits(row: ExclusivityRow, q: { region?: string; context: string; matchingData?: Record<string, unknown> }): boolean {
  if (!row.contexts.includes(q.context)) return false;
  if (row.regions.length > 0 && !(q.region && row.regions.map((region) => slugify(region)).includes(slugify(q.region)))) return false;
  return Object.entries(row.matching).every(([key, wanted]) => valuesOf(q.matchingData ?? {}, key).some((value) => wanted.map(String).includes(value)));
}

/** How precisely an offer is aimed: regional offers outrank aimed ones, which outrank offers for everyone. */
const specificity = (row: ExclusivityRow) => (row.regions.length > 0 ? 2 : 0) + (Object.keys(row.matching).length > 0 ? 1 : 0);

/**
 * The offers for a place of the site (docs/product.md §4 "Exclusivity card"), best first: offers of the
 * visitor's region, then offers aimed by matching criteria, then the rest; the newest first within each.
 * `exclusivity` asks for one offer by id.
 */
export async function matchExclusivities(
  db: D1Database,
  q: { region?: string; context: string; matchingData?: Record<string, unknown>; exclusivity?: string },
): Promise<ExclusivityView[]> {
  const rows = q.exclusivity ? [await findActiveExclusivity(db, q.exclusivity)].filter((row) => row !== null) : await listActiveExclusivities(db);
  return rankedExclusivities(rows, q);
}

/** Of offers already read (active, newest first), those that fit `q`, best first (matchExclusivities). */
export function rankedExclusivities(
  rows: ExclusivityRow[],
  q: { region?: string; context: string; matchingData?: Record<string, unknown> },
): ExclusivityView[] {
  return rows
    .filter((row) => fits(row, q))
    .sort((a, b) => specificity(b) - specificity(a))
    .flatMap((row) => toView(row) ?? []);
}

/** The first matching offer, or null: what an Exclusivity Card shows. */
export async function matchExclusivity(
  db: D1Database,
  q: { region?: string; context: string; matchingData?: Record<string, unknown>; exclusivity?: string },
): Promise<ExclusivityView | null> {
  return (await matchExclusivities(db, q))[0] ?? null;
}

/** Records a view or a click of an offer (sent only after consent); false for an unknown offer. */
export async function recordExclusivityEvent(store: TrackingStore, event: ExclusivityAnalytics): Promise<boolean> {
  if (!(await findActiveExclusivity(store.DB, event.id))) return false;
  const { id, category, context, url, referrer, uid } = event;
  await recordTracking(store, [{ name: "exclusivity", data: { id, category, context, url, referrer, ...(uid ? { uid } : {}) } }]);
  return true;
}

/** Stores the lead of a form offer; fails for an unknown offer or one that is a link. */
export async function submitLead(
  db: D1Database,
  exclusivityId: string,
  lead: LeadBody,
): Promise<{ ok: true } | { ok: false; failure: "exclusivity_not_found" | "not_a_form" }> {
  const row = await findActiveExclusivity(db, exclusivityId);
  if (!row) return { ok: false, failure: "exclusivity_not_found" };
  if (row.action_type !== "form") return { ok: false, failure: "not_a_form" };
  await upsertLead(db, row.id, lead);
  return { ok: true };
}
