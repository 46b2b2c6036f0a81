import { assign, fromPromise, setup } from "xstate";

/** The newsletter form (docs/product.md §4 "Other"): idle, loading, success (welcome message), error (form stays usable). */
export const newsletterFormMachine = setup({
  types: {
    context: {} as { email: string },
    events: {} as { type: "SUBMIT"; email: string } | { type: "RETRY" },
  },
  actors: {
    subscribe: fromPromise<void, { email: string }>(async () => {
      throw new Error("subscribe is provided by the form");
    }),
  },
  actions: {
    trackSubscription: () => {},
  },
}).createMachine({
  id: "newsletterForm",
  context: { email: "" },
  initial: "idle",
  states: {
    idle: { on: { SUBMIT: { target: "loading", actions: assign({ email: ({ event }) => event.email }) } } },
    loading: {
      invoke: {
        src: "subscribe",
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: "success", actions: "trackSubscription" },
        onError: "error",
      },
    },
    success: { type: "final" },
    error: { on: { SUBMIT: { target: "loading", actions: assign({ email: ({ event }) => event.email }) } } },
  },
});
