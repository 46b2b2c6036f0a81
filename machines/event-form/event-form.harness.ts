import { createActor, fromPromise } from "xstate";
import { eventFormMachine } from "./event-form.machine";
import type { DraftCheck, EventDraft, EventFormMode, EventFormStep, SavedEvent, SubmitFailure } from "./event-form.types";

/** An empty draft, as a new event starts. */
export function blankDraft(): EventDraft {
  return {
    lang: "fr",
    texts: { fr: { title: "", description: "" }, en: { title: "", description: "" }, es: { title: "", description: "" } },
    type: "",
    topic: "",
    pillar: "",
    tags: [],
    start: "",
    end: "",
    timezone: "Europe/Paris",
    online: false,
    visioUrl: "",
    address: null,
    maxAttendees: "",
    registerExternal: false,
    externalUrl: "",
    private: false,
    requiresApproval: false,
    repeat: "",
    repeatMonthlyBy: "date",
    repeatCount: "4",
    cover: "",
    coverAltText: "",
    color: "",
    accessibility: [],
    accessibilityNote: "",
    emails: { confirmation: "", reminder: "", feedback: "", askFeedback: true },
    questions: [],
  };
}

type Options = {
  mode?: EventFormMode;
  draft?: EventDraft;
  step?: EventFormStep;
  /** What checking answers (default: valid, the draft as body). */
  check?: (draft: EventDraft) => DraftCheck;
  /** What the API answers: a saved event, or a failure to reject with. */
  submit?: (body: unknown) => SavedEvent | SubmitFailure | Error;
  cancel?: () => SubmitFailure | null;
};

/** A started event form whose actors answer at once; storage actions and calls are recorded in `calls`. */
export function startForm(options: Options = {}) {
  const calls: [name: string, payload: unknown][] = [];
  const machine = eventFormMachine.provide({
    actors: {
      validate: fromPromise<DraftCheck, { draft: EventDraft; mode: EventFormMode }>(async ({ input }) => {
        calls.push(["validate", input.draft]);
        return options.check ? options.check(input.draft) : { ok: true, body: input.draft };
      }),
      submit: fromPromise<SavedEvent, { body: unknown; mode: EventFormMode }>(async ({ input }) => {
        calls.push(["submit", input]);
        const answer = options.submit ? options.submit(input.body) : { _id: "e1", slug: "atelier-velo" };
        if ("slug" in answer) return answer;
        throw answer;
      }),
      cancelEvent: fromPromise<void>(async () => {
        calls.push(["cancelEvent", null]);
        const failure = options.cancel?.() ?? null;
        if (failure) throw failure;
      }),
    },
    actions: {
      persistDraft: (_, params) => void calls.push(["persistDraft", params]),
      clearDraft: (_, params) => void calls.push(["clearDraft", params]),
    },
  });
  const actor = createActor(machine, { input: { mode: options.mode ?? "create", draft: options.draft ?? blankDraft(), step: options.step } }).start();
  return { actor, calls };
}
