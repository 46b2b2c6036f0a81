import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/image-type";
import { storeImage } from "~/features/uploads/uploads.server";
import { apiError } from "./errors";
import { enforceRateLimit } from "./rate-limit";
import { UPLOAD_FAILURES } from "./upload-refusals";
import { requireUser } from "./session";

/** POST /upload (multipart, field `file`): an image for the session user, answered as {url}. */
export const uploadApi = new Hono<{ Bindings: Env }>().post(
  "/",
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: () => {
      throw apiError(413, "file_too_large", "Images are limited to 5 MB.");
    },
  }),
  async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c, "upload", RATE_LIMITS.upload, user.id);
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string") throw apiError(400, "invalid_body", 'Send the image as the multipart field "file".');
    const result = await storeImage(c.env.UPLOADS, user.id, new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) throw apiError(result.status, result.code, UPLOAD_FAILURES[result.code]);
    return c.json({ url: result.url }, 201);
  },
);
