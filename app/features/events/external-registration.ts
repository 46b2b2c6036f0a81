/**
 * GET /v1/events/redirect/{id}?lang=&user= (spec §7): the organizer's own registration page of an
 * external event. `user` is sent when the visitor is logged in, so the organizer's count can tell them.
 */
export function externalRegistrationUrl(apiBase: string, eventId: string, { lang, userId }: { lang: string; userId: string | null }) {
  const query = new URLSearchParams({ lang, ...(userId ? { user: userId } : {}) });
  return `${apiBase}/events/redirect/${encodeURIComponent(eventId)}?${query}`;
}
