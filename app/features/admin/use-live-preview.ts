import { useEffect, useRef, type RefObject } from "react";
import { parseJsonObject } from "./json-object";
import { contentUpdateMessage, isSdkReady } from "./live-preview";

/** How long typing pauses before the preview follows: a frame renders once per pause, not per key. */
const PAUSE_MS = 200;

/**
 * Shows the editor's content (`dataText`, the entry's data as JSON) in the preview `frame` as it changes, unsaved
 * (live-preview.ts): at each pause in typing, and whenever the frame's SDK says it listens (a frame loaded or
 * reloaded). Content that is not a JSON object is not sent; the frame keeps what it showed.
 */
export function useLivePreview(frame: RefObject<HTMLIFrameElement | null>, model: string, dataText: string) {
  const latest = useRef(dataText);

  useEffect(() => {
    latest.current = dataText;
  }, [dataText]);

  useEffect(() => {
    const send = () => {
      const data = parseJsonObject(latest.current);
      if (data) frame.current?.contentWindow?.postMessage(contentUpdateMessage(model, data), window.location.origin);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && isSdkReady(event.data)) send();
    };
    window.addEventListener("message", onMessage);
    const timer = window.setTimeout(send, PAUSE_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearTimeout(timer);
    };
  }, [frame, model, dataText]);
}
