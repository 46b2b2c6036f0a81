import { Suspense, useEffect, useMemo, useRef } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { ListingFilters } from "~/features/events/listing-filters";
import type { LocationSelection } from "#machines/location-picker/location-picker.machine";
import { Pagination } from "~/components/ui/pagination";
import { useSession } from "~/features/accounts/sessions/session-context";
import type { EventCardJson } from "~/features/events/card-json";
import { listingHref } from "~/features/events/listing-href";
import { listingTitle, type ListingHeading } from "~/features/events/listing-title";
import { useIntl, useT } from "~/i18n/intl";
import { analytics } from "~/lib/analytics";
import { lazyHydrated } from "~/lib/lazy-hydrated";
import { lazyReady } from "~/lib/lazy-ready";
import { useDeferredActor } from "~/lib/use-deferred-actor";
import { EmptyState } from "./empty-state";
import { EventList, LIST_TYPES, type ListType } from "./event-list";
import { FilterBar, type FilterOption } from "./filter-bar";
import { QuickTags } from "./quick-tags";
import { ListingSubscribe } from "./listing-subscribe";

// Rendered by the server, hydrated once its code has loaded: it is not needed to read the results.
const LocationPicker = lazyReady(() => import("~/features/places/components/location-picker").then((module) => module.LocationPicker));
// Below the results, hydrated once its code has loaded: until then its form posts to the API (newsletter-hero.tsx).
const NewsletterHero = lazyHydrated(() => import("~/features/newsletter/components/newsletter-hero").then((module) => module.NewsletterHero));

type Listing = {
  events: EventCardJson[];
  total: number;
  /** More events match than `total` (the count stops at a cap, docs/decisions/015). */
  totalCapped: boolean;
  pages: number;
  page: number;
  filters: ListingFilters;
  failed: boolean;
  types: FilterOption[];
  topics: FilterOption[];
  heading: ListingHeading;
  now: string;
  /** The query of this listing's feeds (listing-feed-search.ts). */
  feedSearch: string;
};

/** The place filters of a location picker choice: a point, a country, online, or nothing. */
function placeFilters(selected: LocationSelection | null): ListingFilters {
  const none = { lat: "", lng: "", formattedAddress: "", countryCode: "" };
  if (!selected) return none;
  if ("visio" in selected && selected.visio === true) return { ...none, visio: "true" };
  const place = selected as Exclude<LocationSelection, { visio: true }>;
  if (place.types?.includes("country") && place.countryCode) return { ...none, countryCode: place.countryCode, formattedAddress: place.formattedAddress ?? "" };
  return { ...none, lat: String(place.lat ?? ""), lng: String(place.lng ?? ""), formattedAddress: place.formattedAddress ?? "", visio: "" };
}

/** The event listing: filters, quick searches, result count, list, pagination, empty state, newsletter. */
type ListingScreenProps = {
  listing: Listing;
  fixed: { topic: boolean; type: boolean };
  apiBase: string;
  /** The events the member attends: 'Je participe' on their cards, known after hydration. */
  registeredIds: ReadonlySet<string>;
};

