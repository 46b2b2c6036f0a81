import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useT } from "~/i18n/intl";
import { scanRepeats } from "../scan-repeats";

/** How often a video frame is looked at for a QR code. */
const SCAN_EVERY_MS = 300;

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };

/** The browser's BarcodeDetector, when it has one (Chrome on Android and macOS, not every desktop). */
function barcodeDetector(): Detector | null {
  const Constructor: unknown = Reflect.get(globalThis, "BarcodeDetector");
  if (typeof Constructor !== "function") return null;
  const detector: unknown = Reflect.construct(Constructor, [{ formats: ["qr_code"] }]);
  return detector && typeof detector === "object" && "detect" in detector ? (detector as Detector) : null;
}

/** The browser's abilities do not change while the page is open. */
const noChanges = () => () => {};

/** Scans tickets with the camera; without BarcodeDetector it says so and the code field does the job. */
export function TicketScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const available = useSyncExternalStore(
    noChanges,
    () => barcodeDetector() !== null,
    () => false,
  );
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!scanning) return;
    const detector = barcodeDetector();
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const isNewScan = scanRepeats();
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (media) => {
        stream = media;
        // Stopped while the browser asked for the camera: release it at once.
        if (stopped || !video.current || !detector) return media.getTracks().forEach((track) => track.stop());
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
