import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startFlow, talk, lea } from "./login-flow.harness";
import { CALLBACK_DELAY_MS } from "./login-flow.setup";
import type { ExistsResult, FlowUser, LoginFeature, RegisterOutcome } from "./login-flow.types";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const invited: ExistsResult = { exists: true, invited: true, local: false };
const local: ExistsResult = { exists: true, invited: false, local: true };
const unknown: ExistsResult = { exists: false, invited: false, local: false };

/** A flow brought to the step the email check leads to. */
async function atStep(exists: ExistsResult, options: { feature?: LoginFeature; failing?: string[]; codes?: Record<string, string>; profile?: FlowUser; registered?: RegisterOutcome } = {}) {
  const flow = startFlow({ exists, ...options });
  flow.start({ source: "modal", feature: options.feature, event: talk, callback: "/events/e/atelier-zero-dechet" });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: lea.email });
  await flow.settle();
  flow.calls.length = 0;
  return flow;
}

const newcomer = { ...lea, active: false, profileCompleted: false, firstName: null, displayname: null };

test.each([
  { feature: undefined, step: "register" },
  { feature: "attend-event", step: "registerAttend" },
] as const)("SUBMIT_PASSWORD in $step registers, stores the tokens, signs in, then asks to confirm the address", async ({ feature, step }) => {
  const flow = await atStep(unknown, { feature, profile: newcomer });
  expect(flow.is({ flow: { [step]: "idle" } })).toBe(true);
  flow.actor.send({ type: "SUBMIT_PASSWORD", password: "correct horse" });
  expect(flow.is({ flow: { [step]: "registering" } })).toBe(true);
  await flow.settle();
  expect(flow.is({ flow: { confirmEmail: "idle" } })).toBe(true);
  expect(flow.calls).toEqual([
    ["register", { email: lea.email, password: "correct horse" }],
    ["storeTokens", { token: "t-register", refreshToken: "r-register" }],
    ["loadProfile", undefined],
    ["storeEmailCookie", { email: lea.email }],
    ["completeLogin", { user: newcomer }],
  ]);
  // No going back to the password form of an account that now exists, and no attending yet.
  expect(flow.context()).toMatchObject({ step: "confirmEmail", history: [] });
  expect(flow.can({ type: "PREVIOUS" })).toBe(true);
  expect(flow.called()).not.toContain("attend");
});

test("confirmEmail: RESEND sends the link again; CONTINUE closes, and runs the callback unless it was about attending", async () => {
  const registering = await atStep(unknown, { profile: newcomer });
  registering.actor.send({ type: "SUBMIT_PASSWORD", password: "correct horse" });
  await registering.settle();
  registering.actor.send({ type: "RESEND" });
  expect(registering.is({ flow: { confirmEmail: "resending" } })).toBe(true);
  await registering.settle();
  expect(registering.is({ flow: { confirmEmail: "resent" } })).toBe(true);
  expect(registering.calls.at(-1)).toEqual(["resendActivation", { email: lea.email }]);
  registering.actor.send({ type: "CONTINUE" });
  expect(registering.is("done")).toBe(true);
  await vi.advanceTimersByTimeAsync(CALLBACK_DELAY_MS);
  expect(registering.calls.at(-1)).toEqual(["runCallback", { callback: "/events/e/atelier-zero-dechet" }]);

  const attending = await atStep(unknown, { feature: "attend-event", profile: newcomer });
  attending.actor.send({ type: "SUBMIT_PASSWORD", password: "correct horse" });
  await attending.settle();
  attending.actor.send({ type: "CONTINUE" });
  await vi.advanceTimersByTimeAsync(CALLBACK_DELAY_MS);
  expect(attending.is("done")).toBe(true);
  expect(attending.called()).not.toContain("runCallback");
});

test("choosing the password of an invited account sends the claim link and signs nobody in", async () => {
  const flow = await atStep(invited, { registered: { confirmationSent: true } });
  expect(flow.is({ flow: { choosePassword: "idle" } })).toBe(true);
  flow.actor.send({ type: "SUBMIT_PASSWORD", password: "correct horse" });
  await flow.settle();
  expect(flow.is({ flow: { choosePassword: "claimSent" } })).toBe(true);
  expect(flow.called()).toEqual(["register"]);
});

