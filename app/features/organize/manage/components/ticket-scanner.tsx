import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useT } from "~/i18n/intl";
import { keepDoorOnDevice } from "../door-offline";
import { loadJsQr, nativeQrReader, scriptQrReader } from "../qr-frame-reader";
import { scanRepeats } from "../scan-repeats";

/** How often a video frame is looked at for a QR code. */
const SCAN_EVERY_MS = 300;

/** The browser's abilities do not change while the page is open. */
const noChanges = () => () => {};

/** Whether the browser can open a camera at all (a secure page with media devices). */
function hasCamera(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

/**
 * Scans tickets with the camera, in every browser that has one: its own BarcodeDetector where there is one,
 * else jsQR on the video's frames (qr-frame-reader.ts), whose code is fetched as soon as the screen opens so
 * that the door keeps scanning offline. Without a camera it says so and the code field does the job.
 */
export function TicketScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const available = useSyncExternalStore(noChanges, hasCamera, () => false);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (available && !nativeQrReader())
      void loadJsQr()
        .then(keepDoorOnDevice)
        .catch(() => undefined);
  }, [available]);

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const isNewScan = scanRepeats();
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (media) => {
        stream = media;
        const detector = nativeQrReader() ?? (await scriptQrReader());
        // Stopped while the browser asked for the camera: release it at once.
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          detector
            .detect(video.current)
            .then((codes) => {
              const code = codes[0]?.rawValue;
              if (code && isNewScan(code, Date.now())) onCodeRef.current(code);
            })
            .catch(() => undefined); // a frame the detector could not read: the next one will do
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning]);

  if (!available) return <p className="organize-checkin__hint">{t("organize.checkin.noCamera")}</p>;
  return (
    <div className="organize-checkin__scanner">
      <button type="button" className="button" aria-pressed={scanning} onClick={() => setScanning((on) => !on)}>
        {t(scanning ? "organize.checkin.stopScan" : "organize.checkin.scan")}
      </button>
      {failed ? <p className="field-error">{t("organize.checkin.cameraFailed")}</p> : null}
      {scanning ? <video ref={video} className="organize-checkin__video" muted playsInline aria-label={t("organize.checkin.camera")} /> : null}
    </div>
  );
}
