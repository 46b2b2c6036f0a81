import { Hono } from "hono";

/** Uploaded images from R2, with long cache headers (keys are random: a URL never changes content). */
export const uploads = new Hono<{ Bindings: Env }>().get("/*", async (c) => {
  const key = c.req.path.replace(/^\/uploads\//, "");
  if (!/^users\/[\w-]+\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(key)) return c.notFound();
  const object = await c.env.UPLOADS.get(key);
  if (!object) return c.notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      ETag: object.httpEtag,
    },
  });
});
