import { assign, cancel, fromPromise, raise, setup } from "xstate";

/** "Online" instead of a place. */
export type OnlineSelection = { visio: true };
/** A place value (docs/product.md §3): what the gazetteer or the places service answers. */
export type Place = {
  formattedAddress?: string;
  city?: string;
  country?: string;
  countryCode?: string;
  placeId?: string;
  region?: string;
  zipCode?: string;
  lat?: number;
  lng?: number;
  name?: string;
  types?: string[];
  visio?: boolean;
};

export type LocationSelection = Place | OnlineSelection;

/** docs/product.md §9: location debounce 300 ms; the panel closes 200 ms after blur. */
export const LOCATION_DEBOUNCE_MS = 300;
export const BLUR_CLOSE_MS = 200;

/** docs/product.md §9: Paris and Lyon, France (as the local gazetteer answers them), then the user's address. */
export const DEFAULT_SUGGESTIONS: readonly Place[] = [
  {
    placeId: "gz:100075056",
    name: "Paris",
    formattedAddress: "Paris, France",
    city: "Paris",
    region: "Île-de-France",
    zipCode: "75001",
    country: "France",
    countryCode: "FR",
    lat: 48.8534,
    lng: 2.3488,
    types: ["locality"],
  },
  {
    placeId: "gz:100069123",
    name: "Lyon",
    formattedAddress: "Lyon, France",
    city: "Lyon",
    region: "Auvergne-Rhône-Alpes",
    zipCode: "69001",
    country: "France",
    countryCode: "FR",
    lat: 45.7485,
    lng: 4.8467,
    types: ["locality"],
  },
];

export type LocationPickerInput = { selected?: LocationSelection | null; userAddress?: Place | null };

type LocationPickerContext = {
  query: string;
  /** What the panel lists: default suggestions, or the predictions for `query`. */
  predictions: Place[];
  /** Option highlighted by the arrow keys; -1 for none. */
  activeIndex: number;
  selected: LocationSelection | null;
  userAddress: Place | null;
};

export type LocationPickerEvent =
  | { type: "FOCUS" }
  | { type: "OPEN" }
  | { type: "TYPE"; query: string }
  | { type: "SELECT"; place: Place }
  | { type: "SELECT_ONLINE" }
  | { type: "CLEAR" }
  | { type: "BLUR" }
  | { type: "CLOSE" }
  | { type: "KEY_DOWN" }
  | { type: "KEY_UP" }
  | { type: "ESCAPE" };

const BLUR_TIMER = "closeAfterBlur";

function defaultSuggestions(userAddress: Place | null): Place[] {
  const own = userAddress && !DEFAULT_SUGGESTIONS.some((place) => place.placeId && place.placeId === userAddress.placeId);
  return own ? [...DEFAULT_SUGGESTIONS, userAddress] : [...DEFAULT_SUGGESTIONS];
}

const hasCoordinates = (place: Place) => typeof place.lat === "number" && typeof place.lng === "number";

/**
 * The location picker (docs/product.md §4 "Other"): closed, or open with default suggestions or predictions; the
 * selection is a place or online. Predictions and details come from the named actors `fetchPredictions`
 * and `fetchDetails`; every change of the selection runs the named action `onChange`.
 */
