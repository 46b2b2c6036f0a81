import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { atStep, invited, lea, startFlow, talk, unknown } from "./login-flow.harness";
import { CALLBACK_DELAY_MS } from "./login-flow.setup";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

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
    ["register", { email: lea.email, password: "correct horse", callback: "/events/e/atelier-zero-dechet" }],
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
  // The claim link is to return where the flow was going.
  expect(flow.calls).toEqual([["register", { email: lea.email, password: "correct horse", callback: "/events/e/atelier-zero-dechet" }]]);
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

test.each(["password_too_common", "password_is_email"] as const)(
  "a password the server refuses (%s) goes back to the form with that error, nobody signed in",
  async (code) => {
    const flow = await atStep(unknown, { failing: ["register"], codes: { register: code } });
    flow.actor.send({ type: "SUBMIT_PASSWORD", password: "password1" });
    await flow.settle();
    expect(flow.is({ flow: { register: "idle" } })).toBe(true);
    expect(flow.context().error).toBe(code);
    expect(flow.called()).not.toContain("completeLogin");
    flow.actor.send({ type: "SUBMIT_PASSWORD", password: "correct horse" });
    expect(flow.context().error).toBeNull();
  },
);
