/**
 * A path of this site (`/organize/event/x`), never another origin: `//evil.test` and `/\evil.test` are read by
 * browsers as another host, and so is `/\t/evil.test` once the browser drops the control character. Every
 * redirect target and link a client hands us goes through here (docs/security.md).
 */
export function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && [...path].every((char) => char >= " ");
}