export const locationPickerMachine = setup({
  types: {
    context: {} as LocationPickerContext,
    events: {} as LocationPickerEvent,
    input: {} as LocationPickerInput,
  },
  actors: {
    fetchPredictions: fromPromise<Place[], { query: string }>(async () => {
      throw new Error("provide the fetchPredictions actor");
    }),
    fetchDetails: fromPromise<Place, { place: Place }>(async () => {
      throw new Error("provide the fetchDetails actor");
    }),
  },
  actions: {
    onChange: (_, _params: { selected: LocationSelection | null }) => {},
    showDefaults: assign(({ context }) => ({ predictions: defaultSuggestions(context.userAddress), activeIndex: -1 })),
    setQuery: assign(({ event }) => ({ query: event.type === "TYPE" ? event.query : "" })),
    setPredictions: assign((_, params: { predictions: Place[] }) => ({ predictions: params.predictions, activeIndex: -1 })),
    select: assign((_, params: { selected: LocationSelection | null }) => ({ selected: params.selected, query: "", activeIndex: -1 })),
    moveDown: assign(({ context }) => ({ activeIndex: (context.activeIndex + 1) % context.predictions.length })),
    moveUp: assign(({ context }) => ({
      activeIndex: (context.activeIndex <= 0 ? context.predictions.length : context.activeIndex) - 1,
    })),
    scheduleClose: raise({ type: "CLOSE" }, { delay: BLUR_CLOSE_MS, id: BLUR_TIMER }),
    cancelClose: cancel(BLUR_TIMER),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim() !== "",
    isBlankQuery: ({ event }) => event.type === "TYPE" && event.query.trim() === "",
    hasCoordinates: ({ event }) => event.type === "SELECT" && hasCoordinates(event.place),
    hasOptions: ({ context }) => context.predictions.length > 0,
    isNotEmpty: (_, params: { places: Place[] }) => params.places.length > 0,
  },
  delays: { debounce: LOCATION_DEBOUNCE_MS },
}).createMachine({
  id: "locationPicker",
  context: ({ input }) => ({
    query: "",
    predictions: [],
    activeIndex: -1,
    selected: input.selected ?? null,
    userAddress: input.userAddress ?? null,
  }),
  initial: "closed",
  on: {
    SELECT_ONLINE: {
      target: ".closed",
      actions: [
        { type: "select", params: { selected: { visio: true } } },
        { type: "onChange", params: { selected: { visio: true } } },
      ],
    },
    CLEAR: {
      target: ".closed",
      actions: [
        { type: "select", params: { selected: null } },
        { type: "onChange", params: { selected: null } },
      ],
    },
  },
  states: {
    closed: {
      on: {
        FOCUS: [{ guard: "hasQuery", target: "open.loading" }, { target: "open.idle" }],
        OPEN: [{ guard: "hasQuery", target: "open.loading" }, { target: "open.idle" }],
        KEY_DOWN: { target: "open.idle" },
      },
    },
    open: {
      initial: "idle",
      exit: "cancelClose",
      on: {
        TYPE: [
          { guard: "isBlankQuery", target: ".idle", actions: "setQuery" },
          { target: ".debouncing", actions: "setQuery" },
        ],
        SELECT: [
          {
            guard: "hasCoordinates",
            target: "closed",
            actions: [
              { type: "select", params: ({ event }) => ({ selected: event.place }) },
              { type: "onChange", params: ({ event }) => ({ selected: event.place }) },
            ],
          },
          { target: ".resolving" },
        ],
        CLEAR: {
          target: ".idle",
          actions: [
            { type: "select", params: { selected: null } },
            { type: "onChange", params: { selected: null } },
          ],
        },
        KEY_DOWN: { guard: "hasOptions", actions: "moveDown" },
        KEY_UP: { guard: "hasOptions", actions: "moveUp" },
        BLUR: { actions: ["cancelClose", "scheduleClose"] },
        FOCUS: { actions: "cancelClose" },
        OPEN: { actions: "cancelClose" },
        CLOSE: { target: "closed" },
        ESCAPE: { target: "closed" },
      },
      states: {
        idle: { entry: "showDefaults" },
        debouncing: { after: { debounce: "loading" } },
        loading: {
          invoke: {
            src: "fetchPredictions",
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: [
              {
                guard: { type: "isNotEmpty", params: ({ event }) => ({ places: event.output }) },
                target: "results",
                actions: { type: "setPredictions", params: ({ event }) => ({ predictions: event.output }) },
              },
              { target: "noResults", actions: { type: "setPredictions", params: { predictions: [] } } },
            ],
            // The suggestions of an earlier query do not stay next to the error.
            onError: { target: "failed", actions: { type: "setPredictions", params: { predictions: [] } } },
          },
        },
        results: {},
        /** Nothing matches: the panel says 'Pas de résultats'. */
        noResults: {},
        failed: {},
        /** A prediction without coordinates was chosen: its details complete it. */
        resolving: {
          invoke: {
            src: "fetchDetails",
            input: ({ event }) => ({ place: event.type === "SELECT" ? event.place : {} }),
            onDone: {
              target: "#locationPicker.closed",
              actions: [
                { type: "select", params: ({ event }) => ({ selected: event.output }) },
                { type: "onChange", params: ({ event }) => ({ selected: event.output }) },
              ],
            },
            onError: { target: "failed" },
          },
        },
      },
    },
  },
});
