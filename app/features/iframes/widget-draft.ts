import * as v from "valibot";
import { LISTING_FILTER_RULES, type ListingFilterKey } from "~/features/events/listing-filter-rules";
import { LISTING_FILTERS } from "~/features/events/listing-filters";
import type { Lang } from "~/i18n/locale";
import { WidgetColourSchema, type OwnWidget, type OwnWidgetInput } from "./own-widgets.schema";

/** The listing filters a widget offers as a choice among fixed values, in the table's order. */
export const WIDGET_CHOICES = (Object.keys(LISTING_FILTERS) as ListingFilterKey[]).filter(
  (key) => LISTING_FILTERS[key].control !== undefined && "widget" in LISTING_FILTER_RULES[key],
);

/** A place the widget's events are around (the listing's place filter), or a whole country. */
export type DraftPlace = { loc: string; formattedAddress: string } | { countryCode: string; formattedAddress: string };

/** The widget builder's form, as its fields hold it (docs/product.md §2 "/organize/widgets"). */
export type WidgetDraft = {
  name: string;
  description: string;
  lang: Lang;
  topic: string;
  type: string;
  /** A member's id (the builder offers the member's own: 'only the events I organize'), or ''. */
  organizer: string;
  /**
   * The listing's choices a widget keeps (listing-filters.ts: a control and a widget rule), as the controls hold
   * them: `visio` '' for both, 'true' online only, 'false' in person only; `stepFree` 'true' or ''.
   */
  choices: Partial<Record<ListingFilterKey, string>>;
  place: DraftPlace | null;
  showPast: boolean;
  pageSize: string;
  layout: OwnWidgetInput["layout"];
  listType: OwnWidgetInput["listType"];
  theme: OwnWidgetInput["theme"];
  /** Whether `colour` replaces the theme's main colour. */
  ownColour: boolean;
  /** '#rrggbb', as the colour input holds it. */
  colour: string;
  allowedOrigins: string[];
};

/** The colour input's first value: the base theme's main colour (app/styles/themes.css). */
const FIRST_COLOUR = "#1f4dd8";

export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 24;

export function newWidgetDraft(lang: Lang): WidgetDraft {
  return {
    name: "",
    description: "",
    lang,
    topic: "",
    type: "",
    organizer: "",
    choices: {},
    place: null,
    showPast: false,
    pageSize: "6",
    layout: "card",
    listType: "grid",
    theme: "base",
    ownColour: false,
    colour: FIRST_COLOUR,
    allowedOrigins: [],
  };
}

/** The form of a saved widget. */
export function draftOf(widget: OwnWidget): WidgetDraft {
  const filters = widget.filters;
  const text = (key: string) => (typeof filters[key] === "string" ? String(filters[key]) : "");
  const place: DraftPlace | null = text("loc")
    ? { loc: text("loc"), formattedAddress: text("formattedAddress") }
    : text("countryCode")
      ? { countryCode: text("countryCode"), formattedAddress: text("formattedAddress") }
      : null;
  return {
    name: widget.name,
    description: widget.description,
    lang: widget.lang,
    topic: text("topic"),
    type: text("type"),
    organizer: text("organizer"),
    choices: Object.fromEntries(WIDGET_CHOICES.flatMap((key) => (filters[key] === undefined ? [] : [[key, String(filters[key])]]))),
    place,
    showPast: widget.showPast,
    pageSize: String(widget.pageSize),
    layout: widget.layout,
    listType: widget.listType,
    theme: widget.theme === "events" ? "events" : "base",
    ownColour: widget.primaryColor !== null,
    colour: widget.primaryColor ?? FIRST_COLOUR,
    allowedOrigins: widget.allowedOrigins,
  };
}

/** What the builder's checks refuse before sending, by field: a message id. */
type DraftError = "form.required" | "form.number" | "form.min" | "form.max" | "organize.widgets.colourTooLight";

export function draftErrors(draft: WidgetDraft): Partial<Record<"name" | "pageSize" | "colour", DraftError>> {
  const errors: Partial<Record<"name" | "pageSize" | "colour", DraftError>> = {};
  if (draft.ownColour && !v.is(WidgetColourSchema, draft.colour)) errors.colour = "organize.widgets.colourTooLight";
  if (draft.name.trim() === "") errors.name = "form.required";
  const size = Number(draft.pageSize);
  if (draft.pageSize.trim() === "") errors.pageSize = "form.required";
  else if (!Number.isInteger(size)) errors.pageSize = "form.number";
  else if (size < PAGE_SIZE_MIN) errors.pageSize = "form.min";
  else if (size > PAGE_SIZE_MAX) errors.pageSize = "form.max";
  return errors;
}

/** The body of POST /iframes and PUT /iframes/{id} (and of the preview) for a draft. */
export function inputOf(draft: WidgetDraft): OwnWidgetInput {
  const filters: OwnWidgetInput["filters"] = {};
  if (draft.topic) filters.topic = draft.topic;
  if (draft.type) filters.type = draft.type;
  if (draft.organizer) filters.organizer = draft.organizer;
  const online = draft.choices.visio === "true";
  for (const key of WIDGET_CHOICES) {
    const text = draft.choices[key];
    // A choice's JSON value is its GET /events value parsed (a widget is shown through GET /events).
    if (text && !(online && LISTING_FILTERS[key].inPerson)) Object.assign(filters, { [key]: v.parse(LISTING_FILTER_RULES[key].query, text) });
  }
  if (draft.place && !online) {
    if ("loc" in draft.place) filters.loc = draft.place.loc;
    else filters.countryCode = draft.place.countryCode;
    if (draft.place.formattedAddress) filters.formattedAddress = draft.place.formattedAddress;
  }
  const size = Number(draft.pageSize);
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    filters,
    layout: draft.layout,
    listType: draft.listType,
    theme: draft.theme,
    // A colour too light to read is refused by the form; the preview meanwhile shows the theme's.
    primaryColor: draft.ownColour && v.is(WidgetColourSchema, draft.colour) ? draft.colour.toLowerCase() : null,
    lang: draft.lang,
    pageSize: Number.isInteger(size) ? Math.min(Math.max(size, PAGE_SIZE_MIN), PAGE_SIZE_MAX) : 6,
    showPast: draft.showPast,
    allowedOrigins: draft.allowedOrigins,
  };
}
