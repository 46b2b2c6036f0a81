import { createMiddleware } from "hono/factory";
import { getEnv } from "~/env.server";
import { FONT_HOSTS } from "~/features/content/custom-fonts";
import { FRAME_ORIGINS_HEADER } from "~/lib/frame-origins";
import { isWidgetPath } from "~/lib/widget-path";

/** The cover preview is framed by our create form. */
const FRAMED_BY_US = /^\/(?:(?:en|es)\/)?cover\/?$/;
/** The editors' preview pages, framed by our /admin (docs/architecture.md §4). */
const PREVIEW_PAGES = /^\/(?:(?:en|es)\/)?builder\/__(?:builder|symbol)-preview__/;
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/** Builder.io's visual editor frames previews when content is edited there (BUILDER_API_KEY set). */
const BUILDER_EDITOR = "https://builder.io https://*.builder.io";

/** Whether Builder.io is the content's editor; false when the settings are refused (config-guard answers). */
function builderIsEditor(env: Env): boolean {
  try {
    return getEnv(env).BUILDER_API_KEY !== "";
  } catch {
    return false;
  }
}

/**
 * Who may frame an answer: nobody, except partner widgets (any site, or the partner's own origins when it
 * listed some) and the pages our own tools frame (same origin; previews also Builder.io's editor when it is
 * the content's editor).
 */
function frameAncestors(url: URL, frameOrigins: string | null, builderEditor: boolean): string {
  if (isWidgetPath(url.pathname)) {
    const origins = (frameOrigins ?? "").split(" ").filter((origin) => ORIGIN.test(origin));
    return origins.length > 0 ? `'self' ${origins.join(" ")}` : "*";
  }
  const preview = url.searchParams.get("previewing") === "true" || url.searchParams.has("builder.preview") || PREVIEW_PAGES.test(url.pathname);
  if (preview) return builderEditor ? `'self' ${BUILDER_EDITOR}` : "'self'";
  return FRAMED_BY_US.test(url.pathname) ? "'self'" : "'none'";
}

/** Baseline headers (docs/architecture.md §5): a per-request nonce for the SSR inline scripts, CSP, HSTS… */
export const securityHeaders = createMiddleware<{ Bindings: Env; Variables: { nonce: string } }>(async (c, next) => {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  c.set("nonce", nonce);
  await next();
  const url = new URL(c.req.url);
  const headers = c.res.headers;
  const frameOrigins = headers.get(FRAME_ORIGINS_HEADER);
  if (frameOrigins !== null) headers.delete(FRAME_ORIGINS_HEADER);
  const ancestors = frameAncestors(url, frameOrigins, builderIsEditor(c.env));
  // Browsers without frame-ancestors fall back to X-Frame-Options, which knows only these two.
  if (ancestors === "'none'") headers.set("X-Frame-Options", "DENY");
  else if (ancestors === "'self'") headers.set("X-Frame-Options", "SAMEORIGIN");
  if (!(headers.get("Content-Type") ?? "").startsWith("text/html")) {
    // Data, feeds and files: nothing to run or load, and no site may frame them.
    headers.set("Content-Security-Policy", `default-src 'none'; frame-ancestors ${ancestors}; sandbox`);
  } else {
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        `font-src 'self' data: ${FONT_HOSTS.join(" ")}`,
        "connect-src 'self' https://cdn.builder.io",
        "frame-src 'self' https:",
        `frame-ancestors ${ancestors}`,
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; "),
    );
  }
  if (url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
});
