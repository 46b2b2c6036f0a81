import { useIntl, useT } from "~/i18n/intl";
import type { AccessibilityFeature } from "../accessibility";
import type { EventJson } from "../event-json";

/** Each feature's label (the site-wide catalogue: the event page, the event form and the filter bar show them). */
export const ACCESSIBILITY_LABELS = {
  stepFree: "accessibility.stepFree",
  accessibleToilets: "accessibility.accessibleToilets",
  inductionLoop: "accessibility.inductionLoop",
  signLanguage: "accessibility.signLanguage",
  quietSpace: "accessibility.quietSpace",
} as const satisfies Record<AccessibilityFeature, string>;

/** A pictogram per feature, drawn on a 24-unit grid in the text's colour; the label beside it says what it is. */
const ICONS: Record<AccessibilityFeature, string> = {
  // A person in a wheelchair.
  stepFree: "M12 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 8h3v5h4.5l2.5 6-1.8.8-2-4.8H10zM8.4 10.6l.8 1.9A4.5 4.5 0 1 0 15 18.8l1.6 1.2A6.5 6.5 0 1 1 8.4 10.6z",
  // A door with the two figures of toilets.
  accessibleToilets:
    "M6 3a1.8 1.8 0 1 1 0 3.6A1.8 1.8 0 0 1 6 3zm12 0a1.8 1.8 0 1 1 0 3.6A1.8 1.8 0 0 1 18 3zM4 8h4v7H7v6H5v-6H4zm12.5 0h3l1.5 8h-2v5h-2v-5h-2zM11 2h2v20h-2z",
  // An ear.
  inductionLoop:
    "M12 2a7 7 0 0 1 7 7c0 2.6-1.2 3.9-2.3 5-.9.9-1.7 1.7-1.7 3a4 4 0 0 1-7.6 1.7l1.8-.9A2 2 0 0 0 13 17c0-2.1 1.3-3.4 2.3-4.4.9-.9 1.7-1.7 1.7-3.6a5 5 0 0 0-10 0H5a7 7 0 0 1 7-7zm0 4a3 3 0 0 1 3 3h-2a1 1 0 0 0-2 0c0 .8.5 1.2 1.1 1.8.6.6 1.4 1.4 1.4 2.7h-2c0-.5-.3-.8-.8-1.3C9.9 11.5 9 10.6 9 9a3 3 0 0 1 3-3z",
  // An open hand.
  signLanguage: "M9 2h2v9h1V3h2v8h1V5h2v9.5c0 4.1-2.6 7.5-6.5 7.5-2.6 0-4.4-1.4-5.6-3.4L2.5 13l1.7-1c.8-.5 1.8-.2 2.3.6L7 13.5V4h2z",
  // A crescent moon.
  quietSpace: "M14.5 2.5A9.5 9.5 0 1 0 21.5 15 7.5 7.5 0 0 1 14.5 2.5z",
};

/**
 * What the event offers people with disabilities (docs/product.md §4 "Accessibility"), with the organizer's
 * note; nothing when the organizer said nothing.
 */
export function EventAccessibility({ event }: { event: Pick<EventJson, "accessibility" | "accessibilityNote" | "lang"> }) {
  const t = useT();
  const { lang } = useIntl();
  if (event.accessibility.length === 0 && !event.accessibilityNote) return null;
  return (
    <section className="event-accessibility" aria-labelledby="event-accessibility">
      <h2 id="event-accessibility">{t("accessibility.heading")}</h2>
      {event.accessibility.length > 0 ? (
        <ul className="event-accessibility__list">
          {event.accessibility.map((feature) => (
            <li key={feature}>
              <svg className="event-accessibility__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d={ICONS[feature]} fill="currentColor" fillRule="evenodd" />
              </svg>
              {t(ACCESSIBILITY_LABELS[feature])}
            </li>
          ))}
        </ul>
      ) : null}
      {/* One text, in the event's main language (like the cover's alternative text). */}
      {event.accessibilityNote ? (
        <p className="event-accessibility__note" lang={event.lang === lang ? undefined : event.lang}>
          {event.accessibilityNote}
        </p>
      ) : null}
    </section>
  );
}
