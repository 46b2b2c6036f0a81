import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { askingTalk, diet, externalTalk, startFlow, talk } from "./login-flow.harness";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

test("the flow starts closed; START opens join with the start's source, feature, event and callback", () => {
  const flow = startFlow({ attendedEventIds: ["evt-0"] });
  expect(flow.is("closed")).toBe(true);
  expect(flow.can({ type: "CHOOSE_EMAIL" })).toBe(false);
  expect(flow.can({ type: "CLOSE" })).toBe(false);
  flow.start({ source: "event", feature: "attend-event", event: talk, callback: "/events/e/atelier-zero-dechet" });
  expect(flow.is({ flow: { join: "idle" } })).toBe(true);
  expect(flow.context()).toEqual({
    step: "join",
    source: "event",
    data: { email: "", user: null, newProviderAccount: false },
    event: talk,
    feature: "attend-event",
    history: [],
    callback: "/events/e/atelier-zero-dechet",
    count: 1,
    attendedEventIds: ["evt-0"],
    error: null,
    answers: null,
  });
});

test("START again resets the flow state from any step, keeping the attended events", async () => {
  const flow = startFlow({ attendedEventIds: ["evt-0"] });
  flow.start({ source: "event", feature: "attend-event", event: talk });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: "lea@exemple.fr" });
  await flow.settle();
  expect(flow.is({ flow: "registerAttend" })).toBe(true);
  flow.start({ source: "like", feature: "like-event" });
  expect(flow.is({ flow: { join: "idle" } })).toBe(true);
  expect(flow.context()).toMatchObject({ step: "join", source: "like", feature: "like-event", event: null, history: [], count: 1 });
  expect(flow.context().data.email).toBe("");
  expect(flow.context().attendedEventIds).toEqual(["evt-0"]);
});

test("an external event goes to attend, then redirectExternal, which redirects without attending here", () => {
  const flow = startFlow();
  flow.start({ source: "event", feature: "attend-event", event: externalTalk });
  expect(flow.is({ flow: "redirectExternal" })).toBe(true);
  expect(flow.calls).toEqual([["redirectExternal", { eventId: "evt-2" }]]);
  expect(flow.context()).toMatchObject({ step: "redirectExternal", count: 2, history: [] });
});

test("START with step customize opens the profile step of a logged-in user", () => {
  const flow = startFlow();
  flow.start({ source: "login-page", step: "customize" });
  expect(flow.is({ flow: { customize: "idle" } })).toBe(true);
  expect(flow.can({ type: "SUBMIT_PASSWORD", password: "x" })).toBe(false);
});

test("join: CHOOSE_EMAIL goes to email and CHOOSE_LOGIN to login, each remembering join", () => {
  for (const [type, target] of [
    ["CHOOSE_EMAIL", "email"],
    ["CHOOSE_LOGIN", "login"],
  ] as const) {
    const flow = startFlow();
    flow.start({ source: "modal" });
    flow.actor.send({ type });
    expect(flow.is({ flow: { [target]: "idle" } })).toBe(true);
    expect(flow.context()).toMatchObject({ step: target, history: ["join"], count: 2 });
  }
});

test("join: GUEST asks a guest for an email only and sends the registration link; without an event there is nothing to attend", async () => {
  const flow = startFlow();
  flow.start({ source: "modal" });
  expect(flow.can({ type: "GUEST" })).toBe(false);
  flow.start({ source: "event", feature: "attend-event", event: talk });
  flow.actor.send({ type: "GUEST" });
  expect(flow.is({ flow: { attend: "guest" } })).toBe(true);
  expect(flow.context()).toMatchObject({ step: "attend", history: ["join"] });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: " invitee@exemple.fr " });
  expect(flow.is({ flow: { attend: "subscribing" } })).toBe(true);
  await flow.settle();
  // Nothing is attended yet: the place is taken when the emailed link is clicked.
  expect(flow.is({ flow: { attend: "guestSent" } })).toBe(true);
  expect(flow.calls).toEqual([["subscribeAttend", { eventId: "evt-1", email: "invitee@exemple.fr", answers: null }]]);
  expect(flow.context().attendedEventIds).toEqual([]);
});

