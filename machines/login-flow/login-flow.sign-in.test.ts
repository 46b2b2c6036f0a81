import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { askingTalk, atStep, diet, lea, local, startFlow, talk } from "./login-flow.harness";
import { CALLBACK_DELAY_MS } from "./login-flow.setup";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

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
  expect(flow.calls.at(-1)).toEqual(["attend", { eventId: "evt-1", email: lea.email, answers: null }]);
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
  expect(flow.calls).toEqual([
    ["login", { email: "lea@exemple.fr", password: "correct horse" }],
    ["sendLoginLink", { email: "lea@exemple.fr" }],
  ]);
});

test("a login link that could not be sent can be asked again", async () => {
  const flow = startFlow({ failing: ["login", "sendLoginLink"], codes: { login: "login_locked" } });
  flow.start({ source: "modal" });
  flow.actor.send({ type: "CHOOSE_LOGIN" });
  flow.actor.send({ type: "SUBMIT_LOGIN", email: "lea@exemple.fr", password: "correct horse" });
  await flow.settle();
  flow.actor.send({ type: "SEND_LOGIN_LINK" });
  await flow.settle();
  expect(flow.is({ flow: { login: "idle" } })).toBe(true);
  expect(flow.context().error).toBe("link_failed");
  expect(flow.can({ type: "SEND_LOGIN_LINK" })).toBe(true);
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

  failing.actor.send({ type: "RETRY" });
  expect(failing.is({ flow: { attend: "attending" } })).toBe(true);
  expect(failing.context().error).toBeNull();

  const unconfirmed = await atStep(local, { feature: "attend-event", failing: ["attend"], codes: { attend: "email_not_confirmed" } });
  unconfirmed.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await unconfirmed.settle();
  expect(unconfirmed.is({ flow: { confirmEmail: "idle" } })).toBe(true);

  const full = await atStep(local, { feature: "attend-event", failing: ["attend"], codes: { attend: "event_full" } });
  full.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await full.settle();
  expect(full.is({ flow: { attend: "full" } })).toBe(true);
  expect(full.context().error).toBe("event_full");
});

test("an event that approves each registration: the flow's attend takes a request, says so, and attends nothing", async () => {
  const flow = await atStep(local, { feature: "attend-event", pending: true });
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await flow.settle();
  expect(flow.is({ flow: { attend: "requested" } })).toBe(true);
  expect(flow.calls.at(-1)).toEqual(["attend", { eventId: "evt-1", email: lea.email, answers: null }]);
  expect(flow.context().attendedEventIds).toEqual([]);

  const declined = await atStep(local, { feature: "attend-event", failing: ["attend"], codes: { attend: "request_declined" } });
  declined.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await declined.settle();
  expect(declined.is({ flow: { attend: "declined" } })).toBe(true);
  expect(declined.can({ type: "RETRY" })).toBe(false);
});

test("attending an event already in the attended list keeps one id", async () => {
  const twice = startFlow({ attendedEventIds: ["evt-1"] });
  twice.start({ source: "event", feature: "attend-event", event: talk });
  twice.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  await twice.settle();
  expect(twice.context().attendedEventIds).toEqual(["evt-1"]);
});

/** A member logging in through the flow to attend an event that asks a question: the flow once signed in. */
async function loggedInToAnswer(options: { failing?: string[] } = {}) {
  const flow = startFlow({ exists: local, ...options });
  flow.start({ source: "modal", feature: "attend-event", event: askingTalk });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: lea.email });
  await flow.settle();
  flow.actor.send({ type: "SUBMIT_LOGIN", password: "correct horse" });
  await flow.settle();
  return flow;
}

test("a member who logs in to attend an event with questions answers them, then attends with the answers", async () => {
  const flow = await loggedInToAnswer();
  expect(flow.is({ flow: { attend: "questions" } })).toBe(true);
  expect(flow.called()).not.toContain("attend");
  flow.actor.send({ type: "SUBMIT_ANSWERS", answers: { [diet.id]: "o1veggie" } });
  await flow.settle();
  expect(flow.is("done")).toBe(true);
  expect(flow.calls.at(-1)).toEqual(["attend", { eventId: "evt-1", email: lea.email, answers: { [diet.id]: "o1veggie" } }]);
  expect(flow.context().attendedEventIds).toEqual(["evt-1"]);
});

test("a member who already answered is not asked again: a failed attend is retried with the same answers", async () => {
  const flow = await loggedInToAnswer({ failing: ["attend"] });
  flow.actor.send({ type: "SUBMIT_ANSWERS", answers: { [diet.id]: "o1veggie" } });
  await flow.settle();
  expect(flow.is({ flow: { attend: "failed" } })).toBe(true);
  flow.actor.send({ type: "RETRY" });
  expect(flow.is({ flow: { attend: "attending" } })).toBe(true);
  await flow.settle();
  const attends = flow.calls.filter(([name]) => name === "attend");
  expect(attends).toEqual([
    ["attend", { eventId: "evt-1", email: lea.email, answers: { [diet.id]: "o1veggie" } }],
    ["attend", { eventId: "evt-1", email: lea.email, answers: { [diet.id]: "o1veggie" } }],
  ]);
});
