import * as v from "valibot";

export type RateLimit = { limit: number; windowSeconds: number };

/**
 * The limits of the actions docs/architecture.md §5 lists; keys are "<action>:<subject>". No limit, here or
 * elsewhere, may last longer than the longest window of this table: the retention run deletes rows past it.
 */
export const RATE_LIMITS = {
  newsletter: { limit: 5, windowSeconds: 600 },
  upload: { limit: 30, windowSeconds: 3600 },
  /** POST /events/contact/{id}, per event (all its organizers together). */
  contactAttendees: { limit: 5, windowSeconds: 24 * 3600 },
  /** POST /auth/local, per IP and (loginEmail) per address tried. */
  login: { limit: 20, windowSeconds: 600 },
  loginEmail: { limit: 10, windowSeconds: 900 },
  /** POST /auth/local from a browser that logged in to the account before, once its address is locked. */
  loginDevice: { limit: 10, windowSeconds: 900 },
  /** POST /auth/login-link, per IP; each address also counts against accountEmail. */
  loginLink: { limit: 10, windowSeconds: 3600 },
  /** POST /events/subscribe-attend/{id} without a session (a guest), per IP. */
  guestAttend: { limit: 10, windowSeconds: 3600 },
  /** POST /auth/local/token, per IP. */
  tokenRefresh: { limit: 60, windowSeconds: 600 },
  /** POST /users/exists, per IP. */
  exists: { limit: 30, windowSeconds: 600 },
  /** POST /users/register/events, per IP. */
  register: { limit: 10, windowSeconds: 3600 },
  /** POST /users/lost-password/events, per IP and (accountEmail) per address. */
  lostPassword: { limit: 10, windowSeconds: 3600 },
  /** POST /users/resend-activation, per IP and (accountEmail) per address. */
  resendActivation: { limit: 10, windowSeconds: 3600 },
  /** Emails about one account (reset link, activation link, change of email): per address, against mail bombing. */
  accountEmail: { limit: 3, windowSeconds: 3600 },
  /** Password re-checks of PUT /users/{id}/password and /email, per user. */
  reauthenticate: { limit: 10, windowSeconds: 900 },
  /** Attend, unattend and waitlist writes, per user: each may send an email. */
  attend: { limit: 20, windowSeconds: 600 },
  /** POST /events/cover, per user (docs/product.md §7). */
  cover: { limit: 30, windowSeconds: 3600 },
  /**
   * POST /events/{id}/coorganizer, per user and (coorganizerEvent) per event, a day: each one emails someone,
   * maybe a new address; no more than contacting attendees, so an account is never a mail relay.
   */
  coorganizer: { limit: 20, windowSeconds: 24 * 3600 },
  coorganizerEvent: { limit: 10, windowSeconds: 24 * 3600 },
  /**
   * POST /events/{id}/invitations and …/remind, per user, a day. Each call emails up to 200 people; the event's
   * own cap (INVITATION_MAILS_PER_DAY, app/features/organize/invitations.schema.ts) bounds the emails.
   */
  invitations: { limit: 30, windowSeconds: 24 * 3600 },
  /**
   * The addresses one user invites, all their events together, a day (each call counts its addresses): a new
   * account is never a mail relay, however many events it makes.
   */
  invitationMails: { limit: 500, windowSeconds: 24 * 3600 },
  /**
   * POST /events/walk-in/{id}, per event, a day: each one may make an account. A large door registers a few
   * hundred people; a script making accounts through its own event stops here.
   */
  walkIn: { limit: 500, windowSeconds: 24 * 3600 },
  /**
   * Each call made with a personal API token, per token (docs/security.md "API tokens"). A per-minute limit: the
   * Workers Rate Limiting API counts it where bound (RATE_LIMIT_BINDINGS).
   */
  apiToken: { limit: 120, windowSeconds: 60 },
  /** Anonymous counts written by pages, per IP: POST /builder/track (page views), POST /media/articles/{id}/read. */
  pageView: { limit: 120, windowSeconds: 600 },
  articleRead: { limit: 120, windowSeconds: 600 },
  /** Consented tracking, per IP: POST /analytics/events (a call carries up to 50 events) and the SDK's POST /builder-api/api/v1/track. */
  analytics: { limit: 120, windowSeconds: 600 },
  contentTrack: { limit: 120, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

/**
 * The per-minute limits the Workers Rate Limiting API counts where its binding is there (production,
 * wrangler.jsonc `ratelimits`, each with the same limit and a period of 60 s; docs/decisions/035): counted at the
 * edge, in memory, without a D1 write. Without the binding (locally, in tests) D1 counts them as it counts the
 * others.
 */
export const RATE_LIMIT_BINDINGS = { apiToken: "API_TOKEN_LIMITER" } as const satisfies Partial<Record<keyof typeof RATE_LIMITS, keyof Env>>;

type LimiterName = (typeof RATE_LIMIT_BINDINGS)[keyof typeof RATE_LIMIT_BINDINGS];

/** The binding that counts `action`, when there is one and it is bound; null otherwise. */
export function rateLimitBinding(env: Partial<Pick<Env, LimiterName>>, action: string) {
  const name = Object.hasOwn(RATE_LIMIT_BINDINGS, action) ? RATE_LIMIT_BINDINGS[action as keyof typeof RATE_LIMIT_BINDINGS] : undefined;
  return name ? (env[name] ?? null) : null;
}

/**
 * Counts one hit (or `cost` hits: the emails of one call, say), atomically in D1 (one upsert), and says whether
 * it is allowed. A key's window opens at its first hit and lasts `windowSeconds`: a burst cannot straddle two
 * clock-aligned windows to get twice the limit. The subject is usually the client IP (`CF-Connecting-IP`) or
 * an email address.
 */
export async function hitRateLimit(db: D1Database, key: string, { limit, windowSeconds }: RateLimit, now = Date.now(), cost = 1) {
  const nowSeconds = Math.floor(now / 1000);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, hits) VALUES (?1, ?2, ?4)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_start > ?2 - ?3 THEN rate_limits.hits + ?4 ELSE ?4 END,
         window_start = CASE WHEN rate_limits.window_start > ?2 - ?3 THEN rate_limits.window_start ELSE ?2 END
       RETURNING hits, window_start`,
    )
    .bind(key, nowSeconds, windowSeconds, cost)
    .first();
  const { hits, window_start } = v.parse(v.object({ hits: v.number(), window_start: v.number() }), row);
  return { allowed: hits <= limit, retryAfter: Math.max(1, window_start + windowSeconds - nowSeconds) };
}

/** Takes back one hit of the open window: an attempt that turned out not to count (a correct password). */
export async function refundRateLimit(db: D1Database, key: string, { windowSeconds }: RateLimit, now = Date.now()) {
  await db
    .prepare("UPDATE rate_limits SET hits = max(hits - 1, 0) WHERE key = ?1 AND window_start > ?2 - ?3")
    .bind(key, Math.floor(now / 1000), windowSeconds)
    .run();
}

/**
 * Counts `cost` hits of `action` for `subject`: on the action's Rate Limiting binding when it is bound (one hit a
 * call; its window is the binding's minute, so Retry-After says the rule's window), else in D1 (hitRateLimit).
 */
export async function countRateLimit(
  env: Pick<Env, "DB"> & Partial<Pick<Env, LimiterName>>,
  action: string,
  subject: string,
  rule: RateLimit,
  cost = 1,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const binding = cost === 1 ? rateLimitBinding(env, action) : null;
  if (!binding) return hitRateLimit(env.DB, `${action}:${subject}`, rule, Date.now(), cost);
  const { success } = await binding.limit({ key: `${action}:${subject}` });
  return { allowed: success, retryAfter: rule.windowSeconds };
}