test("guest: a full event or a failed request stays on the email form with its error", async () => {
  for (const [codes, error] of [
    [{ subscribeAttend: "event_full" }, "event_full"],
    [{}, "request_failed"],
  ] as const) {
    const flow = startFlow({ failing: ["subscribeAttend"], codes });
    flow.start({ source: "event", feature: "attend-event", event: talk });
    flow.actor.send({ type: "GUEST" });
    flow.actor.send({ type: "SUBMIT_EMAIL", email: "invitee@exemple.fr" });
    await flow.settle();
    expect(flow.is({ flow: { attend: "guest" } })).toBe(true);
    expect(flow.context().error).toBe(error);
  }
});

test.each([
  { exists: { exists: true, invited: true, local: false }, feature: undefined, target: "choosePassword" },
  { exists: { exists: true, invited: false, local: true }, feature: "attend-event", target: "login" },
  { exists: { exists: false, invited: false, local: false }, feature: "attend-event", target: "registerAttend" },
  { exists: { exists: false, invited: false, local: false }, feature: "like-event", target: "register" },
] as const)("SUBMIT_EMAIL checks the address: $exists with $feature → $target", async ({ exists, feature, target }) => {
  const flow = startFlow({ exists });
  flow.start({ source: "modal", feature, event: talk });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: "  lea@exemple.fr " });
  expect(flow.is({ flow: { email: "checking" } })).toBe(true);
  await flow.settle();
  expect(flow.is({ flow: { [target]: "idle" } })).toBe(true);
  expect(flow.calls).toEqual([["checkExists", { email: "lea@exemple.fr" }]]);
  expect(flow.context()).toMatchObject({ step: target, history: ["join", "email"], data: { email: "lea@exemple.fr" } });
});

test("SUBMIT_EMAIL of an account without a local password stays with LOGIN_WITH_OAUTH; a failed check says so", async () => {
  const flow = startFlow({ exists: { exists: true, invited: false, local: false } });
  flow.start({ source: "modal" });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: "lea@exemple.fr" });
  await flow.settle();
  expect(flow.is({ flow: { email: "idle" } })).toBe(true);
  expect(flow.context().error).toBe("LOGIN_WITH_OAUTH");
  flow.actor.send({ type: "SUBMIT_EMAIL", email: "autre@exemple.fr" });
  expect(flow.context().error).toBeNull();

  const failing = startFlow({ failing: ["checkExists"] });
  failing.start({ source: "modal" });
  failing.actor.send({ type: "CHOOSE_EMAIL" });
  failing.actor.send({ type: "SUBMIT_EMAIL", email: "lea@exemple.fr" });
  await failing.settle();
  expect(failing.is({ flow: { email: "idle" } })).toBe(true);
  expect(failing.context().error).toBe("request_failed");
});

test("PREVIOUS walks back through history, then closes; going back does not grow history", async () => {
  const flow = startFlow({ exists: { exists: true, invited: false, local: true } });
  flow.start({ source: "modal" });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: "lea@exemple.fr" });
  await flow.settle();
  expect(flow.context()).toMatchObject({ step: "login", history: ["join", "email"], count: 3 });
  flow.actor.send({ type: "PREVIOUS" });
  expect(flow.is({ flow: { email: "idle" } })).toBe(true);
  expect(flow.context()).toMatchObject({ step: "email", history: ["join"], count: 4 });
  flow.actor.send({ type: "PREVIOUS" });
  expect(flow.is({ flow: { join: "idle" } })).toBe(true);
  expect(flow.context()).toMatchObject({ history: [], count: 5 });
  flow.actor.send({ type: "PREVIOUS" });
  expect(flow.is("closed")).toBe(true);
  expect(flow.can({ type: "PREVIOUS" })).toBe(false);
});

