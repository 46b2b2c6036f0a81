/**
 * The header a partner widget page sets to name the origins its partner allows to frame it; the security
 * headers turn it into `frame-ancestors` and remove it (workers/security-headers.ts).
 */
export const FRAME_ORIGINS_HEADER = "X-Frame-Origins";
