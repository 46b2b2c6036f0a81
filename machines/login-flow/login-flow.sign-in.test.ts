import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startFlow, talk, lea } from "./login-flow.harness";
import { CALLBACK_DELAY_MS } from "./login-flow.setup";
import type { ExistsResult, LoginFeature } from "./login-flow.types";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const invited: ExistsResult = { exists: true, invited: true, local: false };
const local: ExistsResult = { exists: true, invited: false, local: true };
const unknown: ExistsResult = { exists: false, invited: false, local: false };

/** A flow brought to the step the email check leads to. */
async function atStep(exists: ExistsResult, options: { feature?: LoginFeature; failing?: string[] } = {}) {
  const flow = startFlow({ exists, failing: options.failing });
  flow.start({ source: "modal", feature: options.feature, event: talk, callback: "/events/e/atelier-zero-dechet" });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: lea.email });
  await flow.settle();
  flow.calls.length = 0;
  return flow;
}

test.each([
  { exists: invited, feature: undefined, step: "choosePassword" },
  { exists: unknown, feature: undefined, step: "register" },
  { exists: unknown, feature: "attend-event", step: "registerAttend" },
] as const)("SUBMIT_PASSWORD in $step registers, stores the tokens, loads the profile, signs in and closes", async ({ exists, feature, step }) => {
  const flow = await atStep(exists, { feature });
  expect(flow.is({ flow: { [step]: "idle" } })).toBe(true);
  flow.actor.send({ type: "SUBMIT_PASSWORD", password: "correct horse" });
  expect(flow.is({ flow: { [step]: "registering" } })).toBe(true);
  await flow.settle();
  expect(flow.is("done")).toBe(true);
  expect(flow.calls).toEqual([
    ["register", { email: lea.email, password: "correct horse" }],
    ["storeTokens", { token: "t-register", refreshToken: "r-register" }],
    ["loadProfile", undefined],
    ["storeEmailCookie", { email: lea.email }],
    ["completeLogin", { user: lea }],
  ]);
  expect(flow.context().data.user).toEqual(lea);
  await vi.advanceTimersByTimeAsync(CALLBACK_DELAY_MS);
  expect(flow.called()).not.toContain("runCallback");
});

test("a failed registration or profile load stays on the step with request_failed", async () => {
  for (const failing of ["register", "loadProfile"]) {
    const flow = await atStep(unknown, { failing: [failing] });
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
  flow.actor.send({ type: "GUEST" });
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
  const flow = await atStep(local, { failing: ["login"] });
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

test("a failed attend stays on attend with request_failed; attending twice keeps one id", async () => {
  const failing = await atStep(local, { feature: "attend-event", failing: ["attend"] });
  failing.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await failing.settle();
  expect(failing.is({ flow: { attend: "failed" } })).toBe(true);
  expect(failing.context()).toMatchObject({ error: "request_failed", attendedEventIds: [] });

  const twice = startFlow({ attendedEventIds: ["evt-1"] });
  twice.start({ source: "event", feature: "attend-event", event: talk });
  twice.actor.send({ type: "GUEST" });
  await twice.settle();
  expect(twice.context().attendedEventIds).toEqual(["evt-1"]);
});

test("SUBMIT_PROFILE in registerAttendProvider saves the profile, signs in, then attends", async () => {
  const flow = startFlow({ profile: { ...lea, profileCompleted: false } });
  flow.start({ source: "event", feature: "attend-event", event: talk });
  flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await flow.settle();
  flow.calls.length = 0;
  flow.actor.send({ type: "SUBMIT_PROFILE", profile: { displayname: "Léa" } });
  expect(flow.is({ flow: { registerAttendProvider: "updatingProfile" } })).toBe(true);
  await flow.settle();
  expect(flow.is("done")).toBe(true);
  expect(flow.called()).toEqual(["updateProfile", "storeEmailCookie", "completeLogin", "attend"]);
  expect(flow.calls[0]).toEqual(["updateProfile", { profile: { displayname: "Léa" } }]);
  expect(flow.context().data).toMatchObject({ user: lea, newProviderAccount: true });
});

test("SUBMIT_PROFILE in customize and in register (provider account) signs in, closes and runs the callback", async () => {
  const customize = startFlow();
  customize.start({ source: "login-page", step: "customize", callback: "/account" });
  customize.actor.send({ type: "SUBMIT_PROFILE", profile: { firstName: "Léa" } });
  await customize.settle();
  expect(customize.is("done")).toBe(true);
  await vi.advanceTimersByTimeAsync(CALLBACK_DELAY_MS);
  expect(customize.called()).toEqual(["updateProfile", "storeEmailCookie", "completeLogin", "runCallback"]);

  const register = startFlow({ profile: { ...lea, profileCompleted: false } });
  register.start({ source: "like", feature: "like-event" });
  register.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await register.settle();
  expect(register.is({ flow: { register: "idle" } })).toBe(true);
  register.actor.send({ type: "SUBMIT_PROFILE", profile: { displayname: "Léa" } });
  await register.settle();
  expect(register.is("done")).toBe(true);
  expect(register.calls.at(-1)).toEqual(["completeLogin", { user: lea }]);
});

test("a failed profile update stays on the step with request_failed", async () => {
  const flow = startFlow({ failing: ["updateProfile"] });
  flow.start({ source: "login-page", step: "customize" });
  flow.actor.send({ type: "SUBMIT_PROFILE", profile: { displayname: "Léa" } });
  await flow.settle();
  expect(flow.is({ flow: { customize: "idle" } })).toBe(true);
  expect(flow.context().error).toBe("request_failed");
  expect(flow.called()).toEqual(["updateProfile"]);
});
