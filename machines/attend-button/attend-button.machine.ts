import { and, assign, fromPromise, setup } from "xstate";
import type { ToastParams } from "../like-button/like-button.machine";
import type { FlowAnswers, FlowEvent, StartLoginFlow } from "../login-flow/login-flow.types";

/** docs/product.md §9: toasts other than the like toast stay 3000 ms. */
export const TOAST_MS = 3000;

/** docs/product.md §8: after RESEND succeeds. */
export const ACTIVATION_RESENT_TOAST: ToastParams = {
  message: { id: "attend.toast.activation-resent", defaultMessage: "L'email d'activation a été renvoyé" },
  type: "success",
  position: "bottom-center",
  duration: TOAST_MS,
};

export const ATTEND_ERROR_TOAST: ToastParams = {
  message: { id: "attend.toast.error", defaultMessage: "Une erreur s'est produite" },
  type: "error",
  position: "bottom-center",
  duration: TOAST_MS,
};

/** What the button knows of the visitor: null when anonymous; `active` means the email is confirmed. */
export type AttendViewer = { email: string; active: boolean } | null;

export type AttendButtonEvent =
  | { type: "CLICK" }
  | { type: "SUBMIT_ANSWERS"; answers: FlowAnswers }
  | { type: "CANCEL" }
  | { type: "RESEND" }
  | { type: "UNATTEND" }
  | { type: "LOGGED_IN"; user: { email: string; active: boolean } }
  | { type: "ATTENDED" }
  | { type: "UNATTENDED" }
  | { type: "REQUESTED" }
  | { type: "DECLINED" };

type Context = { event: FlowEvent; viewer: AttendViewer; registered: boolean; answers?: FlowAnswers | null };

const unprovided = (name: string) => async (): Promise<never> => {
  throw new Error(`provide the ${name} actor`);
};

/**
 * The 'Participer' button of an event page (docs/product.md §4 "Event display and registration", §8). CLICK:
 * an external event runs `redirectExternal`; a confirmed user attends (answering the event's questions first,
 * `asking`, when it has some); an unconfirmed one gets the
 * needsConfirmation banner ('Confirme ton email pour pouvoir t'inscrire à l'évènement.') with RESEND;
 * an anonymous visitor starts the login flow with feature attend-event (ATTENDED tells when it attended).
 * Registered shows the confirmation, where UNATTEND unregisters. ATTENDED and UNATTENDED tell the button
 * what another control of the page did (the attend step's own button, the login flow). An event that approves
 * each registration (docs/product.md §5 "Approval") answers the attend with a request: `requested` until the
 * organizer answers, where UNATTEND withdraws it; REQUESTED and DECLINED tell what the member's status says.
 */
export const attendButtonMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AttendButtonEvent,
    input: {} as Context,
  },
  actors: {
    /** Attends, or asks to when the event approves each registration (`pending`). */
    attend: fromPromise<{ pending: boolean }, { eventId: string; answers: FlowAnswers | null }>(unprovided("attend")),
    unattend: fromPromise<void, { eventId: string }>(unprovided("unattend")),
    resendActivation: fromPromise<void, { email: string }>(unprovided("resendActivation")),
  },
  actions: {
    startLoginFlow: (_, _params: StartLoginFlow) => {},
    redirectExternal: (_, _params: { eventId: string }) => {},
    notify: (_, _params: ToastParams) => {},
    setViewer: assign(({ event }) => (event.type === "LOGGED_IN" ? { viewer: event.user } : {})),
    markRegistered: assign({ registered: true }),
    markUnregistered: assign({ registered: false }),
    setAnswers: assign(({ event }) => (event.type === "SUBMIT_ANSWERS" ? { answers: event.answers } : {})),
  },
  guards: {
    isRegistered: ({ context }) => context.registered,
    isExternal: ({ context }) => context.event.registerExternal,
    isConfirmed: ({ context }) => context.viewer?.active === true,
    isLoggedIn: ({ context }) => context.viewer !== null,
    asksQuestions: ({ context }) => (context.event.questions?.length ?? 0) > 0,
  },
}).createMachine({
  id: "attendButton",
  context: ({ input }) => input,
  initial: "resolving",
  on: { LOGGED_IN: { actions: "setViewer" } },
  states: {
    resolving: { always: [{ guard: "isRegistered", target: "registered" }, { target: "open" }] },
    open: {
      initial: "idle",
      on: {
        CLICK: [
          { guard: "isExternal", actions: { type: "redirectExternal", params: ({ context }) => ({ eventId: context.event.id }) } },
          { guard: and(["isConfirmed", "asksQuestions"]), target: "asking" },
          { guard: "isConfirmed", target: "attending" },
          { guard: "isLoggedIn", target: ".needsConfirmation" },
          { actions: { type: "startLoginFlow", params: ({ context }) => ({ source: "event", feature: "attend-event", event: context.event }) } },
        ],
        ATTENDED: { target: "registered", actions: "markRegistered" },
        REQUESTED: "requested",
        DECLINED: "declined",
      },
      states: {
        idle: {},
        needsConfirmation: {
          initial: "idle",
          states: {
            idle: { on: { RESEND: "resending" } },
            resending: {
              invoke: {
                src: "resendActivation",
                input: ({ context }) => ({ email: context.viewer?.email ?? "" }),
                onDone: { target: "idle", actions: { type: "notify", params: ACTIVATION_RESENT_TOAST } },
                onError: { target: "idle", actions: { type: "notify", params: ATTEND_ERROR_TOAST } },
              },
            },
          },
        },
      },
    },
    /** The event's registration questions, answered before attending (docs/product.md §5 "Registration questions"). */
    asking: {
      on: {
        SUBMIT_ANSWERS: { target: "attending", actions: "setAnswers" },
        CANCEL: "open",
        ATTENDED: { target: "registered", actions: "markRegistered" },
      },
    },
    attending: {
      invoke: {
        src: "attend",
        input: ({ context }) => ({ eventId: context.event.id, answers: context.answers ?? null }),
        onDone: [
          { guard: ({ event }) => event.output.pending, target: "requested" },
          { target: "registered", actions: "markRegistered" },
        ],
        onError: { target: "open", actions: { type: "notify", params: ATTEND_ERROR_TOAST } },
      },
    },
    /** The request waits for the organizer; withdrawn with UNATTEND. */
    requested: {
      initial: "idle",
      on: { ATTENDED: { target: "registered", actions: "markRegistered" }, DECLINED: "declined" },
      states: {
        idle: { on: { UNATTEND: "withdrawing" } },
        withdrawing: {
          invoke: {
            src: "unattend",
            input: ({ context }) => ({ eventId: context.event.id }),
            onDone: "#attendButton.open",
            onError: { target: "idle", actions: { type: "notify", params: ATTEND_ERROR_TOAST } },
          },
        },
      },
    },
    /** The organizer declined the request: it is not asked again. */
    declined: { on: { ATTENDED: { target: "registered", actions: "markRegistered" } } },
    registered: {
      initial: "idle",
      on: { UNATTENDED: { target: "open", actions: "markUnregistered" } },
      states: {
        idle: { on: { UNATTEND: "unattending" } },
        unattending: {
          invoke: {
            src: "unattend",
            input: ({ context }) => ({ eventId: context.event.id }),
            onDone: { target: "#attendButton.open", actions: "markUnregistered" },
            onError: { target: "idle", actions: { type: "notify", params: ATTEND_ERROR_TOAST } },
          },
        },
      },
    },
  },
});
