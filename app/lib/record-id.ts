/** A new record id: 24 hex digits, like every `_id` (docs/product.md §3). */
export function newRecordId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
