import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { addMedia, deleteMedia, listMedia, readMedia, updateMedia } from "~/features/admin/admin-media.server";
import { MediaInputSchema, MediaListQuerySchema } from "~/features/admin/admin.schema";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/image-type";
import { adminBodyLimit, type AdminEnv } from "./admin-access";
import { purgePages } from "./purge-pages";
import { apiError } from "./errors";
import { parseBody, parseFields, parseQuery } from "./query";
import { UPLOAD_FAILURES } from "./upload-refusals";

const NO_MEDIA = "No image with this id in the library.";

/** An upload's body: the image (5 MB) and its two text fields. */
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw apiError(413, "file_too_large", "Images are limited to 5 MB.");
  },
});

/**
 * /api/v1/admin/media (docs/product.md §2 "/admin"): the editors' media library. An image is uploaded with its
 * text alternative (multipart: `file`, `alt`, `name`), listed with how many entries use it, its alt text edited,
 * and deleted only when no entry uses it (409 `media_in_use` with those entries).
 */
export const adminMediaApi: Hono<AdminEnv> = new Hono<AdminEnv>()
  .get("/", async (c) => c.json({ data: await listMedia(c.env.DB, parseQuery(c, MediaListQuerySchema).search) }))
  .post("/", uploadLimit, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!form || !file || typeof file === "string") throw apiError(400, "invalid_body", 'Send the image as the multipart field "file".');
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const fields = parseFields(MediaInputSchema, { alt: text("alt") ?? "", name: text("name") || file.name || undefined });
    const result = await addMedia(c.env, c.get("admin"), { bytes: new Uint8Array(await file.arrayBuffer()), name: fields.name ?? "image", alt: fields.alt });
    if (!result.ok) throw apiError(result.status, result.code, UPLOAD_FAILURES[result.code]);
    return c.json(result.media, 201);
  })
  .get("/:id", async (c) => {
    const media = await readMedia(c.env.DB, c.req.param("id"));
    if (!media) throw apiError(404, "media_not_found", NO_MEDIA);
    return c.json(media);
  })
  .put("/:id", adminBodyLimit, async (c) => {
    const input = await parseBody(c, MediaInputSchema);
    const updated = await updateMedia(c.env.DB, c.get("admin"), c.req.param("id"), input);
    if (!updated) throw apiError(404, "media_not_found", NO_MEDIA);
    await purgePages(c, updated.paths);
    return c.json({ ...updated.media, purged: updated.paths });
  })
  .delete("/:id", adminBodyLimit, async (c) => {
    const result = await deleteMedia(c.env, c.get("admin"), c.req.param("id"));
    if (!result) throw apiError(404, "media_not_found", NO_MEDIA);
    if (result.status === "in_use") {
      const names = result.usedBy.map((entry) => `"${entry.name}"`).join(", ");
      const body = { error: { code: "media_in_use", message: `This image is used by ${names}: take it out of them first.`, usedBy: result.usedBy } };
      return c.json(body, 409);
    }
    return c.json({ deleted: true });
  });
