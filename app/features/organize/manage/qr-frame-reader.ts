/** Reads QR codes in video frames: what the door's camera needs (docs/product.md §6 "Check-in"). */
export type QrReader = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };

/** Frames are read at this width at most: a ticket's QR code is read as well, in a fraction of the time. */
const READ_WIDTH = 640;

/** The browser's BarcodeDetector, when it has one (Chrome on Android and macOS; not Safari, Firefox or Linux). */
export function nativeQrReader(): QrReader | null {
  const Constructor: unknown = Reflect.get(globalThis, "BarcodeDetector");
  if (typeof Constructor !== "function") return null;
  const detector: unknown = Reflect.construct(Constructor, [{ formats: ["qr_code"] }]);
  return detector && typeof detector === "object" && "detect" in detector ? (detector as QrReader) : null;
}

/** The decoder's code, fetched once: the door screen loads it early so that it is on the device before the network goes. */
export function loadJsQr() {
  return import("jsqr").then((module) => module.default);
}

/**
 * A reader for every other browser: each frame drawn on a canvas and decoded by jsQR (pure JavaScript, no
 * network, loaded only on the door screen).
 */
export async function scriptQrReader(): Promise<QrReader> {
  const jsQR = await loadJsQr();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return {
    async detect(video) {
      if (!context || video.videoWidth === 0) return [];
      const scale = Math.min(1, READ_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" });
      return code?.data ? [{ rawValue: code.data }] : [];
    },
  };
}
