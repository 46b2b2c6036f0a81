/** Epoch ms ↔ the value of a datetime-local input, in the browser's time zone (the admin's own). */
export function toLocalInput(ms: number | null | undefined) {
  if (ms === undefined || ms === null) return "";
  const date = new Date(ms);
  return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function fromLocalInput(value: string) {
  return value ? new Date(value).getTime() : undefined;
}