export function EventListingScreen({ listing, fixed, apiBase, registeredIds }: ListingScreenProps) {
  const t = useT();
  const { intl } = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Known after hydration only: the page itself is the same for everyone (cacheable).
  const { user } = useSession();
  const userTopic = user?.topic ? listing.topics.find((topic) => topic.slug === user.topic) : undefined;
  const view: ListType = LIST_TYPES.find((type) => type === search.get("view")) ?? "grid";

  const { snapshot, send } = useDeferredActor(async () => {
    const [{ createActor }, { eventFiltersMachine }] = await Promise.all([import("xstate"), import("#machines/event-filters/event-filters.machine")]);
    const machine = eventFiltersMachine.provide({
      actions: {
        // Runs in the browser only (after a debounce or a click): the current URL keeps its path and view.
        navigate: (_, { filters, page, noResults, replace }) => {
          const current = new URL(window.location.href);
          const href = listingHref(current.pathname, filters, page, noResults);
          const currentView = current.searchParams.get("view");
          const withView = currentView ? `${href}${href.includes("?") ? "&" : "?"}view=${currentView}` : href;
          void navigate(withView, { replace, preventScrollReset: true, state: { keepScroll: true } });
        },
        track: (_, { name }) => analytics().track(name),
      },
    });
    return createActor(machine, { input: { filters: listing.filters, page: listing.page, pages: listing.pages, total: listing.total } });
  }, "idle");

  useEffect(() => {
    const marked = search.get("results") === "false";
    send(
      listing.failed
        ? { type: "FETCH_FAILED" }
        : { type: "LOADED", filters: listing.filters, page: listing.page, pages: listing.pages, total: listing.total, marked },
    );
  }, [listing, search, send]);

  // After a click in the pager, the new page's results come into view and their heading takes the focus,
  // so screen readers start reading there (the pager itself stays where it was, below).
  const toolbar = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    toolbar.current?.scrollIntoView({ block: "start" });
    results.current?.focus({ preventScroll: true });
  }, [listing.page]);

  // Stable while the data is: the list of cards (memo) is not rendered again when only the filters move.
  const now = useMemo(() => new Date(listing.now), [listing.now]);
  // Before the machine runs, the filters are the loader's (the URL's).
  const filters = snapshot?.context.filters ?? listing.filters;
  const change = (changes: ListingFilters) => send({ type: "SET_FILTERS", changes });
  const reset = () => send({ type: "RESET" });
  const selected: LocationSelection | null =
    filters.lat && filters.lng ? { lat: Number(filters.lat), lng: Number(filters.lng), formattedAddress: filters.formattedAddress } : null;

  return (
    <div className="container container--wide">
      <header className="page-head">
        <h1>{listingTitle(intl, listing.heading)}</h1>
        <p>{t("events.lead")}</p>
      </header>
      <FilterBar
        filters={filters}
        onChange={change}
        onReset={reset}
        types={listing.types}
        topics={listing.topics}
        fixed={fixed}
        place={
          <Suspense
            fallback={
              <div className="location-picker">
                <input id="filter-place" type="text" disabled placeholder={t("location.placeholder")} />
              </div>
            }
          >
            <LocationPicker
              key={`${filters.lat}:${filters.lng}:${user?.address?.formattedAddress ?? ""}`}
              id="filter-place"
              apiBase={apiBase}
              selected={selected}
              userAddress={user?.address}
              onChange={(choice) => change(placeFilters(choice))}
            />
          </Suspense>
        }
      />
      <QuickTags filters={filters} onSelect={change} userTopic={userTopic} />
      <div className="listing-toolbar" ref={toolbar}>
        <p className="result-count" role="status">
          {t(listing.totalCapped ? "events.countMore" : "events.count", { count: listing.total })}
        </p>
        <ViewSwitch current={view} />
      </div>
      {listing.events.length === 0 ? (
        <EmptyState onReset={reset} />
      ) : (
        <>
          {/* Card titles are h3: the results get their h2, so no heading level is skipped. */}
          <h2 className="visually-hidden" ref={results} tabIndex={-1}>
            {t("listing.results")}
          </h2>
          <EventList events={listing.events} listType={view} now={now} registeredIds={registeredIds} />
        </>
      )}
      <Pagination
        page={listing.page}
        total={listing.pages}
        onSelect={(page) => {
          paged.current = true;
          send({ type: "GO_TO_PAGE", page });
        }}
      />
      <ListingSubscribe feedSearch={listing.feedSearch} />
      <Suspense>
        <NewsletterHero apiBase={apiBase} />
      </Suspense>
    </div>
  );
}

function ViewSwitch({ current }: { current: ListType }) {
  const t = useT();
  const location = useLocation();
  const href = (view: ListType) => {
    const params = new URLSearchParams(location.search);
    if (view === "grid") params.delete("view");
    else params.set("view", view);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav aria-label={t("listing.view")}>
      <ul className="view-switch">
        {LIST_TYPES.map((view) => (
          <li key={view}>
            <Link to={href(view)} aria-current={view === current ? "true" : undefined} preventScrollReset state={{ keepScroll: true }}>
              {t(`listing.view.${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
