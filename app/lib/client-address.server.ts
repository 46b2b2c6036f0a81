import { getEnv } from "~/env.server";

/**
 * The address of the client a request comes from, the subject of every per-client limit (docs/security.md §5
 * "Client addresses"). Only what the server in front wrote is read, never a value a client chose:
 * - `CLIENT_ADDRESS=cloudflare` (a deployed site): `CF-Connecting-IP`, which Cloudflare's edge sets on every
 *   request, replacing any value the client sent;
 * - `CLIENT_ADDRESS=socket` (a local site): `request.cf.clientAddress`, the connection's address, which
 *   scripts/serve-local.mjs writes for every request; a client's `CF-Connecting-IP` is ignored.
 * Without one ("unknown": `npm run dev`, a runtime that writes neither) every client shares one subject.
 */
export function clientAddress(request: Request, env: Env): string {
  const address =
    getEnv(env).CLIENT_ADDRESS === "cloudflare" ? request.headers.get("CF-Connecting-IP") : (request.cf as Record<string, unknown> | undefined)?.clientAddress;
  return typeof address === "string" && address !== "" ? subjectOf(address) : "unknown";
}

/**
 * The subject of a client address: an IPv4 address as it is; an IPv6 address by its /64, the block one home or
 * phone is given and can draw a new address from at will (RFC 6177), so that one client is one subject.
 */
export function subjectOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const front = head === "" ? [] : head.split(":");
  const back = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
