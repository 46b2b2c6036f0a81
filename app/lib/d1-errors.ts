/** D1 refused a write because a UNIQUE constraint (an email, a primary key) already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && error.message.includes("UNIQUE constraint failed");
}
