import { IMAGE_EXTENSIONS } from "~/features/uploads/image-type";
import { UPLOADS_PATH } from "~/features/uploads/upload-key";
import { checkImage, putImage, type UploadFailure } from "~/features/uploads/uploads.server";
import { newRecordId } from "~/lib/record-id";
import { pathsShowingImage } from "./admin-entries.server";
import { auditIfChangedStatement, auditStatement, type Auditor } from "./admin-audit.db.server";
import { deleteUnusedMediaStatement, findMedia, insertMediaStatement, listMediaUses, updateMediaStatement } from "./admin-media.db.server";

export { listMedia } from "./admin-media.db.server";

/**
 * An image added to the library (docs/product.md §2 "/admin"): checked as every upload is (its type from its
 * bytes, 5 MB, its dimensions: uploads.server.ts), stored in R2 under the admin's key space, its row and an audit
 * row written together.
 */
export async function addMedia(
  env: Env,
  actor: Auditor & { id: string },
  upload: { bytes: Uint8Array; name: string; alt: string },
): Promise<{ ok: true; media: NonNullable<Awaited<ReturnType<typeof findMedia>>> } | UploadFailure> {
  const checked = checkImage(upload.bytes, IMAGE_EXTENSIONS);
  if (!checked.ok) return checked;
  const url = await putImage(env.UPLOADS, actor.id, { bytes: upload.bytes, extension: checked.extension });
  const id = newRecordId();
  await env.DB.batch([
    insertMediaStatement(env.DB, { id, url, name: upload.name, alt: upload.alt, ...checked.size, bytes: upload.bytes.byteLength, createdBy: actor.id }),
    auditStatement(env.DB, actor, "media.add", `media:${id}`, `${upload.name}: "${upload.alt}"`),
  ]);
  const media = await findMedia(env.DB, id);
  if (!media) throw new Error(`media ${id} vanished after its write`);
  return { ok: true, media };
}

/**
 * Rewrites an image's text alternative (and name); null when there is none. Pages show the library's alt text,
 * so a new one names the paths whose cached pages must go (those of the live entries holding the image).
 */
export async function updateMedia(db: D1Database, actor: Auditor, id: string, input: { alt: string; name?: string }) {
  const before = await findMedia(db, id);
  if (!before) return null;
  await db.batch([updateMediaStatement(db, id, input), auditIfChangedStatement(db, actor, "media.update", `media:${id}`, `${before.name}: "${input.alt}"`)]);
  const media = await findMedia(db, id);
  if (!media) throw new Error(`media ${id} vanished after its write`);
  return { media, paths: input.alt === before.alt ? [] : await pathsShowingImage(db, media.url) };
}

/** An image with the entries that use it. */
export async function readMedia(db: D1Database, id: string) {
  const media = await findMedia(db, id);
  return media ? { ...media, usedBy: await listMediaUses(db, media.url) } : null;
}

/**
 * Deletes an image no entry uses (its row, then its R2 object); refused with the entries that use it, so no page
 * loses an image. Null when there is none.
 */
export async function deleteMedia(env: Env, actor: Auditor, id: string) {
  const media = await findMedia(env.DB, id);
  if (!media) return null;
  const [deleted] = await env.DB.batch([
    deleteUnusedMediaStatement(env.DB, id),
    auditIfChangedStatement(env.DB, actor, "media.delete", `media:${id}`, media.name),
  ]);
  if ((deleted?.results.length ?? 0) === 0) return { status: "in_use" as const, usedBy: await listMediaUses(env.DB, media.url) };
  await env.UPLOADS.delete(media.url.slice(UPLOADS_PATH.length));
  return { status: "deleted" as const };
}
