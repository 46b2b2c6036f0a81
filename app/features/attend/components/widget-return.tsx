import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useAttendedIdsForCards } from "~/features/attend/attended-events";
import { useT } from "~/i18n/intl";

/** What the attend page says to the partner widget that opened it (public/widget-frame.js reads it). */
const WIDGET_ATTENDED_MESSAGE = "rendez-vous:attended";

/**
 * The attend page in the window a partner widget opened (`?via=widget`, docs/product.md §2 "/iframe"): once the
 * visitor attends (here, through the login flow, or already), it tells the widget, a frame of our own origin, and
 * offers to close the window. The message names the event only, and goes to our origin alone.
 */
export function WidgetReturn({ eventId }: { eventId: string }) {
  const t = useT();
  const [search] = useSearchParams();
  const fromWidget = search.get("via") === "widget";
  // Known after hydration only (the member's attends load then): the server never renders what follows.
  const attending = useAttendedIdsForCards().has(eventId);
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (fromWidget && attending) opener?.postMessage({ type: WIDGET_ATTENDED_MESSAGE, id: eventId }, window.location.origin);
  }, [fromWidget, attending, eventId]);
  if (!fromWidget || !attending) return null;
  return (
    <p className="attend-widget-return">
      {t("attend.widgetDone")}{" "}
      <button type="button" className="button button--small" onClick={() => window.close()}>
        {t("attend.closeWindow")}
      </button>
    </p>
  );
}