test("PREVIOUS during a request drops it; from attend it returns to the step before", async () => {
  const flow = startFlow();
  flow.start({ source: "event", feature: "attend-event", event: talk });
  flow.actor.send({ type: "CHOOSE_EMAIL" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: "lea@exemple.fr" });
  flow.actor.send({ type: "PREVIOUS" });
  await flow.settle();
  expect(flow.is({ flow: { join: "idle" } })).toBe(true);
  flow.actor.send({ type: "GUEST" });
  expect(flow.is({ flow: { attend: "guest" } })).toBe(true);
  flow.actor.send({ type: "PREVIOUS" });
  expect(flow.is({ flow: { join: "idle" } })).toBe(true);
});

test("a flow started with an address (a personal invitation's) holds it for the email step; the next start without one forgets it", () => {
  const flow = startFlow();
  flow.start({ source: "event", feature: "attend-event", email: "  lea@exemple.fr " });
  expect(flow.context().data.email).toBe("lea@exemple.fr");
  flow.actor.send({ type: "CLOSE" });
  flow.start({ source: "modal" });
  expect(flow.context().data.email).toBe("");
});

test("CLOSE closes the flow from any step, even mid-request", () => {
  const flow = startFlow();
  flow.start({ source: "modal" });
  flow.actor.send({ type: "CHOOSE_PROVIDER", provider: "google" });
  flow.actor.send({ type: "CLOSE" });
  expect(flow.is("closed")).toBe(true);
  expect(flow.can({ type: "CLOSE" })).toBe(false);
  expect(flow.can({ type: "START", source: "modal" })).toBe(true);
});

test("questions: a guest gives an email, then answers, and the answers go with the registration link's request", async () => {
  const flow = startFlow();
  flow.start({ source: "event", feature: "attend-event", event: askingTalk });
  flow.actor.send({ type: "GUEST" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: "invitee@exemple.fr" });
  expect(flow.is({ flow: { attend: "questions" } })).toBe(true);
  expect(flow.context()).toMatchObject({ step: "attend", data: { email: "invitee@exemple.fr" }, answers: null });
  expect(flow.called()).toEqual([]);
  flow.actor.send({ type: "SUBMIT_ANSWERS", answers: { [diet.id]: "o1veggie" } });
  expect(flow.is({ flow: { attend: "subscribing" } })).toBe(true);
  await flow.settle();
  expect(flow.is({ flow: { attend: "guestSent" } })).toBe(true);
  expect(flow.calls).toEqual([["subscribeAttend", { eventId: "evt-1", email: "invitee@exemple.fr", answers: { [diet.id]: "o1veggie" } }]]);
});

test("questions: answers the questions changed under are asked again; START forgets answers", async () => {
  const flow = startFlow({ failing: ["subscribeAttend"], codes: { subscribeAttend: "invalid_body" } });
  flow.start({ source: "event", feature: "attend-event", event: askingTalk });
  flow.actor.send({ type: "GUEST" });
  flow.actor.send({ type: "SUBMIT_EMAIL", email: "invitee@exemple.fr" });
  flow.actor.send({ type: "SUBMIT_ANSWERS", answers: { [diet.id]: "o1veggie" } });
  await flow.settle();
  expect(flow.is({ flow: { attend: "questions" } })).toBe(true);
  expect(flow.context()).toMatchObject({ answers: null, error: "request_failed" });
  flow.actor.send({ type: "SUBMIT_ANSWERS", answers: { [diet.id]: "o1veggie" } });
  expect(flow.context().answers).toEqual({ [diet.id]: "o1veggie" });
  flow.start({ source: "event", feature: "attend-event", event: askingTalk });
  expect(flow.context().answers).toBeNull();
});
