import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { lea, startFlow, talk } from "./login-flow.harness";
import { CALLBACK_DELAY_MS } from "./login-flow.setup";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

test.each([
  { feature: "attend-event", target: "registerAttendProvider" },
  { feature: "like-event", target: "customize" },
  { feature: undefined, target: "customize" },
] as const)("provider login of a new account ($feature) → $target, to complete the profile", async ({ feature, target }) => {
  const profile = { ...lea, profileCompleted: false, firstName: null, displayname: null };
  const flow = startFlow({ profile });
  flow.start({ source: "modal", feature, event: talk });
  flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "facebook" });
  expect(flow.is({ flow: { join: "providerLogin" } })).toBe(true);
  await flow.settle();
  expect(flow.is({ flow: { [target]: "idle" } })).toBe(true);
  expect(flow.calls).toEqual([
    ["providerLogin", { provider: "facebook" }],
    ["storeTokens", { token: "t-provider", refreshToken: "r-provider" }],
    ["loadProfile", undefined],
  ]);
  expect(flow.context()).toMatchObject({ step: target, data: { email: lea.email, user: profile, newProviderAccount: true }, history: ["join"] });
});

test("provider login of a complete account signs in and goes on: attends, or closes and runs the callback", async () => {
  const attending = startFlow();
  attending.start({ source: "event", feature: "attend-event", event: talk });
  attending.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await attending.settle();
  expect(attending.is("done")).toBe(true);
  expect(attending.called()).toEqual(["providerLogin", "storeTokens", "loadProfile", "storeEmailCookie", "completeLogin", "attend"]);
  expect(attending.context().attendedEventIds).toEqual(["evt-1"]);

  const liking = startFlow();
  liking.start({ source: "like", feature: "like-event", callback: "/events" });
  liking.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await liking.settle();
  expect(liking.is("done")).toBe(true);
  expect(liking.called()).not.toContain("attend");
  await vi.advanceTimersByTimeAsync(CALLBACK_DELAY_MS);
  expect(liking.calls.at(-1)).toEqual(["runCallback", { callback: "/events" }]);
});

test("provider login of a complete but unconfirmed account that wants to attend is asked to confirm first", async () => {
  const flow = startFlow({ profile: { ...lea, active: false } });
  flow.start({ source: "event", feature: "attend-event", event: talk });
  flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await flow.settle();
  expect(flow.is({ flow: { confirmEmail: "idle" } })).toBe(true);
  expect(flow.called()).not.toContain("attend");
});

test("closing the provider popup returns to the choices without an error", async () => {
  const flow = startFlow({ failing: ["providerLogin"], codes: { providerLogin: "popup_closed" } });
  flow.start({ source: "modal" });
  flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await flow.settle();
  expect(flow.is({ flow: { join: "idle" } })).toBe(true);
  expect(flow.context().error).toBeNull();
  expect(flow.can({ type: "CHOOSE_EMAIL" })).toBe(true);
});

test("provider login: a failed popup or profile load stays on join with an error", async () => {
  for (const [failing, error] of [
    ["providerLogin", "provider_failed"],
    ["loadProfile", "request_failed"],
  ] as const) {
    const flow = startFlow({ failing: [failing] });
    flow.start({ source: "modal" });
    flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
    await flow.settle();
    expect(flow.is({ flow: { join: "idle" } })).toBe(true);
    expect(flow.context().error).toBe(error);
    flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
    expect(flow.context().error).toBeNull();
  }
});
