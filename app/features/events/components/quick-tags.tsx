import { Link, useLocation } from "react-router";
import type { ListingFilters } from "~/features/events/listing-filters";
import { dateOptionRange } from "~/features/events/date-options";
import { listingHref } from "~/features/events/listing-href";
import { useIntl, useT } from "~/i18n/intl";
import { truncate } from "~/lib/seo";

export const TAG_LABEL_MAX = 30;
/** Countries of the Americas tag (Spanish site only): Latin America plus Canada and the United States. */
export const AMERICAS = ["AR", "BO", "BR", "CA", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PY", "SV", "US", "UY", "VE"];

type Tag = { key: string; label: string; changes: ListingFilters };

/** Which quick searches a visitor gets (docs/product.md §6): own topic when logged in, provider tag in French, Americas in Spanish. */
export function quickTags(
  { lang, userTopic, now }: { lang: string; userTopic?: { slug: string; name: string }; now: Date },
  t: ReturnType<typeof useT>,
): Tag[] {
  const tags: Tag[] = [];
  if (userTopic) tags.push({ key: "my-topic", label: t("listing.tag.myTopic", { topic: userTopic.name }), changes: { topic: userTopic.slug } });
  if (lang === "fr") tags.push({ key: "provider", label: t("listing.tag.provider"), changes: { makesense: "true" } });
  if (lang === "es")
    tags.push({ key: "americas", label: t("listing.tag.americas"), changes: { countryCode: AMERICAS.join(","), lat: "", lng: "", formattedAddress: "" } });
  tags.push({ key: "online", label: t("listing.tag.online"), changes: { visio: "true" } });
  tags.push({ key: "weekend", label: t("listing.tag.weekend"), changes: dateOptionRange("this-weekend", now) });
  return tags.map((tag) => ({ ...tag, label: truncate(tag.label, TAG_LABEL_MAX) }));
}

type QuickTagsProps = { filters: ListingFilters; onSelect: (changes: ListingFilters) => void; userTopic?: { slug: string; name: string } };

export function QuickTags({ filters, onSelect, userTopic }: QuickTagsProps) {
  const t = useT();
  const { lang } = useIntl();
  const location = useLocation();
  const tags = quickTags({ lang, userTopic, now: new Date() }, t);
  return (
    <nav className="quick-tags" aria-label={t("listing.quickTags")}>
      <ul>
        {tags.map((tag) => (
          <li key={tag.key}>
            <Link
              to={listingHref(location.pathname, { ...filters, ...tag.changes }, 0)}
              onClick={(event) => {
                event.preventDefault();
                onSelect(tag.changes);
              }}
            >
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
