import { useCallback } from "react";
import * as v from "valibot";
import { useApi, useRemote } from "~/lib/use-remote";

/** GET /events/attend/{id}/status (and the waitlist and unattend answers): where the user stands. */
export const AttendanceStatusSchema = v.object({
  registered: v.boolean(),
  waitlisted: v.boolean(),
  position: v.nullable(v.number()),
  /** Their request waits for the organizer's approval, or was declined (docs/product.md §5 "Approval"). */
  pending: v.optional(v.boolean(), false),
  declined: v.optional(v.boolean(), false),
});
export type AttendanceStatus = v.InferOutput<typeof AttendanceStatusSchema>;

/** The user's attendance of an event, loaded once `enabled` (a logged-in user). */
export function useAttendanceStatus(eventId: string, enabled: boolean) {
  const api = useApi();
  const load = useCallback(
    async (signal: AbortSignal) => v.parse(AttendanceStatusSchema, await api.get(`/events/attend/${eventId}/status`, { signal })),
    [api, eventId],
  );
  return useRemote(load, enabled);
}