test("a failed registration or profile load stays on the step with request_failed", async () => {
  for (const failing of ["register", "loadProfile"]) {
    const flow = await atStep(unknown, { failing: [failing], profile: newcomer });
    flow.actor.send({ type: "SUBMIT_PASSWORD", password: "correct horse" });
    await flow.settle();
    expect(flow.is({ flow: { register: "idle" } })).toBe(true);
    expect(flow.context().error).toBe("request_failed");
    expect(flow.called()).not.toContain("completeLogin");
  }
});

test("SUBMIT_LOGIN signs in, closes, and runs the callback 500 ms later", async () => {
  const flow = await atStep(local);
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  expect(flow.is({ flow: { login: "submitting" } })).toBe(true);
  await flow.settle();
  expect(flow.is("done")).toBe(true);
  expect(flow.calls).toEqual([
    ["login", { email: lea.email, password: "correct horse" }],
    ["storeTokens", { token: "t-login", refreshToken: "r-login" }],
    ["loadProfile", undefined],
    ["storeEmailCookie", { email: lea.email }],
    ["completeLogin", { user: lea }],
  ]);
  await vi.advanceTimersByTimeAsync(499);
  expect(flow.called()).not.toContain("runCallback");
  await vi.advanceTimersByTimeAsync(1);
  expect(flow.calls.at(-1)).toEqual(["runCallback", { callback: "/events/e/atelier-zero-dechet" }]);
});

test("START within the 500 ms cancels the pending callback, even if the new flow is done in time", async () => {
  const flow = await atStep(local);
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await flow.settle();
  flow.start({ source: "event", feature: "attend-event", event: talk });
  flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await flow.settle();
  expect(flow.is("done")).toBe(true);
  await vi.advanceTimersByTimeAsync(CALLBACK_DELAY_MS);
  expect(flow.called()).not.toContain("runCallback");
});

test("SUBMIT_LOGIN for feature attend-event signs in, then attends and adds the event to the attended list", async () => {
  const flow = await atStep(local, { feature: "attend-event" });
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await flow.settle();
  expect(flow.is("done")).toBe(true);
  expect(flow.called()).toEqual(["login", "storeTokens", "loadProfile", "storeEmailCookie", "completeLogin", "attend"]);
  expect(flow.calls.at(-1)).toEqual(["attend", { eventId: "evt-1", email: lea.email }]);
  expect(flow.context()).toMatchObject({ attendedEventIds: ["evt-1"], history: ["join", "email", "login"] });
  await vi.advanceTimersByTimeAsync(CALLBACK_DELAY_MS);
  expect(flow.called()).not.toContain("runCallback");
});

test("refused credentials stay on login with invalid_credentials, cleared by the next try", async () => {
  const flow = await atStep(local, { failing: ["login"], codes: { login: "invalid_credentials" } });
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "wrong" });
  await flow.settle();
  expect(flow.is({ flow: { login: "idle" } })).toBe(true);
  expect(flow.context().error).toBe("invalid_credentials");
  expect(flow.called()).toEqual(["login"]);
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "wrong again" });
  expect(flow.context().error).toBeNull();
});

test("a failed profile load after login stays on login with request_failed", async () => {
  const flow = await atStep(local, { failing: ["loadProfile"] });
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await flow.settle();
  expect(flow.is({ flow: { login: "idle" } })).toBe(true);
  expect(flow.context().error).toBe("request_failed");
});

test("a locked address offers the emailed login link: SEND_LOGIN_LINK sends it for the address typed", async () => {
  const flow = startFlow({ failing: ["login"], codes: { login: "login_locked" } });
  flow.start({ source: "modal" });
  flow.actor.send({ type: "CHOOSE_LOGIN" });
  expect(flow.can({ type: "SEND_LOGIN_LINK" })).toBe(false);
  flow.actor.send({ type: "SUBMIT_LOGIN", email: " lea@exemple.fr ", password: "correct horse" });
  await flow.settle();
  expect(flow.is({ flow: { login: "idle" } })).toBe(true);
  expect(flow.context().error).toBe("login_locked");
  flow.actor.send({ type: "SEND_LOGIN_LINK" });
  await flow.settle();
  expect(flow.is({ flow: { login: "linkSent" } })).toBe(true);
  expect(flow.calls).toEqual([["login", { email: "lea@exemple.fr", password: "correct horse" }], ["sendLoginLink", { email: "lea@exemple.fr" }]]);
});

test("any other login failure is request_failed, not a wrong password", async () => {
  const flow = await atStep(local, { failing: ["login"], codes: { login: "rate_limited" } });
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await flow.settle();
  expect(flow.context().error).toBe("request_failed");
});

