import type { EventsRequest } from "../block-data";
import type { BlockOptions } from "./block";

/** How the data blocks' requests (each in its folder's `request.ts`) read their options. */

/** A text input, trimmed; undefined when empty. */
export const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** A whole number input within bounds, else its default. */
export function count(value: unknown, fallback: number, max = 24): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** A reference input (`{"@type": "@builder.io/core:Reference", id, model}`) or a plain id. */
export function referenceId(value: unknown): string | undefined {
  if (typeof value === "string") return text(value);
  if (typeof value === "object" && value !== null && "id" in value) return text(value.id);
  return undefined;
}

/** The events query of a block's `eventCriterias` (docs/product.md §9: organizedByMakesense, maxDate, visio, city). */
export function eventsRequest(criteria: unknown, limit: number): EventsRequest {
  const c: BlockOptions = typeof criteria === "object" && criteria !== null ? (criteria as BlockOptions) : {};
  const maxDate = text(c.maxDate);
  return {
    kind: "events",
    limit,
    makesense: c.organizedByMakesense === true ? true : undefined,
    to: maxDate && !Number.isNaN(Date.parse(maxDate)) ? new Date(maxDate).toISOString().slice(0, 10) : undefined,
    visio: c.visio === "online" ? true : c.visio === "offline" ? false : undefined,
    city: text(c.city)?.toLowerCase(),
    momentum: text(c.momentum),
    topic: text(c.topic),
  };
}
