import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { getEnv } from "~/env.server";
import { base64UrlToBytes, bytesToBase64Url } from "~/features/accounts/auth/encoding";
import { hmacSign, hmacVerify } from "~/features/accounts/auth/hmac.server";
import { cookie, hostCookieName, readCookie } from "~/features/accounts/auth/session.server";
import { rememberBinding } from "~/lib/primary-database.server";

/**
 * D1 read replication (docs/architecture.md §2 "Sessions and read replicas"): each request reads and writes
 * through a D1 session of its own, so its reads may go to a replica near the visitor, and a visitor who wrote
 * reads their own writes afterwards through the bookmark this cookie brings back.
 */
const COOKIE = "rv-d1-bookmark";

/** Long enough for the replicas to catch up with a write; a stale bookmark (after a restore) fades with it. */
const BOOKMARK_SECONDS = 300;

/** D1's bookmarks are hex fields joined by dashes (`00000085-0000024c-00004c6d-8e61…`); nothing else is stored. */
const BookmarkSchema = v.pipe(v.string(), v.maxLength(200), v.regex(/^[\da-f]+(?:-[\da-f]+)*$/));

/** The cookie: `<bookmark>.<HMAC-SHA256 of it under JWT_SECRET, base64url>`. */
const BookmarkCookieSchema = v.pipe(
  v.string(),
  v.maxLength(256),
  v.transform((value) => value.split(".")),
  v.strictTuple([BookmarkSchema, v.pipe(v.string(), v.regex(/^[\w-]{43}$/))]),
);

/** Each use of the key signs its own prefix (app/features/accounts/auth/hmac.server.ts). */
const signed = (bookmark: string) => `d1-bookmark:${bookmark}`;

/** Statements that change the database (an upsert, or behind WITH, included): the request then wrote. */
const WRITES = /\b(?:INSERT|UPDATE|DELETE)\b|^\s*REPLACE\b/i;

/** Methods that change nothing; the others start at the primary, which holds every write (and every bookmark). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The env each request's env was made from, for work that outlives the request. */
const plainEnvs = new WeakMap<Env, Env>();

/**
 * Whether the request carries a bookmark cookie (signed or not): its visitor wrote a moment ago, so the page
 * cache answers it with a fresh render rather than a copy a replica may have rendered before that write.
 */
export function hasBookmarkCookie(request: Request): boolean {
  return readCookie(request, hostCookieName(request.url, COOKIE)) !== null;
}

/** The Set-Cookie value that hands `bookmark` back to the client of `url`. */
export async function bookmarkCookie(url: string, secret: string, bookmark: string): Promise<string> {
  const signature = bytesToBase64Url(await hmacSign(secret, signed(bookmark)));
  return cookie(url, hostCookieName(url, COOKIE), `${bookmark}.${signature}`, `Max-Age=${BOOKMARK_SECONDS}`);
}

/** The bookmark the client sent back, when this Worker signed it; null for none, garbage or a forgery. */
async function clientBookmark(request: Request, secret: string): Promise<string | null> {
  const parsed = v.safeParse(BookmarkCookieSchema, readCookie(request, hostCookieName(request.url, COOKIE)) ?? "");
  if (!parsed.success) return null;
  const [bookmark, signature] = parsed.output;
  const bytes = base64UrlToBytes(signature);
  return bytes && (await hmacVerify(secret, bytes, signed(bookmark))) ? bookmark : null;
}

/**
 * The request's database: a D1Database whose queries run in `session`. What a session lacks (a new session,
 * exec, dump) goes to the binding, where it means the same: those never belonged to a session.
 */
function sessionDatabase(binding: D1Database, session: D1DatabaseSession, onWrite: () => void): D1Database {
  return {
    prepare(query) {
      if (WRITES.test(query)) onWrite();
      return session.prepare(query);
    },
    batch<T>(statements: D1PreparedStatement[]) {
      return session.batch<T>(statements);
    },
    withSession: (constraint) => binding.withSession(constraint),
    exec: (query) => binding.exec(query),
    dump: () => binding.dump(),
  };
}

/** Only answers for one visitor carry the cookie: a shared one (the page cache, the CDN) never does. */
function isShareable(response: Response): boolean {
  return /(?:^|,)\s*public\s*(?:,|$)/i.test(response.headers.get("Cache-Control") ?? "");
}

/** Appends `value` to the answer's cookies (a copy when its headers are immutable, e.g. a fetched answer). */
function appendCookie(c: Context, value: string) {
  const response = new Response(c.res.body, c.res);
  response.headers.append("Set-Cookie", value);
  c.res = undefined;
  c.res = response;
}

/**
 * The env with the binding itself as `DB`: background work (`waitUntil`, after the answer) is no part of the
 * visitor's session, whose bookmark has already left.
 */
export function backgroundEnv(env: Env): Env {
  return plainEnvs.get(env) ?? env;
}

/**
 * Gives the handlers (Hono's `c.env`, and React Router's load context, built from it in workers/app.ts) the
 * request's session as `DB`: a write method starts at the primary; a read starts at the bookmark the client
 * sent back when this Worker signed it, else anywhere. Afterwards the session's bookmark goes back in the
 * cookie when the request wrote or the client had one, never on a shareable answer nor on a 5xx. Registered
 * after the page cache: a stored page is answered without D1, and a refresh renders with a session of its own.
 */
export const d1Session = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const plain = c.env;
  const { JWT_SECRET } = getEnv(plain);
  const writeMethod = !SAFE_METHODS.has(c.req.method);
  let wrote = writeMethod;
  const known = writeMethod ? null : await clientBookmark(c.req.raw, JWT_SECRET);
  const session = plain.DB.withSession(known ?? (writeMethod ? "first-primary" : "first-unconstrained"));
  c.env = { ...plain, DB: sessionDatabase(plain.DB, session, () => (wrote = true)) };
  rememberBinding(c.env.DB, plain.DB);
  plainEnvs.set(c.env, plain);
  await next();
  const bookmark = session.getBookmark();
  if (!bookmark || !(wrote || known) || c.res.status >= 500 || isShareable(c.res) || !v.is(BookmarkSchema, bookmark)) return;
  appendCookie(c, await bookmarkCookie(c.req.url, JWT_SECRET, bookmark));
});
