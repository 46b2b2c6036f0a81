import { expect, test } from "vitest";
import { waitFor } from "xstate";
import { GENERIC_FAILURE } from "./event-form.machine";
import { blankDraft, startForm } from "./event-form.harness";

test("a new form starts on the event step, or on the step it was reloaded on", () => {
  expect(startForm().actor.getSnapshot().matches({ editing: "event" })).toBe(true);
  const { actor } = startForm({ step: "style" });
  expect(actor.getSnapshot().matches({ editing: "style" })).toBe(true);
  expect(actor.getSnapshot().context.step).toBe("style");
});

test("next and previous walk the five steps and stop at both ends", () => {
  const { actor } = startForm();
  actor.send({ type: "PREVIOUS" });
  expect(actor.getSnapshot().matches({ editing: "event" })).toBe(true);
  for (const step of ["settings", "questions", "style", "emails", "emails"] as const) {
    actor.send({ type: "NEXT" });
    expect(actor.getSnapshot().matches({ editing: step })).toBe(true);
  }
  actor.send({ type: "PREVIOUS" });
  expect(actor.getSnapshot().matches({ editing: "style" })).toBe(true);
  actor.send({ type: "GO_TO", step: "event" });
  expect(actor.getSnapshot().context.step).toBe("event");
});

test("every change updates the draft and is kept through persistDraft with the new values", () => {
  const { actor, calls } = startForm();
  actor.send({ type: "CHANGE_TEXT", lang: "en", field: "title", value: "Bike workshop" });
  actor.send({ type: "CHANGE", patch: { tags: ["vélo"], online: true } });
  const draft = actor.getSnapshot().context.draft;
  expect(draft.texts.en.title).toBe("Bike workshop");
  expect(draft.texts.fr.title).toBe("");
  expect(draft.tags).toEqual(["vélo"]);
  const stored = calls.filter(([name]) => name === "persistDraft").map(([, params]) => params);
  expect(stored).toHaveLength(2);
  expect(stored[1]).toMatchObject({ mode: "create", draft: { online: true, texts: { en: { title: "Bike workshop" } } } });
});

test("the language tab changes without touching the draft", () => {
  const { actor, calls } = startForm();
  actor.send({ type: "SHOW_LANG", lang: "es" });
  expect(actor.getSnapshot().context.tab).toBe("es");
  expect(calls).toEqual([]);
});

test("an invalid submit goes back to the step and language of the first error, asking for focus", async () => {
  const { actor, calls } = startForm({
    step: "emails",
    check: () => ({ ok: false, errors: { "texts.en.title": "form.required", start: "form.required", coverAltText: "form.required" } }),
  });
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("editing"));
  const { context } = actor.getSnapshot();
  expect(actor.getSnapshot().matches({ editing: "event" })).toBe(true);
  expect(context.tab).toBe("en");
  expect(context.firstInvalid).toBe("texts.en.title");
  expect(context.focusRequest).toBe(1);
  expect(context.errors.start).toBe("form.required");
  expect(calls.map(([name]) => name)).toEqual(["validate"]);
});

test("a series' count out of range sends the form back to the settings step, where it is asked", async () => {
  const { actor } = startForm({ step: "emails", check: () => ({ ok: false, errors: { repeatCount: "form.max" } }) });
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("editing"));
  expect(actor.getSnapshot().matches({ editing: "settings" })).toBe(true);
  expect(actor.getSnapshot().context.firstInvalid).toBe("repeatCount");
});

test("a valid submit sends the checked body, then shows the saved event and clears the draft", async () => {
  const { actor, calls } = startForm({ check: () => ({ ok: true, body: { title: "checked" } }) });
  actor.send({ type: "SUBMIT" });
  expect(actor.getSnapshot().can({ type: "SUBMIT" })).toBe(false);
  await waitFor(actor, (snapshot) => snapshot.matches("published"));
  expect(actor.getSnapshot().context.saved).toEqual({ _id: "e1", slug: "atelier-velo" });
  expect(calls).toEqual([
    ["validate", blankDraft()],
    ["submit", { body: { title: "checked" }, mode: "create" }],
    ["clearDraft", { mode: "create" }],
  ]);
});

test("an API failure keeps the draft, shows its message and the fields it names, and can be sent again", async () => {
  let fail = true;
  const { actor } = startForm({
    step: "emails",
    submit: () => (fail ? { message: "organize.form.error.capacity", errors: { maxAttendees: "organize.form.error.capacity" } } : { _id: "e2", slug: "copie" }),
  });
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("failed"));
  const { context } = actor.getSnapshot();
  expect(context.failure).toBe("organize.form.error.capacity");
  expect(context.errors).toEqual({ maxAttendees: "organize.form.error.capacity" });
  expect(context.step).toBe("settings");
  actor.send({ type: "CHANGE", patch: { maxAttendees: "40" } });
  expect(actor.getSnapshot().matches("failed")).toBe(true);
  fail = false;
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("published"));
  expect(actor.getSnapshot().context.failure).toBeNull();
});

test("a failure the UI cannot explain becomes the generic message; steps still move from there", async () => {
  const { actor } = startForm({ submit: () => new Error("boom") });
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("failed"));
  expect(actor.getSnapshot().context.failure).toBe(GENERIC_FAILURE);
  actor.send({ type: "NEXT" });
  expect(actor.getSnapshot().matches({ editing: "settings" })).toBe(true);
});

test("a rejection shaped like a failure but without field errors is the generic message, not a crash", async () => {
  const { actor } = startForm({ submit: () => Object.assign(new Error("odd"), { errors: null }) });
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("failed"));
  expect(actor.getSnapshot().context.failure).toBe(GENERIC_FAILURE);
});

test("after publishing, starting over gives an empty form on the first step", async () => {
  const { actor } = startForm({ step: "emails" });
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("published"));
  expect(actor.getSnapshot().can({ type: "SUBMIT" })).toBe(false);
  actor.send({ type: "START_OVER", draft: blankDraft() });
  expect(actor.getSnapshot().matches({ editing: "event" })).toBe(true);
  expect(actor.getSnapshot().context.saved).toBeNull();
});

test("an edited event stays editable after saving and is saved again", async () => {
  const { actor, calls } = startForm({ mode: "edit" });
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("published"));
  actor.send({ type: "CHANGE", patch: { maxAttendees: "12" } });
  expect(actor.getSnapshot().matches("editing")).toBe(true);
  actor.send({ type: "SUBMIT" });
  await waitFor(actor, (snapshot) => snapshot.matches("published"));
  expect(calls.filter(([name]) => name === "submit")).toHaveLength(2);
});

test("only an event being edited can be cancelled; a refused cancellation shows why", async () => {
  expect(startForm().actor.getSnapshot().can({ type: "CANCEL_EVENT" })).toBe(false);
  const done = startForm({ mode: "edit" });
  done.actor.send({ type: "CANCEL_EVENT" });
  await waitFor(done.actor, (snapshot) => snapshot.matches("cancelled"));
  expect(done.actor.getSnapshot().status).toBe("done");
  const refused = startForm({ mode: "edit", cancel: () => ({ message: "organize.form.error.forbidden", errors: {} }) });
  refused.actor.send({ type: "CANCEL_EVENT" });
  await waitFor(refused.actor, (snapshot) => snapshot.matches("failed"));
  expect(refused.actor.getSnapshot().context.failure).toBe("organize.form.error.forbidden");
});
