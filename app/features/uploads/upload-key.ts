/**
 * Keys of uploads: `users/<userId>/<32 random hex><mark>.<extension>`, the mark naming what was stored beside it
 * (docs/decisions/019-responsive-covers.md), and the files derived from them (`<key>.<width>.webp`). Served at
 * `/uploads/<key>` (workers/uploads.ts); the only same-site images user-written HTML may show (rich-text-urls.ts).
 */
export const UPLOAD_KEY = /^users\/[\w-]+\/[0-9a-f]{32}(-\d+)*\.(png|jpg|gif|webp)(\.\d+\.webp)?$/;

/** The public path of an upload's key. */
export const UPLOADS_PATH = "/uploads/";

/**
 * Whether `url` may be the source of an image a member chose (a cover, a profile picture): one of our uploads,
 * named exactly, or an https URL. No other path of this site: every viewer's browser would send it a GET with
 * their cookies (docs/security.md §1 "Output encoding").
 */
export function isImageSource(url: string): boolean {
  if (url.startsWith(UPLOADS_PATH)) return UPLOAD_KEY.test(url.slice(UPLOADS_PATH.length));
  return URL.canParse(url) && new URL(url).protocol === "https:";
}
