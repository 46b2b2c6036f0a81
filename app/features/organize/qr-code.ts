import { encode } from "uqr";
import { blackAndWhitePng } from "./png-image";

/** The quiet zone around a QR code, in modules: the standard asks for 4 (ISO/IEC 18004). */
const QUIET_ZONE = 4;
/** Pixels per module of the PNG: a 21-module code is 232 px wide, sharp in an email and on a phone screen. */
export const PNG_MODULE_PIXELS = 8;

/**
 * The modules of the QR code of `text`, quiet zone included (true: dark). Level M (15 % of the code may be
 * lost) suits a code shown on a cracked phone or printed on paper.
 */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: QUIET_ZONE }).data;
}

/** The QR code of `text` as SVG, one path of unit squares, for the web. */
export function qrSvg(text: string): string {
  const modules = qrModules(text);
  const size = modules.length;
  const squares = modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * PNG_MODULE_PIXELS}" height="${size * PNG_MODULE_PIXELS}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${squares}"/></svg>`
  );
}

/** The QR code of `text` as a PNG, for emails (mail clients do not show SVG). */
export async function qrPng(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const modules = qrModules(text);
  const pixels = modules.length * PNG_MODULE_PIXELS;
  const dark = (x: number, y: number) => modules[Math.floor(y / PNG_MODULE_PIXELS)]?.[Math.floor(x / PNG_MODULE_PIXELS)] === true;
  return blackAndWhitePng(dark, pixels, pixels);
}
