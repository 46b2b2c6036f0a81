import type { LoginSource, LoginStep } from "./login-flow.steps";

export type LoginFeature = "attend-event" | "like-event";
export type OAuthProvider = "google" | "facebook";

type FlowLabels = Partial<Record<"fr" | "en" | "es", string>>;

/**
 * A registration question as the event's JSON gives it (docs/product.md §5 "Registration questions"): the attend
 * step asks them before registering; the flow itself only needs to know there are some.
 */
export type FlowQuestion = {
  id: string;
  kind: "text" | "longText" | "choice" | "choices" | "yesNo";
  required: boolean;
  label: FlowLabels;
  options: { id: string; label: FlowLabels }[];
};

/** The answers to the questions, by question id: a text, a choice's id, choices' ids, or yes / no. */
export type FlowAnswers = Record<string, string | string[] | boolean>;

/** The event the flow is about (docs/product.md §3 Event: _id, slug, registerExternal), and its questions. */
export type FlowEvent = { id: string; slug: string; registerExternal: boolean; questions?: readonly FlowQuestion[] };

/** What the flow reads of the user profile (docs/product.md §3); the session keeps the whole profile. */
export type FlowUser = {
  _id: string;
  email: string;
  profileCompleted: boolean;
  active: boolean;
  firstName: string | null;
  displayname: string | null;
};

/** What the profile steps submit (a subset of PUT /users/{id}): what profileCompleted needs. */
export type ProfileChanges = { displayname: string; firstName: string };

/**
 * docs/product.md §3: register and social login answer {token, refresh}; login answers {token, refreshToken}.
 * Choosing the password of an invited account answers `confirmationSent` instead: the session starts
 * from the link emailed to the address.
 */
export type RegisterTokens = { token: string; refresh: string };
export type RegisterOutcome = RegisterTokens | { confirmationSent: true };
export type LoginTokens = { token: string; refreshToken: string };
export type ExistsResult = { exists: boolean; invited: boolean; local: boolean };

/**
 * LOGIN_WITH_OAUTH: the account has no local password (docs/product.md §8), use the provider;
 * invalid_credentials: login refused; login_locked: too many attempts on the address, the login link is
 * offered; link_failed: that link could not be sent (try again); provider_failed: the popup failed;
 * event_full: no place left; password_too_common, password_is_email: the chosen password is refused by the
 * server (docs/product.md §5); request_failed: anything else.
 */
export type LoginFlowError =
  | "LOGIN_WITH_OAUTH"
  | "invalid_credentials"
  | "login_locked"
  | "link_failed"
  | "provider_failed"
  | "event_full"
  | "password_too_common"
  | "password_is_email"
  | "request_failed";

/** Actors reject with the API's error, whose `code` some transitions read (a closed popup is "popup_closed"). */
export function errorCodeOf(error: unknown): string | null {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : null;
}

/**
 * What starts (and resets) the flow. `step: "customize"` opens the profile step directly for a user
 * already logged in (the /login/customize page on reload); otherwise the flow opens on join, or on
 * attend for an external event.
 */
export type StartLoginFlow = {
  source: LoginSource;
  feature?: LoginFeature;
  event?: FlowEvent;
  callback?: string;
  step?: "customize";
  /** The address the email step starts with (a personal invitation's, docs/product.md §5 "Invitations"). */
  email?: string;
};

/** docs/product.md §3 Client state: the login-flow state, plus the attended event ids and the last error. */
export type LoginFlowContext = {
  step: LoginStep | null;
  source: LoginSource;
  data: { email: string; user: FlowUser | null; newProviderAccount: boolean };
  event: FlowEvent | null;
  feature: LoginFeature | null;
  history: LoginStep[];
  callback: string | null;
  /** Steps shown since START, going back included. */
  count: number;
  attendedEventIds: string[];
  error: LoginFlowError | null;
  /** The answers to the event's questions, once given (sent with the registration). */
  answers: FlowAnswers | null;
};

export type LoginFlowEvent =
  | ({ type: "START" } & StartLoginFlow)
  | { type: "CHOOSE_EMAIL" }
  | { type: "CHOOSE_PROVIDER"; provider: OAuthProvider }
  | { type: "CHOOSE_LOGIN" }
  | { type: "GUEST" }
  | { type: "SUBMIT_EMAIL"; email: string }
  | { type: "SUBMIT_ANSWERS"; answers: FlowAnswers }
  | { type: "SUBMIT_PASSWORD"; password: string }
  | { type: "SUBMIT_LOGIN"; password: string; email?: string }
  | { type: "SEND_LOGIN_LINK" }
  | { type: "SUBMIT_PROFILE"; profile: ProfileChanges }
  | { type: "RESEND" }
  | { type: "RETRY" }
  | { type: "CONTINUE" }
  | { type: "PREVIOUS" }
  | { type: "CLOSE" }
  | { type: "RUN_CALLBACK" };

export function startContext(attendedEventIds: string[], start: StartLoginFlow | null): LoginFlowContext {
  return {
    step: null,
    source: start?.source ?? "modal",
    data: { email: start?.email?.trim() ?? "", user: null, newProviderAccount: false },
    event: start?.event ?? null,
    feature: start?.feature ?? null,
    history: [],
    callback: start?.callback ?? null,
    count: 0,
    attendedEventIds,
    error: null,
    answers: null,
  };
}
