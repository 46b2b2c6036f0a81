import { assign, fromPromise, setup } from "xstate";
import {
  EVENT_FORM_STEPS,
  isSubmitFailure,
  langOfField,
  stepOfField,
  type DraftCheck,
  type DraftErrors,
  type EventDraft,
  type EventFormContext,
  type EventFormEvent,
  type EventFormInput,
  type EventFormMode,
  type EventFormStep,
  type SavedEvent,
} from "./event-form.types";

/** Message id of a failure the form cannot explain better (the UI's catalogue has it). */
export const GENERIC_FAILURE = "organize.form.error.generic";

const unprovided = (name: string) => async (): Promise<never> => {
  throw new Error(`provide the ${name} actor`);
};

const shift = (step: EventFormStep, by: 1 | -1): EventFormStep => {
  const index = Math.min(Math.max(EVENT_FORM_STEPS.indexOf(step) + by, 0), EVENT_FORM_STEPS.length - 1);
  return EVENT_FORM_STEPS[index] ?? step;
};

/** The errors shown and where the form goes to show the first of them (its step, its language tab). */
const showErrors = (context: EventFormContext, errors: DraftErrors, failure: string | null): Partial<EventFormContext> => {
  const first = Object.keys(errors)[0] ?? null;
  return {
    errors,
    failure,
    firstInvalid: first,
    focusRequest: context.focusRequest + 1,
    step: first ? stepOfField(first) : context.step,
    tab: (first ? langOfField(first) : null) ?? context.tab,
  };
};

/**
 * The organizer's event form (docs/product.md §2 /organize/create, §5): its steps (event, settings, questions,
 * style, emails), the draft (kept in the browser between steps and across a reload through `persistDraft`),
 * validating on submit only, submitting, saved (`published`), failed, and cancelling an event being edited.
 * The UI provides the actors (checking with the shared schema, the API calls) and the storage actions.
 */
