import { expect, test } from "vitest";
import { blankDraft } from "#machines/event-form/event-form.harness";
import type { EventDraft } from "#machines/event-form/event-form.types";
import { checkDraft, draftToBody, mainLang } from "./draft-input";
import { inputToDraft } from "./editable-event";
import { submitFailure } from "./submit-failure";
import { ApiError } from "~/lib/api-client";

const paris = { formattedAddress: "Paris, France", city: "Paris", countryCode: "FR", placeId: "gz:100075056" };

function complete(): EventDraft {
  return {
    ...blankDraft(),
    texts: {
      fr: { title: "Atelier vélo", description: "<p>Réparer <b>ensemble</b></p>" },
      en: { title: "Bike workshop", description: "" },
      es: { title: "", description: "" },
    },
    type: "atelier",
    topic: "mobilite",
    start: "2026-12-01T18:30",
    end: "2026-12-01T20:00",
    address: paris,
  };
}

test("an empty submit names every required field, in the order of the form, with the §5 texts", () => {
  const check = checkDraft(blankDraft());
  expect(check.ok).toBe(false);
  if (check.ok) return;
  expect(check.errors).toEqual({
    "texts.fr.title": "form.required",
    type: "form.required",
    topic: "form.required",
    start: "form.required",
    end: "form.required",
    address: "form.required",
  });
});

test("a complete draft becomes the API body: written languages only, dates with their offset", () => {
  const body = draftToBody(complete());
  expect(Object.keys(body.texts)).toEqual(["fr", "en"]);
  expect(body.startDate).toBe("2026-12-01T18:30:00+01:00");
  expect(body.address).toEqual(paris);
  expect(checkDraft(complete()).ok).toBe(true);
});

test("rules between fields show with the others: end before start, online without a link, a cover without its text", () => {
  const check = checkDraft({
    ...complete(),
    end: "2026-12-01T17:00",
    online: true,
    visioUrl: "",
    cover: "/uploads/users/u1/0123456789abcdef0123456789abcdef.png",
    topic: "",
  });
  expect(check.ok).toBe(false);
  if (check.ok) return;
  expect(check.errors).toEqual({ topic: "form.required", end: "form.endBeforeStart", visioUrl: "form.required", coverAltText: "form.required" });
});

test("a title missing in a written language, a capacity below zero and a bad link are named", () => {
  const draft = complete();
  const check = checkDraft({
    ...draft,
    texts: { ...draft.texts, es: { title: "", description: "<p>Hola</p>" } },
    maxAttendees: "-1",
    registerExternal: true,
    externalUrl: "ftp://x",
  });
  expect(check.ok).toBe(false);
  if (check.ok) return;
  expect(check.errors).toEqual({ "texts.es.title": "form.required", maxAttendees: "form.min", externalUrl: "form.url" });
});

test("the main language is the chosen one when written, else the first written one", () => {
  expect(mainLang({ ...complete(), lang: "en" })).toBe("en");
  expect(mainLang({ ...complete(), lang: "es" })).toBe("fr");
});

test("an edited event reads back as the draft it was written from; a copy has no dates", () => {
  const body = draftToBody(complete());
  const input = {
    ...body,
    type: "atelier",
    topic: "mobilite",
    pillar: "",
    maxAttendees: 0,
    visioUrl: "",
    externalUrl: "",
    cover: "",
    coverAltText: "",
    color: "",
    accessibilityNote: "",
    questions: [],
  };
  expect(inputToDraft(input)).toEqual({ ...complete(), texts: { ...complete().texts } });
  const copy = inputToDraft(input, { withoutDates: true });
  expect([copy.start, copy.end, copy.texts.fr.title]).toEqual(["", "", "Atelier vélo"]);
});

