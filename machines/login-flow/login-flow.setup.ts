import { assign, cancel, fromPromise, raise, setup } from "xstate";
import { RETURNABLE_STEPS, type LoginStep } from "./login-flow.steps";
import {
  errorCodeOf,
  startContext,
  type ExistsResult,
  type FlowAnswers,
  type FlowUser,
  type LoginFlowContext,
  type LoginFlowError,
  type LoginFlowEvent,
  type LoginTokens,
  type OAuthProvider,
  type ProfileChanges,
  type RegisterOutcome,
  type RegisterTokens,
} from "./login-flow.types";

/** docs/product.md §9: the post-login callback runs 500 ms after the flow closes. */
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
    /** The 640×480 popup at /auth/{provider}; rejects with the popup's ERROR text, or code "popup_closed". */
    providerLogin: fromPromise<RegisterTokens, { provider: OAuthProvider }>(unprovided("providerLogin")),
    checkExists: fromPromise<ExistsResult, { email: string }>(unprovided("checkExists")),
    register: fromPromise<RegisterOutcome, { email: string; password: string; callback: string | null }>(unprovided("register")),
    login: fromPromise<LoginTokens, { email: string; password: string }>(unprovided("login")),
    sendLoginLink: fromPromise<void, { email: string }>(unprovided("sendLoginLink")),
    loadProfile: fromPromise<FlowUser>(unprovided("loadProfile")),
    updateProfile: fromPromise<FlowUser, { profile: ProfileChanges }>(unprovided("updateProfile")),
    resendActivation: fromPromise<void, { email: string }>(unprovided("resendActivation")),
    /** Attends, or asks to when the event approves each registration (`pending`: docs/product.md §5 "Approval"). */
    attend: fromPromise<{ pending: boolean }, { eventId: string; email: string; answers: FlowAnswers | null }>(unprovided("attend")),
    subscribeAttend: fromPromise<void, { eventId: string; email: string; answers: FlowAnswers | null }>(unprovided("subscribeAttend")),
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
    /** After a registration there is no going back to its forms. */
    forgetHistory: assign({ history: [] }),
    setEmail: assign(({ context, event }) => {
      const email = event.type === "SUBMIT_EMAIL" || event.type === "SUBMIT_LOGIN" ? event.email?.trim() : undefined;
      return email ? { data: { ...context.data, email }, error: null } : {};
    }),
    setUser: assign(({ context }, params: { user: FlowUser; newProviderAccount?: boolean }) => ({
      data: {
        email: params.user.email,
        user: params.user,
        newProviderAccount: params.newProviderAccount ?? context.data.newProviderAccount,
      },
    })),
    setError: assign((_, { error }: { error: LoginFlowError }) => ({ error })),
    clearError: assign({ error: null }),
    setAnswers: assign(({ event }) => (event.type === "SUBMIT_ANSWERS" ? { answers: event.answers, error: null } : {})),
    forgetAnswers: assign({ answers: null }),
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
    hasUser: ({ context }) => context.data.user !== null,
    /** The event asks questions the visitor has not answered yet in this flow. */
    asksQuestions: ({ context }) => (context.event?.questions?.length ?? 0) > 0 && context.answers === null,
    isConfirmed: ({ context }) => context.data.user?.active === true,
    opensCustomize: ({ event }) => event.type === "START" && event.step === "customize",
    previousIs: ({ context }, { step }: { step: LoginStep }) => context.history.at(-1) === step,
    isInvited: (_, { result }: { result: ExistsResult }) => result.exists && result.invited,
    hasLocalPassword: (_, { result }: { result: ExistsResult }) => result.exists && result.local,
    exists: (_, { result }: { result: ExistsResult }) => result.exists,
    isProfileCompleted: (_, { user }: { user: FlowUser }) => user.profileCompleted,
    isNewProviderAccount: ({ context }) => context.data.newProviderAccount,
    /** The address is locked against guessing: the emailed login link is on offer. */
    offersLoginLink: ({ context }) => context.error === "login_locked" || context.error === "link_failed",
    /** The API answered with this error code (the actor rejected with the API's error). */
    failedWith: ({ event }, { code }: { code: string }) => "error" in event && errorCodeOf(event.error) === code,
  },
  delays: { callback: CALLBACK_DELAY_MS },
});

type UserLoaded = { event: { output: FlowUser } };

/** The user is in: remember them, write the email cookie (docs/product.md §3 Browser storage), tell the session. */
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

/**
 * Setting a password: register, store the tokens, load the profile, sign in, then confirm the address
 * (docs/product.md §4, and the account must be confirmed before attending). An invited account's password waits for
 * the emailed link instead (claimSent).
 */
const registering = loginFlowSetup.createStateConfig({
  invoke: {
    src: "register",
    // The callback goes with it: an invitation's emailed link returns there once the account is claimed.
    input: ({ context, event }) => ({
      email: context.data.email,
      password: event.type === "SUBMIT_PASSWORD" ? event.password : "",
      callback: context.callback,
    }),
    onDone: [
      { guard: ({ event }) => "confirmationSent" in event.output, target: "claimSent" },
      {
        target: "loadingProfile",
        actions: {
          type: "storeTokens",
          params: ({ event }) =>
            "token" in event.output ? { token: event.output.token, refreshToken: event.output.refresh } : { token: "", refreshToken: "" },
        },
      },
    ],
    onError: [
      { guard: { type: "failedWith", params: { code: "password_too_common" } }, ...failWith("password_too_common") },
      { guard: { type: "failedWith", params: { code: "password_is_email" } }, ...failWith("password_is_email") },
      failWith("request_failed"),
    ],
  },
});
const loadingProfile = loginFlowSetup.createStateConfig({
  invoke: {
    src: "loadProfile",
    onDone: [
      { guard: ({ event }) => event.output.active, target: step("signedIn"), actions: signIn },
      { target: step("confirmEmail"), actions: signIn },
    ],
    onError: failWith("request_failed"),
  },
});

/** A user already signed in by a provider completes their profile, then attends or closes. */
const updatingProfile = loginFlowSetup.createStateConfig({
  invoke: {
    src: "updateProfile",
    input: ({ event }) => ({ profile: event.type === "SUBMIT_PROFILE" ? event.profile : { displayname: "", firstName: "" } }),
    onDone: { target: step("signedIn"), actions: signIn },
    onError: failWith("request_failed"),
  },
});

const submitPassword = { SUBMIT_PASSWORD: { target: "registering", actions: "clearError" } } as const;
const submitProfile = { SUBMIT_PROFILE: { target: "updatingProfile", actions: "clearError" } } as const;

/** choosePassword, register and registerAttend: a password for an invited or a new account. */
export const passwordStep = (name: "choosePassword" | "register" | "registerAttend") =>
  loginFlowSetup.createStateConfig({
    entry: enter(name),
    initial: "idle",
    states: { idle: { on: submitPassword }, registering, loadingProfile, claimSent: {} },
  });

/** registerAttendProvider and customize: what profileCompleted needs (first name, display name). */
export const profileStep = (name: "registerAttendProvider" | "customize") =>
  loginFlowSetup.createStateConfig({ entry: enter(name), initial: "idle", states: { idle: { on: submitProfile }, updatingProfile } });
