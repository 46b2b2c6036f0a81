import { and } from "xstate";
import { enter, loginFlowSetup, step } from "./login-flow.setup";

/**
 * confirmEmail: a new account, or an unconfirmed one that wants to attend, is told to confirm its address
 * (docs/product.md §8 'Confirme ton email pour pouvoir t'inscrire à l'évènement.') and may have the link sent again.
 * Registration cannot be undone, so there is no going back from here; CONTINUE closes the flow, and runs
 * the callback unless the flow was about attending (which needs the confirmation first).
 */
export const confirmEmailStep = loginFlowSetup.createStateConfig({
  entry: [enter("confirmEmail"), "forgetHistory"],
  initial: "idle",
  on: {
    CONTINUE: [
      { guard: "attendsEvent", target: "#loginFlow.done" },
      { target: "#loginFlow.done", actions: "scheduleCallback" },
    ],
  },
  states: {
    idle: { on: { RESEND: "resending" } },
    resending: {
      invoke: {
        src: "resendActivation",
        input: ({ context }) => ({ email: context.data.email }),
        onDone: "resent",
        onError: { target: "idle", actions: { type: "setError", params: { error: "request_failed" } } },
      },
    },
    resent: { on: { RESEND: "resending" } },
  },
});

/**
 * attend: a signed-in user attends (docs/product.md §4: success adds the event to the attended list); an external
 * event redirects; a guest (join's 'guest' choice) gives an email and is sent the link that completes the
 * registration (guestSent): no place is held until it is clicked. An event with registration questions has them
 * answered first (questions: after the email, for a guest), and the answers go with the registration. An event
 * that approves each registration takes a request instead (requested: the flow says so, the event is not attended).
 */
export const attendStep = loginFlowSetup.createStateConfig({
  entry: enter("attend"),
  initial: "routing",
  states: {
    routing: {
      always: [
        { guard: "isExternal", target: step("redirectExternal") },
        { guard: and(["hasUser", "asksQuestions"]), target: "questions" },
        { guard: "hasUser", target: "attending" },
        { target: "guest" },
      ],
    },
    questions: {
      on: {
        SUBMIT_ANSWERS: [
          { guard: "hasUser", target: "attending", actions: "setAnswers" },
          { target: "subscribing", actions: "setAnswers" },
        ],
      },
    },
    attending: {
      invoke: {
        src: "attend",
        input: ({ context }) => ({ eventId: context.event?.id ?? "", email: context.data.email, answers: context.answers }),
        onDone: [
          { guard: ({ event }) => event.output.pending, target: "requested" },
          { target: "#loginFlow.done", actions: { type: "addAttendedEvent", params: ({ context }) => ({ eventId: context.event?.id ?? "" }) } },
        ],
        onError: [
          { guard: { type: "failedWith", params: { code: "email_not_confirmed" } }, target: step("confirmEmail") },
          { guard: { type: "failedWith", params: { code: "event_full" } }, target: "full", actions: { type: "setError", params: { error: "event_full" } } },
          { guard: { type: "failedWith", params: { code: "request_declined" } }, target: "declined" },
          // The questions changed since the page loaded: asked again.
          {
            guard: { type: "failedWith", params: { code: "invalid_body" } },
            target: "questions",
            actions: ["forgetAnswers", { type: "setError", params: { error: "request_failed" } }],
          },
          { target: "failed", actions: { type: "setError", params: { error: "request_failed" } } },
        ],
      },
    },
    /** A member's attend failed: it may be tried again. */
    failed: { on: { RETRY: { target: "attending", actions: "clearError" } } },
    /** No place left: the event page offers the waitlist. */
    full: {},
    /** The request waits for the organizer's approval. */
    requested: {},
    /** The organizer declined this member's request before: it is not asked again. */
    declined: {},
    guest: {
      on: {
        SUBMIT_EMAIL: [
          { guard: "asksQuestions", target: "questions", actions: ["clearError", "setEmail"] },
          { target: "subscribing", actions: ["clearError", "setEmail"] },
        ],
      },
    },
    subscribing: {
      invoke: {
        src: "subscribeAttend",
        input: ({ context }) => ({ eventId: context.event?.id ?? "", email: context.data.email, answers: context.answers }),
        onDone: "guestSent",
        onError: [
          { guard: { type: "failedWith", params: { code: "event_full" } }, target: "guest", actions: { type: "setError", params: { error: "event_full" } } },
          {
            guard: { type: "failedWith", params: { code: "invalid_body" } },
            target: "questions",
            actions: ["forgetAnswers", { type: "setError", params: { error: "request_failed" } }],
          },
          { target: "guest", actions: { type: "setError", params: { error: "request_failed" } } },
        ],
      },
    },
    guestSent: {},
  },
});