test("API failures become messages, and a field the API names is marked", () => {
  expect(submitFailure(new ApiError(403, "forbidden", "no"), "fr")).toEqual({ message: "organize.form.error.forbidden", errors: {} });
  expect(submitFailure(new ApiError(400, "capacity_below_attendees", 'Invalid field "maxAttendees": below'), "fr").errors).toEqual({
    maxAttendees: "organize.form.error.capacity",
  });
  expect(submitFailure(new ApiError(400, "unknown_taxonomy", 'Invalid field "topic": no topic'), "fr").errors).toEqual({ topic: "form.choice" });
  expect(submitFailure(new TypeError("offline"), "fr").message).toBe("organize.form.error.network");
});

test("a save with two problems tells both: the two-tab conflict as the message, the capacity on its field", () => {
  const both = new ApiError(412, "edited_elsewhere", 'The event changed. Also: Invalid field "maxAttendees": it is below the attendees.');
  expect(submitFailure(both, "fr")).toEqual({ message: "organize.form.error.editedElsewhere", errors: { maxAttendees: "organize.form.error.capacity" } });
  expect(submitFailure(new ApiError(412, "edited_elsewhere", "The event changed."), "fr")).toEqual({
    message: "organize.form.error.editedElsewhere",
    errors: {},
  });
});

test("a new event must start in the future; an edit keeps the dates of an event already past", () => {
  const now = new Date("2026-12-02T10:00:00Z");
  const check = checkDraft(complete(), { creating: true, now });
  expect(check).toEqual({ ok: false, errors: { start: "form.startPast" } });
  expect(checkDraft(complete(), { creating: false, now }).ok).toBe(true);
  expect(checkDraft(complete(), { creating: true, now: new Date("2026-11-30T10:00:00Z") }).ok).toBe(true);
});

test("more than ten tags is named as such, not as a text too long", () => {
  const check = checkDraft({ ...complete(), tags: Array.from({ length: 12 }, (_, i) => `tag${i}`) });
  expect(check).toEqual({ ok: false, errors: { tags: "form.tagsMax" } });
});

test("accessibility: the boxes ticked and the note go in the body; an online event sends only sign language; an empty note is none", () => {
  const draft = { ...complete(), accessibility: ["stepFree", "signLanguage"], accessibilityNote: "  " };
  expect(draftToBody(draft)).toMatchObject({ accessibility: ["stepFree", "signLanguage"], accessibilityNote: null });
  const online = { ...draft, online: true, visioUrl: "https://visio.exemple.org/salle", accessibilityNote: "Sous-titres en direct." };
  expect(draftToBody(online)).toMatchObject({ accessibility: ["signLanguage"], accessibilityNote: "Sous-titres en direct." });
  const check = checkDraft({ ...complete(), accessibility: ["stepFree", "ramp"], accessibilityNote: "x".repeat(501) });
  expect(check.ok ? {} : check.errors).toEqual({ accessibility: "form.choice", accessibilityNote: "form.tooLong" });
});

test("a new event that repeats sends its series, checked with the API's rule; an edit never starts one", () => {
  const now = new Date("2026-11-30T10:00:00Z");
  const weekly: EventDraft = { ...complete(), repeat: "monthly", repeatMonthlyBy: "weekday", repeatCount: "6" };
  const check = checkDraft(weekly, { creating: true, now });
  expect(check.ok && check.body).toMatchObject({ recurrence: { frequency: "monthly", monthlyBy: "weekday", count: 6, except: [] } });
  expect(checkDraft({ ...weekly, repeatCount: "53" }, { creating: true, now })).toEqual({ ok: false, errors: { repeatCount: "form.max" } });
  expect(checkDraft({ ...weekly, repeatCount: "" }, { creating: true, now })).toEqual({ ok: false, errors: { repeatCount: "form.number" } });
  // Other problems are named with it, in the order of the form.
  expect(checkDraft({ ...weekly, type: "", repeatCount: "1" }, { creating: true, now })).toEqual({
    ok: false,
    errors: { type: "form.required", repeatCount: "form.min" },
  });
  const edited = checkDraft(weekly, { creating: false, now });
  expect(edited.ok && edited.body).not.toHaveProperty("recurrence");
});