export const eventFormMachine = setup({
  types: {
    context: {} as EventFormContext & { outgoing: unknown },
    events: {} as EventFormEvent,
    input: {} as EventFormInput,
  },
  actors: {
    validate: fromPromise<DraftCheck, { draft: EventDraft; mode: EventFormMode }>(unprovided("validate")),
    submit: fromPromise<SavedEvent, { body: unknown; mode: EventFormMode }>(unprovided("submit")),
    cancelEvent: fromPromise<void>(unprovided("cancelEvent")),
  },
  actions: {
    persistDraft: (_, _params: { draft: EventDraft; mode: EventFormMode }) => {},
    clearDraft: (_, _params: { mode: EventFormMode }) => {},
    changeDraft: assign(({ context, event }) => {
      if (event.type === "CHANGE") return { draft: { ...context.draft, ...event.patch } };
      if (event.type !== "CHANGE_TEXT") return {};
      const texts = { ...context.draft.texts, [event.lang]: { ...context.draft.texts[event.lang], [event.field]: event.value } };
      return { draft: { ...context.draft, texts } };
    }),
    showLang: assign(({ event }) => (event.type === "SHOW_LANG" ? { tab: event.lang } : {})),
    goTo: assign((_, { step }: { step: EventFormStep }) => ({ step })),
    moveBy: assign(({ context }, { by }: { by: 1 | -1 }) => ({ step: shift(context.step, by) })),
  },
  guards: {
    isAt: ({ context }, { step }: { step: EventFormStep }) => context.step === step,
    isEditing: ({ context }) => context.mode === "edit",
  },
}).createMachine({
  id: "eventForm",
  context: ({ input }) => ({
    mode: input.mode,
    draft: input.draft,
    step: input.step ?? "event",
    tab: input.draft.lang,
    errors: {},
    firstInvalid: null,
    focusRequest: 0,
    failure: null,
    saved: null,
    outgoing: null,
  }),
  initial: "editing",
  states: {
    editing: {
      initial: "resume",
      on: {
        GO_TO: { target: ".resume", actions: { type: "goTo", params: ({ event }) => ({ step: event.step }) } },
        NEXT: { target: ".resume", actions: { type: "moveBy", params: { by: 1 } } },
        PREVIOUS: { target: ".resume", actions: { type: "moveBy", params: { by: -1 } } },
        CHANGE: { actions: ["changeDraft", { type: "persistDraft", params: ({ context }) => ({ draft: context.draft, mode: context.mode }) }] },
        CHANGE_TEXT: { actions: ["changeDraft", { type: "persistDraft", params: ({ context }) => ({ draft: context.draft, mode: context.mode }) }] },
        SHOW_LANG: { actions: "showLang" },
        SUBMIT: "validating",
        CANCEL_EVENT: { guard: "isEditing", target: "cancelling" },
      },
      states: {
        /** Enters the step in `context.step` (after a jump, a reload, or errors on another step). */
        resume: {
          always: [
            { guard: { type: "isAt", params: { step: "settings" } }, target: "settings" },
            { guard: { type: "isAt", params: { step: "questions" } }, target: "questions" },
            { guard: { type: "isAt", params: { step: "style" } }, target: "style" },
            { guard: { type: "isAt", params: { step: "emails" } }, target: "emails" },
            { target: "event" },
          ],
        },
        event: { entry: { type: "goTo", params: { step: "event" } } },
        settings: { entry: { type: "goTo", params: { step: "settings" } } },
        questions: { entry: { type: "goTo", params: { step: "questions" } } },
        style: { entry: { type: "goTo", params: { step: "style" } } },
        emails: { entry: { type: "goTo", params: { step: "emails" } } },
      },
    },
    validating: {
      invoke: {
        src: "validate",
        input: ({ context }) => ({ draft: context.draft, mode: context.mode }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: "submitting",
            actions: assign(({ event }) => ({ errors: {}, failure: null, firstInvalid: null, outgoing: event.output.ok ? event.output.body : null })),
          },
          {
            target: "editing",
            actions: assign(({ context, event }) => showErrors(context, event.output.ok ? {} : event.output.errors, null)),
          },
        ],
        onError: { target: "failed", actions: assign({ failure: GENERIC_FAILURE }) },
      },
    },
    submitting: {
      invoke: {
        src: "submit",
        input: ({ context }) => ({ body: context.outgoing, mode: context.mode }),
        onDone: {
          target: "published",
          actions: [
            assign(({ event }) => ({ saved: event.output, outgoing: null })),
            { type: "clearDraft", params: ({ context }) => ({ mode: context.mode }) },
          ],
        },
        onError: {
          target: "failed",
          actions: assign(({ context, event }) =>
            isSubmitFailure(event.error) ? showErrors(context, event.error.errors, event.error.message) : { failure: GENERIC_FAILURE },
          ),
        },
      },
    },
    /** The call failed: the message shows with the form, which stays usable. */
    failed: {
      on: {
        GO_TO: { target: "editing", actions: { type: "goTo", params: ({ event }) => ({ step: event.step }) } },
        NEXT: { target: "editing", actions: { type: "moveBy", params: { by: 1 } } },
        PREVIOUS: { target: "editing", actions: { type: "moveBy", params: { by: -1 } } },
        CHANGE: { actions: ["changeDraft", { type: "persistDraft", params: ({ context }) => ({ draft: context.draft, mode: context.mode }) }] },
        CHANGE_TEXT: { actions: ["changeDraft", { type: "persistDraft", params: ({ context }) => ({ draft: context.draft, mode: context.mode }) }] },
        SHOW_LANG: { actions: "showLang" },
        SUBMIT: "validating",
        CANCEL_EVENT: { guard: "isEditing", target: "cancelling" },
      },
    },
    /** Saved: created (links to its page and dashboard) or, when editing, updated and still editable. */
    published: {
      on: {
        CHANGE: {
          target: "editing",
          actions: ["changeDraft", { type: "persistDraft", params: ({ context }) => ({ draft: context.draft, mode: context.mode }) }],
        },
        CHANGE_TEXT: {
          target: "editing",
          actions: ["changeDraft", { type: "persistDraft", params: ({ context }) => ({ draft: context.draft, mode: context.mode }) }],
        },
        SHOW_LANG: { actions: "showLang" },
        SUBMIT: { guard: "isEditing", target: "validating" },
        CANCEL_EVENT: { guard: "isEditing", target: "cancelling" },
        START_OVER: {
          target: "editing",
          actions: assign(({ event }) => ({ draft: event.draft, saved: null, step: "event" as const, tab: event.draft.lang, errors: {}, failure: null })),
        },
      },
    },
    cancelling: {
      invoke: {
        src: "cancelEvent",
        onDone: "cancelled",
        onError: {
          target: "failed",
          actions: assign(({ event }) => ({ failure: isSubmitFailure(event.error) ? event.error.message : GENERIC_FAILURE })),
        },
      },
    },
    cancelled: { type: "final" },
  },
});
