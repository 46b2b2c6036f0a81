/** D1 refused a write because a UNIQUE constraint (an email, a primary key) already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && error.message.includes("UNIQUE constraint failed");
}

/**
 * The errors D1 answers when it cannot take a query now (docs/performance.md "Production under load"): its
 * database is overloaded (one query at a time, the rest queued for a while), or the object behind it was reset or
 * moved. The query may well succeed a moment later: a read is tried again, a write answered 503 with Retry-After.
 */
const BUSY = [
  "D1 DB is overloaded",
  "Too many requests queued",
  "Durable Object is overloaded",
  "Network connection lost",
  "storage caused object to be reset",
  "reset because its code was updated",
];

export function isD1Busy(error: unknown): boolean {
  return error instanceof Error && BUSY.some((message) => error.message.includes(message));
}
