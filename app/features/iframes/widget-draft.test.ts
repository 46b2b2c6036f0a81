import { expect, test } from "vitest";
import * as v from "valibot";
import { OwnWidgetInputSchema, type OwnWidget } from "./own-widgets.schema";
import { draftOf, inputOf, newWidgetDraft, WIDGET_CHOICES } from "./widget-draft";

const saved = (filters: OwnWidget["filters"]): OwnWidget => ({
  _id: "w1",
  slug: null,
  kind: "events",
  name: "Agenda",
  description: "",
  filters,
  layout: "card",
  listType: "grid",
  theme: "base",
  primaryColor: null,
  lang: "fr",
  pageSize: 6,
  showPast: false,
  partners: [],
  allowedOrigins: [],
});

test("the widget builder offers the listing's choices that a widget keeps (format, step-free access, language), not its slugs", () => {
  expect(WIDGET_CHOICES).toEqual(expect.arrayContaining(["visio", "stepFree", "eventLang"]));
  expect(WIDGET_CHOICES).not.toContain("topic");
  expect(WIDGET_CHOICES).not.toContain("makesense");
});

test("a widget's choices go from the form to its saved filters and back", () => {
  const draft = { ...newWidgetDraft("fr"), name: "Agenda", topic: "climat", choices: { visio: "false", stepFree: "true", eventLang: "en" } };
  const input = inputOf(draft);
  expect(input.filters).toEqual({ topic: "climat", visio: false, stepFree: true, eventLang: "en" });
  expect(v.parse(OwnWidgetInputSchema, input).filters).toEqual(input.filters);
  expect(draftOf(saved(input.filters)).choices).toEqual({ visio: "false", stepFree: "true", eventLang: "en" });
});

test("online only drops the in-person choices and the place", () => {
  const draft = {
    ...newWidgetDraft("fr"),
    name: "En ligne",
    choices: { visio: "true", stepFree: "true" },
    place: { countryCode: "FR", formattedAddress: "France" },
  };
  expect(inputOf(draft).filters).toEqual({ visio: true });
});

test("a widget's filters refuse what GET /events would: a pillar is not among them", () => {
  expect(v.safeParse(OwnWidgetInputSchema, { name: "x", filters: { visio: "yes" } }).success).toBe(false);
  expect(v.parse(OwnWidgetInputSchema, { name: "x", filters: { pillar: "agir" } }).filters).toEqual({});
});
