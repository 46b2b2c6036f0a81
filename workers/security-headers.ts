import { createMiddleware } from "hono/factory";

/** Partner widgets are framed by any site; the cover preview (/cover) only by our own create form. */
const EMBEDDABLE = /^\/(?:(?:en|es)\/)?iframe\//;

/** Baseline headers (docs/architecture.md §5): a per-request nonce for the SSR inline scripts, CSP, HSTS… */
export const securityHeaders = createMiddleware<{ Bindings: Env; Variables: { nonce: string } }>(async (c, next) => {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  c.set("nonce", nonce);
  await next();
  const url = new URL(c.req.url);
  const frameAncestors = EMBEDDABLE.test(url.pathname) ? "*" : "'self'";
  const headers = c.res.headers;
  if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self' https://cdn.builder.io",
        "frame-src 'self' https:",
        `frame-ancestors ${frameAncestors}`,
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
