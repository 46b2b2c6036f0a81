import { useEffect, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { useAttendedIdsForCards } from "~/features/attend/attended-events";
import { useT } from "~/i18n/intl";

/** What the attend page says to the partner widget that opened it (public/widget-frame.js reads it). */
const WIDGET_ATTENDED_MESSAGE = "rendez-vous:attended";

const subscribeNever = () => () => {};
/** The window that opened this one, while it is open; none on the server. */
const openWidget = () => {
  const opener = window.opener as Window | null;
  return opener && !opener.closed ? opener : null;
};
const noWidget = () => null;

/**
 * The attend page in the window a partner widget opened (`?via=widget`, docs/product.md §2 "/iframe"): once the
 * visitor attends (here, through the login flow, or already), it tells the widget, a frame of our own origin, and
 * offers to close the window. The message names the event only, and goes to our origin alone. A window with no
 * opener left (the partner's page closed, or the link opened in a tab of its own) has no widget to tell, and a
 * script may not close it: it says nothing more than the attend panel does.
 */
export function WidgetReturn({ eventId }: { eventId: string }) {
  const t = useT();
  const [search] = useSearchParams();
  const fromWidget = search.get("via") === "widget";
  // Known after hydration only (the member's attends load then): the server never renders what follows.
  const attending = useAttendedIdsForCards().has(eventId);
  const widget = useSyncExternalStore(subscribeNever, openWidget, noWidget);
  const tell = fromWidget && attending && widget !== null;
  useEffect(() => {
    if (tell) widget.postMessage({ type: WIDGET_ATTENDED_MESSAGE, id: eventId }, window.location.origin);
  }, [tell, widget, eventId]);
  if (!tell) return null;
  return (
    <p className="attend-widget-return">
      {t("attend.widgetDone")}{" "}
      <button type="button" className="button button--small" onClick={() => window.close()}>
        {t("attend.closeWindow")}
      </button>
    </p>
  );
}
