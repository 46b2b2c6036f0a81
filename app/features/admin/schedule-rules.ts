/** Why a schedule cannot hold (docs/product.md §2 "/admin"); each is an `admin.schedule.<problem>` message. */
export type ScheduleProblem = "past" | "order" | "nothing" | "notLive";

/**
 * The rules of an entry's schedule, the same in the editor (checked before sending) and in the API (400
 * `invalid_schedule`): times ahead of `now`, the unpublication after the publication, a publication only when
 * there is something to publish (an entry not live, or staged changes), an unpublication alone only of a live
 * entry.
 */
export function scheduleProblem(
  entry: { published: string; staged: boolean },
  { publishAt, unpublishAt }: { publishAt: number | null; unpublishAt: number | null },
  now: number,
): ScheduleProblem | null {
  if ((publishAt !== null && publishAt <= now) || (unpublishAt !== null && unpublishAt <= now)) return "past";
  if (publishAt !== null && unpublishAt !== null && unpublishAt <= publishAt) return "order";
  if (publishAt !== null && entry.published === "published" && !entry.staged) return "nothing";
  if (unpublishAt !== null && publishAt === null && entry.published !== "published") return "notLive";
  return null;
}
