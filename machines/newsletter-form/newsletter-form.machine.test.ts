import { expect, test } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { newsletterFormMachine } from "./newsletter-form.machine";

function start(subscribe: (email: string) => Promise<void>) {
  const tracked: string[] = [];
  const actor = createActor(
    newsletterFormMachine.provide({
      actors: { subscribe: fromPromise(({ input }: { input: { email: string } }) => subscribe(input.email)) },
      actions: { trackSubscription: () => void tracked.push("Subscribe newsletter") },
    }),
  ).start();
  return { actor, tracked };
}

test("a successful subscription goes idle → loading → success and is tracked", async () => {
  const emails: string[] = [];
  const { actor, tracked } = start(async (email) => void emails.push(email));
  expect(actor.getSnapshot().matches("idle")).toBe(true);
  actor.send({ type: "SUBMIT", email: "lea@exemple.fr" });
  expect(actor.getSnapshot().matches("loading")).toBe(true);
  await waitFor(actor, (snapshot) => snapshot.matches("success"));
  expect(emails).toEqual(["lea@exemple.fr"]);
  expect(tracked).toEqual(["Subscribe newsletter"]);
  expect(actor.getSnapshot().status).toBe("done");
});

test("a failure shows the error and the form can be sent again", async () => {
  let fail = true;
  const { actor, tracked } = start(async () => {
    if (fail) throw new Error("503");
  });
  actor.send({ type: "SUBMIT", email: "a@b.fr" });
  await waitFor(actor, (snapshot) => snapshot.matches("error"));
  expect(tracked).toEqual([]);
  expect(actor.getSnapshot().can({ type: "SUBMIT", email: "a@b.fr" })).toBe(true);
  fail = false;
  actor.send({ type: "SUBMIT", email: "a@b.fr" });
  await waitFor(actor, (snapshot) => snapshot.matches("success"));
});

test("a second submit while loading is ignored", () => {
  const { actor } = start(() => new Promise(() => {}));
  actor.send({ type: "SUBMIT", email: "a@b.fr" });
  expect(actor.getSnapshot().can({ type: "SUBMIT", email: "c@d.fr" })).toBe(false);
});
