import { expect, test } from "vitest";
import { createActor, fromPromise } from "xstate";
import { LIKE_ERROR_TOAST, LIKED_TOAST, likeButtonMachine } from "./like-button.machine";

/**
 * A started like button. `like` and `unlike` wait until `answer(ok)` settles the pending call; the
 * calls and the actions run are recorded in order.
 */
function startButton(loggedIn: boolean) {
  const calls: [name: string, payload: unknown][] = [];
  let settle: (ok: boolean) => void = () => {};
  const request = (name: string) =>
    fromPromise<void, { eventId: string }>(({ input }) => {
      calls.push([name, input]);
      return new Promise((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error("500")))));
    });
  const record = (name: string) => (_: unknown, params: unknown) => void calls.push([name, params]);
  const actor = createActor(
    likeButtonMachine.provide({
      actors: { like: request("like"), unlike: request("unlike") },
      actions: { startLoginFlow: record("startLoginFlow"), notifyLiked: record("notifyLiked"), notifyError: record("notifyError") },
    }),
    { input: { eventId: "evt-1", loggedIn } },
  ).start();
  const answer = async (ok: boolean) => {
    settle(ok);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, answer };
}

test("the state is unknown until CHECK tells liked or not liked", () => {
  for (const liked of [true, false]) {
    const { actor } = startButton(true);
    expect(actor.getSnapshot().matches("unknown")).toBe(true);
    expect(actor.getSnapshot().can({ type: "TOGGLE" })).toBe(false);
    actor.send({ type: "CHECK", liked });
    expect(actor.getSnapshot().matches(liked ? { liked: "idle" } : { notLiked: "idle" })).toBe(true);
    expect(actor.getSnapshot().can({ type: "CHECK", liked })).toBe(false);
  }
});

test("TOGGLE when logged in likes at once, saves, then shows the favorites toast", async () => {
  const { actor, calls, answer } = startButton(true);
  actor.send({ type: "CHECK", liked: false });
  actor.send({ type: "TOGGLE" });
  expect(actor.getSnapshot().matches({ liked: "saving" })).toBe(true);
  expect(actor.getSnapshot().can({ type: "TOGGLE" })).toBe(false);
  await answer(true);
  expect(actor.getSnapshot().matches({ liked: "idle" })).toBe(true);
  expect(calls).toEqual([
    ["like", { eventId: "evt-1" }],
    ["notifyLiked", LIKED_TOAST],
  ]);
  expect(LIKED_TOAST).toMatchObject({
    message: { defaultMessage: "L'évènement est enregistré dans tes favoris." },
    duration: 4000,
    link: { label: { defaultMessage: "Voir tous mes favoris" }, to: "/account/favorites/events" },
  });
});

test("a failed like goes back to not liked with the error toast", async () => {
  const { actor, calls, answer } = startButton(true);
  actor.send({ type: "CHECK", liked: false });
  actor.send({ type: "TOGGLE" });
  await answer(false);
  expect(actor.getSnapshot().matches({ notLiked: "idle" })).toBe(true);
  expect(calls).toEqual([
    ["like", { eventId: "evt-1" }],
    ["notifyError", LIKE_ERROR_TOAST],
  ]);
  expect(LIKE_ERROR_TOAST).toEqual({
    message: { id: "likes.toast.error", defaultMessage: "Une erreur s'est produite" },
    type: "error",
    position: "bottom-center",
    duration: 4000,
  });
});

test("TOGGLE when liked unlikes at once and stays unliked without a toast", async () => {
  const { actor, calls, answer } = startButton(true);
  actor.send({ type: "CHECK", liked: true });
  actor.send({ type: "TOGGLE" });
  expect(actor.getSnapshot().matches({ notLiked: "saving" })).toBe(true);
  expect(actor.getSnapshot().can({ type: "TOGGLE" })).toBe(false);
  await answer(true);
  expect(actor.getSnapshot().matches({ notLiked: "idle" })).toBe(true);
  expect(calls).toEqual([["unlike", { eventId: "evt-1" }]]);
});

test("a failed unlike goes back to liked with the error toast", async () => {
  const { actor, calls, answer } = startButton(true);
  actor.send({ type: "CHECK", liked: true });
  actor.send({ type: "TOGGLE" });
  await answer(false);
  expect(actor.getSnapshot().matches({ liked: "idle" })).toBe(true);
  expect(calls).toEqual([
    ["unlike", { eventId: "evt-1" }],
    ["notifyError", LIKE_ERROR_TOAST],
  ]);
});

test("logged out, TOGGLE starts the login flow (source like, feature like-event) and waits; TOGGLE again reopens it", () => {
  const { actor, calls } = startButton(false);
  expect(actor.getSnapshot().can({ type: "TOGGLE" })).toBe(true);
  actor.send({ type: "TOGGLE" });
  expect(actor.getSnapshot().matches("pendingLogin")).toBe(true);
  actor.send({ type: "TOGGLE" });
  expect(actor.getSnapshot().matches("pendingLogin")).toBe(true);
  const start = ["startLoginFlow", { source: "like", feature: "like-event" }];
  expect(calls).toEqual([start, start]);
});

test("LOGGED_IN in pendingLogin completes the like, with its toast or its rollback", async () => {
  for (const ok of [true, false]) {
    const { actor, calls, answer } = startButton(false);
    actor.send({ type: "TOGGLE" });
    actor.send({ type: "LOGGED_IN" });
    expect(actor.getSnapshot().matches({ liked: "saving" })).toBe(true);
    await answer(ok);
    expect(actor.getSnapshot().matches(ok ? { liked: "idle" } : { notLiked: "idle" })).toBe(true);
    expect(calls.slice(1)).toEqual([["like", { eventId: "evt-1" }], ok ? ["notifyLiked", LIKED_TOAST] : ["notifyError", LIKE_ERROR_TOAST]]);
  }
});

test("LOGGED_IN elsewhere only records the login: the next TOGGLE saves instead of opening the flow", () => {
  const { actor, calls } = startButton(false);
  actor.send({ type: "CHECK", liked: false });
  actor.send({ type: "LOGGED_IN" });
  expect(actor.getSnapshot().matches({ notLiked: "idle" })).toBe(true);
  actor.send({ type: "TOGGLE" });
  expect(actor.getSnapshot().matches({ liked: "saving" })).toBe(true);
  expect(calls).toEqual([["like", { eventId: "evt-1" }]]);
});
