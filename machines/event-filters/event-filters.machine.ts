import { assign, setup } from "xstate";

/**
 * The listing filters as they stand in the URL, by URL key (docs/product.md §2 "Event list screen"); the keys
 * are the listing's (app/features/events/listing-filters.ts), which a pure machine does not import.
 */
export type ListingFilters = Partial<Record<string, string>>;

export const FILTER_DEBOUNCE_MS = 300;
export const USE_FILTERS_EVENT = "Front - Use filters";
export const NO_RESULTS_EVENT = "Front - Search with no results";

type Context = { filters: ListingFilters; page: number; pages: number; total: number };

export type EventFiltersEvent =
  | { type: "SET_FILTERS"; changes: ListingFilters }
  | { type: "GO_TO_PAGE"; page: number }
  /** `marked`: the URL already says results=false (the mark is not added, nor tracked, twice). */
  | { type: "LOADED"; filters: ListingFilters; page: number; pages: number; total: number; marked?: boolean }
  | { type: "FETCH_FAILED" }
  | { type: "RESET" };

/** What the screen does when the machine says so: change the URL (which refetches) or send analytics. */
export type NavigateParams = { filters: ListingFilters; page: number; noResults: boolean; replace: boolean };

function withoutEmpty(filters: ListingFilters): ListingFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ""));
}

/** Zero-based page clamped between the first and the last page (docs/product.md §4 "Pagination"). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(0, Math.trunc(page)), Math.max(0, pages - 1));
}

/**
 * The filter and pagination flow of the event listing. The URL is the state: the machine decides when
 * to navigate; the loader fetches. Changing a filter resets the page to 0 and navigates after 300 ms of
 * calm; zero results marks the URL with results=false; a failed fetch resets every filter.
 */
export const eventFiltersMachine = setup({
  types: {
    context: {} as Context,
    events: {} as EventFiltersEvent,
    input: {} as { filters: ListingFilters; page: number; pages: number; total: number },
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    track: (_, _params: { name: string }) => {},
    mergeFilters: assign(({ context, event }) =>
      event.type === "SET_FILTERS" ? { filters: withoutEmpty({ ...context.filters, ...event.changes }), page: 0 } : {},
    ),
  },
  guards: {
    noResultsWithFilters: ({ event }) => event.type === "LOADED" && event.total === 0 && !event.marked && Object.keys(withoutEmpty(event.filters)).length > 0,
  },
  delays: { debounce: FILTER_DEBOUNCE_MS },
}).createMachine({
  id: "eventFilters",
  context: ({ input }) => ({ ...input, filters: withoutEmpty(input.filters), page: clampPage(input.page, input.pages) }),
  initial: "idle",
  on: {
    FETCH_FAILED: {
      target: ".idle",
      actions: [assign({ filters: {}, page: 0 }), { type: "navigate", params: { filters: {}, page: 0, noResults: false, replace: true } }],
    },
    RESET: {
      target: ".idle",
      actions: [assign({ filters: {}, page: 0 }), { type: "navigate", params: { filters: {}, page: 0, noResults: false, replace: false } }],
    },
  },
  states: {
    idle: {
      on: {
        LOADED: [
          {
            guard: "noResultsWithFilters",
            actions: [
              assign(({ event }) => ({ filters: withoutEmpty(event.filters), page: 0, pages: event.pages, total: event.total })),
              { type: "navigate", params: ({ context }) => ({ filters: context.filters, page: 0, noResults: true, replace: true }) },
              { type: "track", params: { name: NO_RESULTS_EVENT } },
            ],
          },
          {
            actions: assign(({ event }) => ({
              filters: withoutEmpty(event.filters),
              page: clampPage(event.page, event.pages),
              pages: event.pages,
              total: event.total,
            })),
          },
        ],
        SET_FILTERS: { target: "debouncing", actions: "mergeFilters" },
        GO_TO_PAGE: {
          actions: [
            assign(({ context, event }) => ({ page: clampPage(event.page, context.pages) })),
            { type: "navigate", params: ({ context }) => ({ filters: context.filters, page: context.page, noResults: false, replace: false }) },
          ],
        },
      },
    },
    debouncing: {
      on: {
        SET_FILTERS: { target: "debouncing", reenter: true, actions: "mergeFilters" },
        // An older navigation finished while the visitor keeps typing: keep their pending filters.
        LOADED: { actions: assign(({ event }) => ({ pages: event.pages, total: event.total })) },
      },
      after: {
        debounce: {
          target: "idle",
          actions: [
            { type: "navigate", params: ({ context }) => ({ filters: context.filters, page: 0, noResults: false, replace: false }) },
            { type: "track", params: { name: USE_FILTERS_EVENT } },
          ],
        },
      },
    },
  },
});
