/** docs/product.md §3 "Browser storage": the visitor's email, kept indefinitely, read at start to load the profile. */
export const EMAIL_COOKIE = "makesense_events_email";

export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The cookie string that stores the email "forever" (year 9999, like the refresh cookie). */
export function emailCookie(email: string, secure: boolean): string {
  return `${EMAIL_COOKIE}=${encodeURIComponent(email)}; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedEmailCookie(): string {
  return `${EMAIL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Remembers the email in the browser (client only). */
export function storeEmailCookie(email: string) {
  document.cookie = emailCookie(email, window.location.protocol === "https:");
}
