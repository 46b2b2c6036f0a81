import { assign, cancel, fromPromise, raise, setup } from "xstate";
import { RETURNABLE_STEPS, type LoginStep } from "./login-flow.steps";
import {
  startContext,
  type ExistsResult,
  type FlowUser,
  type LoginFlowContext,
  type LoginFlowError,
  type LoginFlowEvent,
  type LoginTokens,
  type OAuthProvider,
  type ProfileChanges,
  type RegisterTokens,
} from "./login-flow.types";

/** Spec §9: the post-login callback runs 500 ms after the flow closes. */
export const CALLBACK_DELAY_MS = 500;
const CALLBACK_TIMER = "runCallback";

const unprovided = (name: string) => async (): Promise<never> => {
  throw new Error(`provide the ${name} actor`);
};

/**
 * The named pieces of the login/attend flow (below: the step states several steps share). The UI
 * provides the actors (API calls, the OAuth popup) and the side-effect actions; the assign actions
 * and guards are the flow's own rules.
 */
export const loginFlowSetup = setup({
  types: {
    context: {} as LoginFlowContext,
    events: {} as LoginFlowEvent,
    input: {} as { attendedEventIds?: string[] },
  },
  actors: {
    /** The 640×480 popup at /auth/{provider}; rejects with the popup's ERROR text. */
    providerLogin: fromPromise<RegisterTokens, { provider: OAuthProvider }>(unprovided("providerLogin")),
    checkExists: fromPromise<ExistsResult, { email: string }>(unprovided("checkExists")),
    register: fromPromise<RegisterTokens, { email: string; password: string }>(unprovided("register")),
    login: fromPromise<LoginTokens, { email: string; password: string }>(unprovided("login")),
    loadProfile: fromPromise<FlowUser>(unprovided("loadProfile")),
    updateProfile: fromPromise<FlowUser, { profile: ProfileChanges }>(unprovided("updateProfile")),
    attend: fromPromise<void, { eventId: string; email: string }>(unprovided("attend")),
  },
  actions: {
    storeTokens: (_, _params: { token: string; refreshToken: string }) => {},
    storeEmailCookie: (_, _params: { email: string }) => {},
    completeLogin: (_, _params: { user: FlowUser }) => {},
    redirectExternal: (_, _params: { eventId: string }) => {},
    runCallback: (_, _params: { callback: string | null }) => {},
    reset: assign(({ context, event }) => (event.type === "START" ? startContext(context.attendedEventIds, event) : {})),
    /** Shows `step`: the step left enters history, unless the flow is going back or the step left is not returnable. */
    enterStep: assign(({ context, event }, { step }: { step: LoginStep }) => {
      const from = context.step;
      const remember = event.type !== "PREVIOUS" && from !== null && RETURNABLE_STEPS.includes(from);
      return { step, count: context.count + 1, error: null, history: remember ? [...context.history, from] : context.history };
    }),
    popHistory: assign(({ context }) => ({ history: context.history.slice(0, -1) })),
    setEmail: assign(({ context, event }) =>
      event.type === "SUBMIT_EMAIL" ? { data: { ...context.data, email: event.email.trim() }, error: null } : {},
    ),
    setUser: assign(({ context }, params: { user: FlowUser; newProviderAccount?: boolean }) => ({
      data: {
        email: params.user.email,
        user: params.user,
        newProviderAccount: params.newProviderAccount ?? context.data.newProviderAccount,
      },
    })),
    setError: assign((_, { error }: { error: LoginFlowError }) => ({ error })),
    clearError: assign({ error: null }),
    addAttendedEvent: assign(({ context }, { eventId }: { eventId: string }) => ({
      attendedEventIds: context.attendedEventIds.includes(eventId) ? context.attendedEventIds : [...context.attendedEventIds, eventId],
    })),
    scheduleCallback: raise({ type: "RUN_CALLBACK" }, { delay: "callback", id: CALLBACK_TIMER }),
    cancelCallback: cancel(CALLBACK_TIMER),
  },
  guards: {
    isExternal: ({ context }) => context.event?.registerExternal === true,
    attendsEvent: ({ context }) => context.feature === "attend-event" && context.event !== null,
    hasEvent: ({ context }) => context.event !== null,
    opensCustomize: ({ event }) => event.type === "START" && event.step === "customize",
    previousIs: ({ context }, { step }: { step: LoginStep }) => context.history.at(-1) === step,
    isInvited: (_, { result }: { result: ExistsResult }) => result.exists && result.invited,
    hasLocalPassword: (_, { result }: { result: ExistsResult }) => result.exists && result.local,
    exists: (_, { result }: { result: ExistsResult }) => result.exists,
    isProfileCompleted: (_, { user }: { user: FlowUser }) => user.profileCompleted,
    isNewProviderAccount: ({ context }) => context.data.newProviderAccount,
  },
  delays: { callback: CALLBACK_DELAY_MS },
});

