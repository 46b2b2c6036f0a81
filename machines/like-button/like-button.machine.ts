import { assign, fromPromise, not, setup } from "xstate";
import type { StartLoginFlow } from "../login-flow/login-flow.types";

/** A message for the UI to translate: a catalogue id, with the French text of docs/product.md as default. */
export type MessageRef = { id: string; defaultMessage: string };

/** What a notify action asks the toast area to show (docs/product.md §8, §9). */
export type ToastParams = {
  message: MessageRef;
  type: "success" | "error";
  position?: "bottom-center";
  duration: number;
  link?: { label: MessageRef; to: string };
};

/** docs/product.md §9: the like toast stays 4000 ms. */
export const LIKE_TOAST_MS = 4000;

export const LIKED_TOAST: ToastParams = {
  message: { id: "likes.toast.saved", defaultMessage: "L'évènement est enregistré dans tes favoris." },
  type: "success",
  duration: LIKE_TOAST_MS,
  link: { label: { id: "likes.toast.see-all", defaultMessage: "Voir tous mes favoris" }, to: "/account/favorites/events" },
};

/** docs/product.md §8: a failed like or unlike is reverted with this toast. */
export const LIKE_ERROR_TOAST: ToastParams = {
  message: { id: "likes.toast.error", defaultMessage: "Une erreur s'est produite" },
  type: "error",
  position: "bottom-center",
  duration: LIKE_TOAST_MS,
};

const LIKE_LOGIN: StartLoginFlow = { source: "like", feature: "like-event" };

export type LikeButtonEvent = { type: "CHECK"; liked: boolean } | { type: "TOGGLE" } | { type: "LOGGED_IN" };

const unprovided = (name: string) => async (): Promise<never> => {
  throw new Error(`provide the ${name} actor`);
};

/**
 * The like button of one event (docs/product.md §4 "Like button"): unknown until CHECK tells; a logged-in TOGGLE
 * switches at once (optimistic) while `like`/`unlike` saves, and switches back with `notifyError` if
 * that fails. Logged out, TOGGLE runs `startLoginFlow` and waits in pendingLogin; LOGGED_IN there likes.
 */
export const likeButtonMachine = setup({
  types: {
    context: {} as { eventId: string; loggedIn: boolean },
    events: {} as LikeButtonEvent,
    input: {} as { eventId: string; loggedIn: boolean },
  },
  actors: {
    like: fromPromise<void, { eventId: string }>(unprovided("like")),
    unlike: fromPromise<void, { eventId: string }>(unprovided("unlike")),
  },
  actions: {
    startLoginFlow: (_, _params: StartLoginFlow) => {},
    notifyLiked: (_, _params: ToastParams) => {},
    notifyError: (_, _params: ToastParams) => {},
    setLoggedIn: assign({ loggedIn: true }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    checkedLiked: ({ event }) => event.type === "CHECK" && event.liked,
  },
}).createMachine({
  id: "likeButton",
  context: ({ input }) => ({ eventId: input.eventId, loggedIn: input.loggedIn }),
  initial: "unknown",
  on: {
    TOGGLE: { guard: not("isLoggedIn"), target: ".pendingLogin", actions: { type: "startLoginFlow", params: LIKE_LOGIN } },
    LOGGED_IN: { actions: "setLoggedIn" },
  },
  states: {
    unknown: { on: { CHECK: [{ guard: "checkedLiked", target: "liked" }, { target: "notLiked" }] } },
    liked: {
      initial: "idle",
      states: {
        idle: { on: { TOGGLE: { guard: "isLoggedIn", target: "#likeButton.notLiked.saving" } } },
        saving: {
          invoke: {
            src: "like",
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: { target: "idle", actions: { type: "notifyLiked", params: LIKED_TOAST } },
            onError: { target: "#likeButton.notLiked", actions: { type: "notifyError", params: LIKE_ERROR_TOAST } },
          },
        },
      },
    },
    notLiked: {
      initial: "idle",
      states: {
        idle: { on: { TOGGLE: { guard: "isLoggedIn", target: "#likeButton.liked.saving" } } },
        saving: {
          invoke: {
            src: "unlike",
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: "idle",
            onError: { target: "#likeButton.liked", actions: { type: "notifyError", params: LIKE_ERROR_TOAST } },
          },
        },
      },
    },
    /** Shown as not liked; the login flow is open. TOGGLE reopens it. */
    pendingLogin: { on: { LOGGED_IN: { target: "liked.saving", actions: "setLoggedIn" } } },
  },
});
