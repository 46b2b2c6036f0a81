import { and } from "xstate";
import { RETURNABLE_STEPS } from "./login-flow.steps";
import { enter, failWith, loginFlowSetup, passwordStep, profileStep, registerStep, signIn, step } from "./login-flow.setup";
import { flowEvent, startContext } from "./login-flow.types";

/**
 * The login/attend flow (spec §4): START resets it and opens join, or attend then redirectExternal for
 * an external event. Each step is a state of `flow` (see login-flow.steps.ts for their pages); PREVIOUS
 * goes back through `history`, CLOSE closes. Completion lands in `done`, where a login schedules the
 * callback 500 ms later. Every side effect is a named actor or action for the UI to provide.
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
          always: [
            { guard: "isExternal", target: "attend" },
            { guard: "opensCustomize", target: "customize" },
            { target: "join" },
          ],
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
                onError: failWith("provider_failed"),
              },
            },
            loadingProfile: {
              invoke: {
                src: "loadProfile",
                onDone: [
                  { guard: { type: "isProfileCompleted", params: ({ event }) => ({ user: event.output }) }, target: "routing", actions: signIn },
                  { target: "routing", actions: { type: "setUser", params: ({ event }) => ({ user: event.output, newProviderAccount: true }) } },
                ],
                onError: failWith("request_failed"),
              },
            },
            /** Spec §4: a completed profile goes to registerAttend or register, a new one to registerAttendProvider or register. */
            routing: {
              always: [
                { guard: and(["attendsEvent", "isNewProviderAccount"]), target: step("registerAttendProvider") },
                { guard: "attendsEvent", target: step("registerAttend") },
                { target: step("register") },
              ],
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
            idle: { on: { SUBMIT_LOGIN: { target: "submitting", actions: "clearError" } } },
            submitting: {
              invoke: {
                src: "login",
                input: ({ context, event }) => ({ email: context.data.email, password: event.type === "SUBMIT_LOGIN" ? event.password : "" }),
                onDone: { target: "loadingProfile", actions: { type: "storeTokens", params: ({ event }) => event.output } },
                onError: failWith("invalid_credentials"),
              },
            },
            loadingProfile: {
              invoke: { src: "loadProfile", onDone: { target: step("signedIn"), actions: signIn }, onError: failWith("request_failed") },
            },
          },
        },
        choosePassword: passwordStep("choosePassword"),
        register: registerStep("register"),
        registerAttend: registerStep("registerAttend"),
        registerAttendProvider: profileStep("registerAttendProvider"),
        customize: profileStep("customize"),
        /** Signed in by login or profile: attend the event, or close and run the callback after 500 ms. */
        signedIn: {
          always: [{ guard: "attendsEvent", target: "attend" }, { target: "#loginFlow.done", actions: "scheduleCallback" }],
        },
        attend: {
          entry: enter("attend"),
          initial: "routing",
          states: {
            routing: { always: [{ guard: "isExternal", target: step("redirectExternal") }, { target: "attending" }] },
            attending: {
              invoke: {
                src: "attend",
                input: ({ context }) => ({ eventId: flowEvent(context).id, email: context.data.email }),
                onDone: {
                  target: "#loginFlow.done",
                  actions: { type: "addAttendedEvent", params: ({ context }) => ({ eventId: flowEvent(context).id }) },
                },
                onError: { target: "failed", actions: { type: "setError", params: { error: "request_failed" } } },
              },
            },
            failed: {},
          },
        },
        redirectExternal: {
          entry: [enter("redirectExternal"), { type: "redirectExternal", params: ({ context }) => ({ eventId: flowEvent(context).id }) }],
        },
      },
    },
  },
});
