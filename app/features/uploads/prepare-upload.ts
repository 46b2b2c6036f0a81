/**
 * What to upload for a chosen image: a PNG or JPEG over the server's limits (fitsImageLimits) is shrunk to fit,
 * and a JPEG turned by its EXIF orientation is drawn upright, by a module loaded only now
 * (docs/decisions/019-responsive-covers.md, "Browser side"). If that module or the browser fails, the file goes
 * as it is and the server answers as it does (413 `image_too_large`).
 */
export async function prepareUpload(file: File): Promise<File> {
  try {
    const { imageForUpload } = await import("./image-for-upload");
    return await imageForUpload(file);
  } catch {
    return file;
  }
}
