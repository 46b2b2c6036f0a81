import { useT } from "~/i18n/intl";
import { calendarSubscribeLinks } from "~/lib/calendar-subscribe";
import { useRootData } from "~/lib/root-data";

/**
 * Below a listing: its events as feeds to subscribe to, with the listing's filters (docs/product.md §4): a
 * calendar subscription (`webcal://`, which calendar apps open as a subscription), Google Calendar's
 * subscribe link, and RSS.
 */
export function ListingSubscribe({ feedSearch }: { feedSearch: string }) {
  const t = useT();
  const { config } = useRootData();
  const { webcal, google } = calendarSubscribeLinks(`${config.siteUrl}/events/feed.ics?${feedSearch}`);
  return (
    <nav className="listing-subscribe" aria-label={t("listing.subscribe")}>
      <span>{t("listing.subscribe")}</span>
      <ul>
        <li>
          <a href={webcal}>{t("listing.subscribe.calendar")}</a>
        </li>
        <li>
          <a href={google} target="_blank" rel="noopener">
            {t("listing.subscribe.google")}
            <span className="visually-hidden"> {t("widget.newTab")}</span>
          </a>
        </li>
        <li>
          <a href={`${config.siteUrl}/events/feed.rss?${feedSearch}`} type="application/rss+xml">
            {t("listing.subscribe.rss")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