test("CHOOSE_LOGIN goes straight to login, whose form brings the address", async () => {
  const flow = startFlow();
  flow.start({ source: "login-page", callback: "/events" });
  flow.actor.send({ type: "CHOOSE_LOGIN" });
  flow.actor.send({ type: "SUBMIT_LOGIN", email: "lea@exemple.fr", password: "correct horse" });
  await flow.settle();
  expect(flow.is("done")).toBe(true);
  expect(flow.calls[0]).toEqual(["login", { email: "lea@exemple.fr", password: "correct horse" }]);
});

test("an unconfirmed member who logs in to attend is asked to confirm the address, not sent to a failing attend", async () => {
  const flow = await atStep(local, { feature: "attend-event", profile: { ...lea, active: false } });
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await flow.settle();
  expect(flow.is({ flow: { confirmEmail: "idle" } })).toBe(true);
  expect(flow.called()).not.toContain("attend");
});

test("a failed attend stays on attend with request_failed; an unconfirmed answer leads to confirmEmail", async () => {
  const failing = await atStep(local, { feature: "attend-event", failing: ["attend"] });
  failing.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await failing.settle();
  expect(failing.is({ flow: { attend: "failed" } })).toBe(true);
  expect(failing.context()).toMatchObject({ error: "request_failed", attendedEventIds: [] });

  const unconfirmed = await atStep(local, { feature: "attend-event", failing: ["attend"], codes: { attend: "email_not_confirmed" } });
  unconfirmed.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await unconfirmed.settle();
  expect(unconfirmed.is({ flow: { confirmEmail: "idle" } })).toBe(true);
});

test("attending an event already in the attended list keeps one id", async () => {
  const twice = startFlow({ attendedEventIds: ["evt-1"] });
  twice.start({ source: "event", feature: "attend-event", event: talk });
  twice.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await twice.settle();
  expect(twice.context().attendedEventIds).toEqual(["evt-1"]);
});

const PROFILE = { firstName: "Léa", displayname: "Léa M." };

test("SUBMIT_PROFILE in registerAttendProvider saves the profile, signs in, then attends", async () => {
  const flow = startFlow({ profile: { ...lea, profileCompleted: false } });
  flow.start({ source: "event", feature: "attend-event", event: talk });
  flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await flow.settle();
  flow.calls.length = 0;
  flow.actor.send({ type: "SUBMIT_PROFILE", profile: PROFILE });
  expect(flow.is({ flow: { registerAttendProvider: "updatingProfile" } })).toBe(true);
  await flow.settle();
  expect(flow.is("done")).toBe(true);
  expect(flow.called()).toEqual(["updateProfile", "storeEmailCookie", "completeLogin", "attend"]);
  expect(flow.calls[0]).toEqual(["updateProfile", { profile: PROFILE }]);
  expect(flow.context().data).toMatchObject({ user: { ...lea, profileCompleted: true }, newProviderAccount: true });
});

test("SUBMIT_PROFILE in customize (opened directly, or after a new provider account) signs in, closes and runs the callback", async () => {
  const direct = startFlow();
  direct.start({ source: "login-page", step: "customize", callback: "/account" });
  direct.actor.send({ type: "SUBMIT_PROFILE", profile: PROFILE });
  await direct.settle();
  expect(direct.is("done")).toBe(true);
  await vi.advanceTimersByTimeAsync(CALLBACK_DELAY_MS);
  expect(direct.called()).toEqual(["updateProfile", "storeEmailCookie", "completeLogin", "runCallback"]);

  const provider = startFlow({ profile: { ...lea, profileCompleted: false } });
  provider.start({ source: "like", feature: "like-event" });
  provider.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await provider.settle();
  expect(provider.is({ flow: { customize: "idle" } })).toBe(true);
  provider.actor.send({ type: "SUBMIT_PROFILE", profile: PROFILE });
  await provider.settle();
  expect(provider.is("done")).toBe(true);
  expect(provider.calls.at(-1)).toEqual(["completeLogin", { user: { ...lea, profileCompleted: true } }]);
});

test("a failed profile update stays on the step with request_failed", async () => {
  const flow = startFlow({ failing: ["updateProfile"] });
  flow.start({ source: "login-page", step: "customize" });
  flow.actor.send({ type: "SUBMIT_PROFILE", profile: PROFILE });
  await flow.settle();
  expect(flow.is({ flow: { customize: "idle" } })).toBe(true);
  expect(flow.context().error).toBe("request_failed");
  expect(flow.called()).toEqual(["updateProfile"]);
});
