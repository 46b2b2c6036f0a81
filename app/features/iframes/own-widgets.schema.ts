import * as v from "valibot";
import { widgetFilterEntries } from "~/features/events/listing-filter-rules";
import { contrastRatio, HEX_COLOUR } from "~/lib/colour-contrast";
import { UserLines, UserText } from "~/lib/user-text.schema";
import { FrameOriginSchema, IframeJsonSchema, IframeRowSchema } from "./iframes.schema";

/** How many widgets one member may keep (docs/product.md §2 "/organize/widgets"). */
export const OWN_WIDGETS_MAX = 20;

/**
 * What a member's widget shows: the listing's own filters (GET /events), each optional. `loc` is a point
 * ("<longitude>,<latitude>": events around it, as the listing's place filter), `formattedAddress` its name for
 * the form. Checked again by GET /events' schema when the widget is shown.
 */
export const OwnWidgetFiltersSchema = v.object({
  ...widgetFilterEntries(),
  loc: v.optional(v.pipe(v.string(), v.regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/, 'must be "<longitude>,<latitude>"'))),
  formattedAddress: v.optional(UserText(300)),
  countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166 two-letter code"))),
});
export type OwnWidgetFilters = v.InferOutput<typeof OwnWidgetFiltersSchema>;

/**
 * The light colours a widget's links and buttons sit on (app/styles/themes.css: the page background, and the card
 * surfaces of the base and events themes), and white text on its buttons: a main colour must reach 4.5:1 (WCAG AA)
 * against each. own-widgets.schema.test.ts checks the list against the stylesheet.
 */
export const WIDGET_LIGHT_COLOURS = ["#ffffff", "#f6f4ef", "#eef3ff"] as const;
export const WIDGET_COLOUR_CONTRAST = 4.5;

/** A widget's own main colour: '#rrggbb', dark enough to read on every light colour of the widget. */
export const WidgetColourSchema = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.regex(HEX_COLOUR, 'must be a colour like "#1f4dd8"'),
  v.check(
    (colour) => WIDGET_LIGHT_COLOURS.every((light) => contrastRatio(colour, light) >= WIDGET_COLOUR_CONTRAST),
    "is too light to read on the widget (4.5:1)",
  ),
);

/**
 * POST /iframes and PUT /iframes/{id} (docs/product.md §7 "Widgets"): a widget of events a member builds for their
 * own site. Unlike an admin's, it has no name in URLs (its id is its address) and lists events only.
 */
export const OwnWidgetInputSchema = v.object({
  name: v.pipe(UserText(200), v.trim(), v.minLength(1, "must not be empty")),
  description: v.optional(UserLines(2000), ""),
  filters: v.optional(OwnWidgetFiltersSchema, () => ({})),
  layout: v.optional(IframeRowSchema.entries.layout, "card"),
  listType: v.optional(IframeRowSchema.entries.list_type, "grid"),
  theme: v.optional(v.picklist(["base", "events"]), "base"),
  primaryColor: v.optional(v.nullable(WidgetColourSchema), null),
  lang: v.optional(IframeRowSchema.entries.lang, "fr"),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)), 6),
  showPast: v.optional(v.boolean(), false),
  allowedOrigins: v.optional(v.pipe(v.array(FrameOriginSchema), v.maxLength(20)), () => []),
});
export type OwnWidgetInput = v.InferOutput<typeof OwnWidgetInputSchema>;

/** A member's widget as they read it back (GET /iframes/mine): the public settings and who may frame it. */
export const OwnWidgetSchema = v.object({ ...IframeJsonSchema.entries, allowedOrigins: v.array(FrameOriginSchema) });
export type OwnWidget = v.InferOutput<typeof OwnWidgetSchema>;

export const OwnWidgetListSchema = v.object({ data: v.array(OwnWidgetSchema) });
