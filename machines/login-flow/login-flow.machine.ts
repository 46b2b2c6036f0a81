import { and, not } from "xstate";
import { attendStep, confirmEmailStep } from "./login-flow.attend";
import { RETURNABLE_STEPS } from "./login-flow.steps";
import { enter, failWith, loginFlowSetup, passwordStep, profileStep, signIn, step } from "./login-flow.setup";
import { startContext } from "./login-flow.types";

/**
 * The login/attend flow (docs/product.md §4): START resets it and opens join, or attend then redirectExternal for
 * an external event. Each step is a state of `flow` (see login-flow.steps.ts for their pages); PREVIOUS
 * goes back through `history`, CLOSE closes. Completion lands in `done`, where a login schedules the
 * callback 500 ms later. Every side effect is a named actor or action for the UI to provide.
 *
 * Beyond the first description of the flow (docs/decisions/010): a provider account whose profile is complete signs in
 * and goes on (attend, like, callback) instead of being asked for a password; a new provider account goes
 * to customize; a new or unconfirmed account is told to confirm its address (confirmEmail) before it may
 * attend; an invited account's password waits for the emailed link (claimSent); after too many wrong
 * passwords the login step offers an emailed login link; a guest attends with an email only.
 */
export const loginFlowMachine = loginFlowSetup.createMachine({
  id: "loginFlow",
  context: ({ input }) => startContext(input.attendedEventIds ?? [], null),
  initial: "closed",
  on: { START: { target: ".flow", reenter: true, actions: ["cancelCallback", "reset"] } },
  states: {
    closed: {},
    done: { on: { RUN_CALLBACK: { actions: { type: "runCallback", params: ({ context }) => ({ callback: context.callback }) } } } },
    flow: {
      initial: "starting",
      on: {
        CLOSE: "closed",
        PREVIOUS: [
          ...RETURNABLE_STEPS.map((name) => ({
            guard: { type: "previousIs" as const, params: { step: name } },
            target: `.${name}`,
            actions: "popHistory" as const,
          })),
          { target: "closed" },
        ],
      },
      states: {
        starting: {
          always: [{ guard: "isExternal", target: "attend" }, { guard: "opensCustomize", target: "customize" }, { target: "join" }],
        },
        join: {
          entry: enter("join"),
          initial: "idle",
          states: {
            idle: {
              on: {
                CHOOSE_EMAIL: step("email"),
                CHOOSE_LOGIN: step("login"),
                GUEST: { guard: "hasEvent", target: step("attend") },
                CHOOSE_PROVIDER: { target: "providerLogin", actions: "clearError" },
              },
            },
            providerLogin: {
              invoke: {
                src: "providerLogin",
                input: ({ event }) => ({ provider: event.type === "CHOOSE_PROVIDER" ? event.provider : "google" }),
                onDone: {
                  target: "loadingProfile",
                  actions: { type: "storeTokens", params: ({ event }) => ({ token: event.output.token, refreshToken: event.output.refresh }) },
                },
                // Closing the popup is a change of mind, not an error: back to the choices.
                onError: [{ guard: { type: "failedWith", params: { code: "popup_closed" } }, target: "idle" }, failWith("provider_failed")],
              },
            },
            loadingProfile: {
              invoke: {
                src: "loadProfile",
                onDone: [
                  { guard: { type: "isProfileCompleted", params: ({ event }) => ({ user: event.output }) }, target: step("signedIn"), actions: signIn },
                  { target: "routing", actions: { type: "setUser", params: ({ event }) => ({ user: event.output, newProviderAccount: true }) } },
                ],
                onError: failWith("request_failed"),
              },
            },
            /** A provider account still to complete: registerAttendProvider when attending, else customize. */
            routing: {
              always: [{ guard: and(["attendsEvent", "isNewProviderAccount"]), target: step("registerAttendProvider") }, { target: step("customize") }],
            },
          },
        },
        email: {
          entry: enter("email"),
          initial: "idle",
          states: {
            idle: { on: { SUBMIT_EMAIL: { target: "checking", actions: "setEmail" } } },
            checking: {
              invoke: {
                src: "checkExists",
                input: ({ context }) => ({ email: context.data.email }),
                onDone: [
                  { guard: { type: "isInvited", params: ({ event }) => ({ result: event.output }) }, target: step("choosePassword") },
                  { guard: { type: "hasLocalPassword", params: ({ event }) => ({ result: event.output }) }, target: step("login") },
                  { guard: { type: "exists", params: ({ event }) => ({ result: event.output }) }, ...failWith("LOGIN_WITH_OAUTH") },
                  { guard: "attendsEvent", target: step("registerAttend") },
                  { target: step("register") },
                ],
                onError: failWith("request_failed"),
              },
            },
          },
        },
        login: {
          entry: enter("login"),
          initial: "idle",
          states: {
            idle: {
              on: {
                SUBMIT_LOGIN: { target: "submitting", actions: ["clearError", "setEmail"] },
                SEND_LOGIN_LINK: { guard: "offersLoginLink", target: "sendingLink" },
              },
            },
            submitting: {
              invoke: {
                src: "login",
                input: ({ context, event }) => ({ email: context.data.email, password: event.type === "SUBMIT_LOGIN" ? event.password : "" }),
                onDone: { target: "loadingProfile", actions: { type: "storeTokens", params: ({ event }) => event.output } },
                onError: [
                  { guard: { type: "failedWith", params: { code: "login_locked" } }, ...failWith("login_locked") },
                  { guard: not({ type: "failedWith", params: { code: "invalid_credentials" } }), ...failWith("request_failed") },
                  failWith("invalid_credentials"),
                ],
              },
            },
            loadingProfile: {
              invoke: { src: "loadProfile", onDone: { target: step("signedIn"), actions: signIn }, onError: failWith("request_failed") },
            },
            sendingLink: {
              invoke: {
                src: "sendLoginLink",
                input: ({ context }) => ({ email: context.data.email }),
                onDone: "linkSent",
                onError: failWith("link_failed"),
              },
            },
            linkSent: {},
          },
        },
        choosePassword: passwordStep("choosePassword"),
        register: passwordStep("register"),
        registerAttend: passwordStep("registerAttend"),
        registerAttendProvider: profileStep("registerAttendProvider"),
        customize: profileStep("customize"),
        /** Signed in: attend the event (once the address is confirmed), or close and run the callback after 500 ms. */
        signedIn: {
          always: [
            { guard: and(["attendsEvent", not("isConfirmed")]), target: "confirmEmail" },
            { guard: "attendsEvent", target: "attend" },
            { target: "#loginFlow.done", actions: "scheduleCallback" },
          ],
        },
        confirmEmail: confirmEmailStep,
        attend: attendStep,
        redirectExternal: {
          entry: [enter("redirectExternal"), { type: "redirectExternal", params: ({ context }) => ({ eventId: context.event?.id ?? "" }) }],
        },
      },
    },
  },
});
