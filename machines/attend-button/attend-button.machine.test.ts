import { expect, test } from "vitest";
import { createActor, fromPromise, type SnapshotFrom } from "xstate";
import type { FlowAnswers, FlowEvent } from "../login-flow/login-flow.types";
import { ACTIVATION_RESENT_TOAST, ATTEND_ERROR_TOAST, attendButtonMachine, type AttendViewer } from "./attend-button.machine";

const talk: FlowEvent = { id: "evt-1", slug: "atelier-zero-dechet", registerExternal: false };
const confirmed: AttendViewer = { email: "lea@exemple.fr", active: true };
const unconfirmed: AttendViewer = { email: "lea@exemple.fr", active: false };

/**
 * A started button whose actors answer after `answer(ok)`; calls and actions are recorded in order. The attend
 * answers a registration unless `answer(true, { pending: true })` says it was a request.
 */
function startButton(input: { viewer: AttendViewer; registered?: boolean; event?: FlowEvent }) {
  const calls: [name: string, payload: unknown][] = [];
  let settle: (ok: boolean, output?: { pending: boolean }) => void = () => {};
  const request = <TOutput, TInput>(name: string, fallback: TOutput) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      calls.push([name, input]);
      return new Promise(
        (resolve, reject) => (settle = (ok, output) => (ok ? resolve((output as TOutput | undefined) ?? fallback) : reject(new Error("500")))),
      );
    });
  const record = (name: string) => (_: unknown, params: unknown) => void calls.push([name, params]);
  const machine = attendButtonMachine.provide({
    actors: {
      attend: request<{ pending: boolean }, { eventId: string; answers: FlowAnswers | null }>("attend", { pending: false }),
      unattend: request<void, { eventId: string }>("unattend", undefined),
      resendActivation: request<void, { email: string }>("resendActivation", undefined),
    },
    actions: { startLoginFlow: record("startLoginFlow"), redirectExternal: record("redirectExternal"), notify: record("notify") },
  });
  const actor = createActor(machine, {
    input: { event: input.event ?? talk, viewer: input.viewer, registered: input.registered ?? false },
  }).start();
  return {
    actor,
    calls,
    is: (state: Parameters<SnapshotFrom<typeof machine>["matches"]>[0]) => actor.getSnapshot().matches(state),
    answer: async (ok: boolean, output?: { pending: boolean }) => {
      settle(ok, output);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

test("the button opens on open, or on registered for someone already registered", () => {
  expect(startButton({ viewer: null }).is({ open: "idle" })).toBe(true);
  const registered = startButton({ viewer: confirmed, registered: true });
  expect(registered.is({ registered: "idle" })).toBe(true);
  expect(registered.actor.getSnapshot().can({ type: "CLICK" })).toBe(false);
});

test("CLICK by a confirmed user attends, then shows registered", async () => {
  const { actor, calls, is, answer } = startButton({ viewer: confirmed });
  actor.send({ type: "CLICK" });
  expect(is("attending")).toBe(true);
  expect(actor.getSnapshot().can({ type: "CLICK" })).toBe(false);
  await answer(true);
  expect(is({ registered: "idle" })).toBe(true);
  expect(actor.getSnapshot().context.registered).toBe(true);
  expect(calls).toEqual([["attend", { eventId: "evt-1", answers: null }]]);
});

test("a failed attend goes back to open with an error toast", async () => {
  const { actor, calls, is, answer } = startButton({ viewer: confirmed });
  actor.send({ type: "CLICK" });
  await answer(false);
  expect(is({ open: "idle" })).toBe(true);
  expect(calls).toEqual([
    ["attend", { eventId: "evt-1", answers: null }],
    ["notify", ATTEND_ERROR_TOAST],
  ]);
  expect(ATTEND_ERROR_TOAST).toMatchObject({ type: "error", position: "bottom-center", duration: 3000 });
});

test("CLICK by an unconfirmed user only shows the confirmation banner", () => {
  const { actor, calls, is } = startButton({ viewer: unconfirmed });
  expect(actor.getSnapshot().can({ type: "RESEND" })).toBe(false);
  actor.send({ type: "CLICK" });
  expect(is({ open: { needsConfirmation: "idle" } })).toBe(true);
  expect(actor.getSnapshot().can({ type: "RESEND" })).toBe(true);
  expect(calls).toEqual([]);
});

test("RESEND sends the activation email again and says so; a failure says it failed", async () => {
  for (const ok of [true, false]) {
    const { actor, calls, is, answer } = startButton({ viewer: unconfirmed });
    actor.send({ type: "CLICK" });
    actor.send({ type: "RESEND" });
    expect(is({ open: { needsConfirmation: "resending" } })).toBe(true);
    expect(actor.getSnapshot().can({ type: "RESEND" })).toBe(false);
    await answer(ok);
    expect(is({ open: { needsConfirmation: "idle" } })).toBe(true);
    expect(calls).toEqual([
      ["resendActivation", { email: "lea@exemple.fr" }],
      ["notify", ok ? ACTIVATION_RESENT_TOAST : ATTEND_ERROR_TOAST],
    ]);
  }
  expect(ACTIVATION_RESENT_TOAST).toEqual({
    message: { id: "attend.toast.activation-resent", defaultMessage: "L'email d'activation a été renvoyé" },
    type: "success",
    position: "bottom-center",
    duration: 3000,
  });
});

test("once the email is confirmed (LOGGED_IN with an active user), CLICK from the banner attends", () => {
  const { actor, is } = startButton({ viewer: unconfirmed });
  actor.send({ type: "CLICK" });
  actor.send({ type: "LOGGED_IN", user: confirmed });
  actor.send({ type: "CLICK" });
  expect(is("attending")).toBe(true);
});

test("CLICK by an anonymous visitor starts the login flow with feature attend-event", () => {
  const { actor, calls, is } = startButton({ viewer: null });
  actor.send({ type: "CLICK" });
  expect(is({ open: "idle" })).toBe(true);
  expect(calls).toEqual([["startLoginFlow", { source: "event", feature: "attend-event", event: talk }]]);
});

test("ATTENDED (the login flow attended this event) shows registered", () => {
  const { actor, is } = startButton({ viewer: null });
  actor.send({ type: "CLICK" });
  actor.send({ type: "ATTENDED" });
  expect(is({ registered: "idle" })).toBe(true);
  expect(actor.getSnapshot().context.registered).toBe(true);
});

test("UNATTENDED (another button of the page unregistered) reopens the button", () => {
  const { actor, is } = startButton({ viewer: confirmed, registered: true });
  actor.send({ type: "UNATTENDED" });
  expect(is({ open: "idle" })).toBe(true);
  expect(actor.getSnapshot().context.registered).toBe(false);
  actor.send({ type: "CLICK" });
  expect(is("attending")).toBe(true);
});

test("LOGGED_IN after login: the next CLICK attends", () => {
  const { actor, is } = startButton({ viewer: null });
  actor.send({ type: "LOGGED_IN", user: confirmed });
  actor.send({ type: "CLICK" });
  expect(is("attending")).toBe(true);
});

test("CLICK on an external event redirects to the external registration, whoever clicks", () => {
  for (const viewer of [null, unconfirmed, confirmed]) {
    const external = { ...talk, registerExternal: true };
    const { actor, calls, is } = startButton({ viewer, event: external });
    actor.send({ type: "CLICK" });
    expect(is({ open: "idle" })).toBe(true);
    expect(calls).toEqual([["redirectExternal", { eventId: "evt-1" }]]);
  }
});

test("UNATTEND from registered unregisters and opens the button again; a failure keeps registered", async () => {
  const ok = startButton({ viewer: confirmed, registered: true });
  ok.actor.send({ type: "UNATTEND" });
  expect(ok.is({ registered: "unattending" })).toBe(true);
  await ok.answer(true);
  expect(ok.is({ open: "idle" })).toBe(true);
  expect(ok.actor.getSnapshot().context.registered).toBe(false);
  expect(ok.calls).toEqual([["unattend", { eventId: "evt-1" }]]);

  const failing = startButton({ viewer: confirmed, registered: true });
  failing.actor.send({ type: "UNATTEND" });
  await failing.answer(false);
  expect(failing.is({ registered: "idle" })).toBe(true);
  expect(failing.calls).toEqual([
    ["unattend", { eventId: "evt-1" }],
    ["notify", ATTEND_ERROR_TOAST],
  ]);
});

test("CLICK by a confirmed user on an event with questions asks them first: CANCEL goes back, the answers go with the attend", async () => {
  const asking: FlowEvent = { ...talk, questions: [{ id: "q1photos", kind: "yesNo", required: true, label: { fr: "Photos ?" }, options: [] }] };
  const { actor, calls, is, answer } = startButton({ viewer: confirmed, event: asking });
  actor.send({ type: "CLICK" });
  expect(is("asking")).toBe(true);
  actor.send({ type: "CANCEL" });
  expect(is({ open: "idle" })).toBe(true);
  actor.send({ type: "CLICK" });
  actor.send({ type: "SUBMIT_ANSWERS", answers: { q1photos: true } });
  expect(is("attending")).toBe(true);
  await answer(true);
  expect(is({ registered: "idle" })).toBe(true);
  expect(calls).toEqual([["attend", { eventId: "evt-1", answers: { q1photos: true } }]]);
});

test("an anonymous visitor on an event with questions goes to the login flow, which asks them", () => {
  const asking: FlowEvent = { ...talk, questions: [{ id: "q1photos", kind: "yesNo", required: true, label: { fr: "Photos ?" }, options: [] }] };
  const { actor, calls, is } = startButton({ viewer: null, event: asking });
  actor.send({ type: "CLICK" });
  expect(is({ open: "idle" })).toBe(true);
  expect(calls).toEqual([["startLoginFlow", { source: "event", feature: "attend-event", event: asking }]]);
});

test("an event that approves each registration: CLICK asks, the request waits (requested), UNATTEND withdraws it", async () => {
  const { actor, calls, is, answer } = startButton({ viewer: confirmed });
  actor.send({ type: "CLICK" });
  await answer(true, { pending: true });
  expect(is({ requested: "idle" })).toBe(true);
  expect(actor.getSnapshot().context.registered).toBe(false);
  expect(actor.getSnapshot().can({ type: "CLICK" })).toBe(false);
  actor.send({ type: "UNATTEND" });
  expect(is({ requested: "withdrawing" })).toBe(true);
  await answer(true);
  expect(is({ open: "idle" })).toBe(true);
  expect(calls.map(([name]) => name)).toEqual(["attend", "unattend"]);
});

test("a withdrawal that fails keeps the request, with an error toast", async () => {
  const { actor, calls, is, answer } = startButton({ viewer: confirmed });
  actor.send({ type: "CLICK" });
  await answer(true, { pending: true });
  actor.send({ type: "UNATTEND" });
  await answer(false);
  expect(is({ requested: "idle" })).toBe(true);
  expect(calls.at(-1)).toEqual(["notify", ATTEND_ERROR_TOAST]);
});

test("the member's status tells the button their request waits, was declined, or was approved", () => {
  const waiting = startButton({ viewer: confirmed });
  waiting.actor.send({ type: "REQUESTED" });
  expect(waiting.is({ requested: "idle" })).toBe(true);
  waiting.actor.send({ type: "ATTENDED" });
  expect(waiting.is({ registered: "idle" })).toBe(true);
  expect(waiting.actor.getSnapshot().context.registered).toBe(true);
  const declined = startButton({ viewer: confirmed });
  declined.actor.send({ type: "REQUESTED" });
  declined.actor.send({ type: "DECLINED" });
  expect(declined.is("declined")).toBe(true);
  expect(declined.actor.getSnapshot().can({ type: "CLICK" })).toBe(false);
  expect(startButton({ viewer: confirmed, registered: true }).actor.getSnapshot().can({ type: "REQUESTED" })).toBe(false);
});

test("a member with questions to answer asks once they answered: SUBMIT_ANSWERS sends the answers with the request", async () => {
  const { actor, calls, is, answer } = startButton({
    viewer: confirmed,
    event: { ...talk, questions: [{ id: "q1", kind: "text", required: true, label: { fr: "Allergies ?" }, options: [] }] },
  });
  actor.send({ type: "CLICK" });
  expect(is("asking")).toBe(true);
  actor.send({ type: "SUBMIT_ANSWERS", answers: { q1: "Aucune" } });
  await answer(true, { pending: true });
  expect(is({ requested: "idle" })).toBe(true);
  expect(calls).toEqual([["attend", { eventId: "evt-1", answers: { q1: "Aucune" } }]]);
});
