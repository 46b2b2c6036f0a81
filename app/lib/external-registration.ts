/**
 * GET /v1/events/redirect/{id}?lang=&user= (docs/product.md §7), the way to the organizer's own registration page of
 * an external event. The client of docs/product.md §7 names the member with `user` when logged in; our redirect answers
 * the same either way (it records nothing without the visitor's consent).
 */
export function externalRegistrationHref(apiBase: string, eventId: string, { lang, userId }: { lang: string; userId: string | null }) {
  const query = new URLSearchParams({ lang, ...(userId ? { user: userId } : {}) });
  return `${apiBase}/events/redirect/${encodeURIComponent(eventId)}?${query}`;
}
