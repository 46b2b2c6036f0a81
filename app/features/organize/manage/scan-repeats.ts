/** A code read again within this time of its last sighting is the same scan (the camera sees it on every frame). */
export const SAME_SCAN_MS = 3000;

/**
 * Tells new scans from repeats of the door's camera (docs/product.md §6 "Check-in"): a code held in front of
 * the camera is read on every frame, and stays one scan for as long as it is seen; it is a new scan once it has
 * been out of sight for SAME_SCAN_MS, or when another code came in between. Returns whether `code`, read at
 * `now` (ms), is a new scan.
 */
export function scanRepeats(windowMs = SAME_SCAN_MS) {
  let last = { code: "", at: Number.NEGATIVE_INFINITY };
  return (code: string, now: number): boolean => {
    const repeat = code === last.code && now - last.at < windowMs;
    last = { code, at: now };
    return !repeat;
  };
}
