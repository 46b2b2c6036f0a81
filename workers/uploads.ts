import { Hono, type Context } from "hono";
import { UPLOAD_KEY } from "~/features/uploads/upload-key";

/** No such file: the API's error shape, as for every path outside the pages. */
const noFile = (c: Context) => c.json({ error: { code: "not_found", message: "No such uploaded file." } }, 404);

/** Uploaded images and their WebP versions from R2, with long cache headers (keys are random: a URL never changes content). */
export const uploads = new Hono<{ Bindings: Env }>()
  .get("/*", async (c) => {
    const key = c.req.path.replace(/^\/uploads\//, "");
    if (!UPLOAD_KEY.test(key)) return noFile(c);
    const object = await c.env.UPLOADS.get(key);
    if (!object) return noFile(c);
    return new Response(object.body, {
      headers: {
        "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        ETag: object.httpEtag,
      },
    });
  })
  // Files are only read here: writes go through POST /api/v1/upload.
  .all("/*", (c) => c.json({ error: { code: "method_not_allowed", message: "Uploaded files are read-only." } }, 405));