type UserLoaded = { event: { output: FlowUser } };

/** The user is in: remember them, write the email cookie (spec §3 Browser storage), tell the session. */
export const signIn = [
  { type: "setUser" as const, params: ({ event }: UserLoaded) => ({ user: event.output }) },
  { type: "storeEmailCookie" as const, params: ({ event }: UserLoaded) => ({ email: event.output.email }) },
  { type: "completeLogin" as const, params: ({ event }: UserLoaded) => ({ user: event.output }) },
];

/** Back to the step's form with `error`. */
export const failWith = (error: LoginFlowError) => ({ target: "idle", actions: { type: "setError" as const, params: { error } } });

export const enter = (step: LoginStep) => ({ type: "enterStep" as const, params: { step } });

/** The target of a step, from anywhere in the flow. */
export const step = (name: LoginStep | "signedIn") => `#loginFlow.flow.${name}`;

/** Setting a password: register, store the tokens, load the profile, sign in, close (spec §4). */
const registering = loginFlowSetup.createStateConfig({
  invoke: {
    src: "register",
    input: ({ context, event }) => ({ email: context.data.email, password: event.type === "SUBMIT_PASSWORD" ? event.password : "" }),
    onDone: {
      target: "loadingProfile",
      actions: { type: "storeTokens", params: ({ event }) => ({ token: event.output.token, refreshToken: event.output.refresh }) },
    },
    onError: failWith("request_failed"),
  },
});
const loadingProfile = loginFlowSetup.createStateConfig({
  invoke: { src: "loadProfile", onDone: { target: "#loginFlow.done", actions: signIn }, onError: failWith("request_failed") },
});

/** A user already signed in by a provider completes their profile, then attends or closes. */
const updatingProfile = loginFlowSetup.createStateConfig({
  invoke: {
    src: "updateProfile",
    input: ({ event }) => ({ profile: event.type === "SUBMIT_PROFILE" ? event.profile : {} }),
    onDone: { target: step("signedIn"), actions: signIn },
    onError: failWith("request_failed"),
  },
});

const submitPassword = { SUBMIT_PASSWORD: { target: "registering", actions: "clearError" } } as const;
const submitProfile = { SUBMIT_PROFILE: { target: "updatingProfile", actions: "clearError" } } as const;

/** choosePassword: the password of an invited account. */
export const passwordStep = (name: "choosePassword") =>
  loginFlowSetup.createStateConfig({ entry: enter(name), initial: "idle", states: { idle: { on: submitPassword }, registering, loadingProfile } });

/** register and registerAttend: a password for a new account, or the profile of a provider account. */
export const registerStep = (name: "register" | "registerAttend") =>
  loginFlowSetup.createStateConfig({
    entry: enter(name),
    initial: "idle",
    states: { idle: { on: { ...submitPassword, ...submitProfile } }, registering, loadingProfile, updatingProfile },
  });

/** registerAttendProvider and customize: the profile of an account a provider just created. */
export const profileStep = (name: "registerAttendProvider" | "customize") =>
  loginFlowSetup.createStateConfig({ entry: enter(name), initial: "idle", states: { idle: { on: submitProfile }, updatingProfile } });
