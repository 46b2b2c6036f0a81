import { useEffect, useState, type RefObject } from "react";

/**
 * The height a widget in `frame` reports (public/widget-frame.js: "rendez-vous:widget-height", the message
 * /embed.js sizes partners' frames by), from our own origin only, kept between 100 and 20,000 px.
 */
export function useFramedHeight(frame: RefObject<HTMLIFrameElement | null>, initial = 480): number {
  const [height, setHeight] = useState(initial);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (
        typeof data === "object" &&
        data !== null &&
        "type" in data &&
        data.type === "rendez-vous:widget-height" &&
        "height" in data &&
        typeof data.height === "number"
      ) {
        setHeight(Math.min(Math.max(Math.ceil(data.height), 100), 20_000));
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame]);
  return height;
}
