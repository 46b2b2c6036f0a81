// SQL for the compact columns of the largest table, attendees (docs/decisions/027-compact-attendee-rows.md): its
// rows name events and users by number (`events.no`, `users.no`) and hold times as milliseconds since 1970, where
// the rest of the schema and every API answer use ids and ISO texts. Each helper takes and gives an SQL expression.

/** The number of the event whose id is `id`. */
export const eventNo = (id: string) => `(SELECT no FROM events WHERE id = ${id})`;

/** The number of the user whose id is `id`. */
export const userNo = (id: string) => `(SELECT no FROM users WHERE id = ${id})`;

/** The id of the user numbered `no`. */
export const userIdOf = (no: string) => `(SELECT id FROM users WHERE no = ${no})`;

/** Milliseconds since 1970 of the ISO time `iso` (exact to the millisecond; NULL stays NULL). */
export const msOf = (iso: string) => `CAST(round((julianday(${iso}) - 2440587.5) * 86400000) AS INTEGER)`;

/** The ISO time (UTC, to the millisecond, as `Date.toISOString` writes it) of milliseconds `ms`; NULL stays NULL. */
export const isoOf = (ms: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`;
