import { expect, test } from "vitest";
import { createActor, fromPromise } from "xstate";
import { entryEditorMachine, type EntryWriteRequest, type SaveResult, type WriteResult } from "./entry-editor.machine";

const PUBLISH: EntryWriteRequest = { kind: "published", path: "/publish", method: "POST", saveFirst: true };
const UNPUBLISH_CLEAN: EntryWriteRequest = { kind: "unpublished", path: "/unpublish", method: "POST", saveFirst: false };

/** An editor whose requests answer what the test says, in order; every request and effect is recorded. */
function startEditor({ saves = [], writes = [] }: { saves?: SaveResult[]; writes?: WriteResult[] }, version: number | null = 3) {
  const calls: unknown[] = [];
  const actor = createActor(
    entryEditorMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          calls.push(["save", input]);
          const next = saves.shift();
          if (!next) throw new Error("no answer");
          return next;
        }),
        write: fromPromise(async ({ input }) => {
          calls.push(["write", input.request.path, input.version]);
          const next = writes.shift();
          if (!next) throw new Error("no answer");
          return next;
        }),
      },
      actions: {
        written: (_, params) => void calls.push(["written", params.kind]),
        reloadEntry: () => void calls.push(["reloadEntry"]),
      },
    }),
    { input: { version } },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, settled };
}

test("a save based on the version loaded stores the form, tells whether it was staged, and bases the next write on the new version", async () => {
  const { actor, calls, settled } = startEditor({ saves: [{ ok: true, version: 4, staged: true }] });
  actor.send({ type: "SAVE" });
  expect(actor.getSnapshot().matches("saving")).toBe(true);
  expect(actor.getSnapshot().can({ type: "SAVE" })).toBe(false);
  await settled();
  expect(actor.getSnapshot().matches("editing")).toBe(true);
  expect(actor.getSnapshot().context).toMatchObject({ version: 4, outcome: { kind: "staged" } });
  expect(calls).toEqual([
    ["save", { version: 3 }],
    ["written", "staged"],
  ]);
});

test("'Publier' on unsaved edits saves first, then publishes on the saved version", async () => {
  const { actor, calls, settled } = startEditor({ saves: [{ ok: true, version: 4, staged: true }], writes: [{ ok: true }] });
  actor.send({ type: "WRITE", request: PUBLISH });
  await settled();
  await settled();
  expect(actor.getSnapshot().context.outcome).toEqual({ kind: "published" });
  expect(calls).toEqual([
    ["save", { version: 3 }],
    ["written", "staged"],
    ["write", "/publish", 4],
    ["written", "published"],
  ]);
});

test("a refused save publishes nothing: the write never runs and the refusal is told", async () => {
  const { actor, calls, settled } = startEditor({ saves: [{ ok: false, code: "invalid_content" }] });
  actor.send({ type: "WRITE", request: PUBLISH });
  await settled();
  expect(actor.getSnapshot().matches("editing")).toBe(true);
  expect(actor.getSnapshot().context).toMatchObject({ next: null, outcome: { kind: "failed", code: "invalid_content" } });
  expect(calls).toEqual([["save", { version: 3 }]]);
});

test("a write that needs no save runs at once on the version loaded; LOADED moves the base to what the server answered", async () => {
  const { actor, calls, settled } = startEditor({ writes: [{ ok: true }] });
  actor.send({ type: "LOADED", version: 7 });
  actor.send({ type: "WRITE", request: UNPUBLISH_CLEAN });
  expect(actor.getSnapshot().matches("writing")).toBe(true);
  await settled();
  expect(calls).toEqual([
    ["write", "/unpublish", 7],
    ["written", "unpublished"],
  ]);
});

test("another tab's save stops the editor in conflict until it reloads the entry; nothing else can be sent meanwhile", async () => {
  const { actor, calls, settled } = startEditor({ saves: [{ ok: false, code: "edited_elsewhere", detail: "changed" }] });
  actor.send({ type: "SAVE" });
  await settled();
  expect(actor.getSnapshot().matches("conflict")).toBe(true);
  expect(actor.getSnapshot().context.outcome).toEqual({ kind: "failed", code: "edited_elsewhere", detail: "changed" });
  expect(actor.getSnapshot().can({ type: "SAVE" })).toBe(false);
  expect(actor.getSnapshot().can({ type: "WRITE", request: PUBLISH })).toBe(false);
  actor.send({ type: "RELOAD" });
  expect(actor.getSnapshot().matches("editing")).toBe(true);
  expect(actor.getSnapshot().context.outcome).toBeNull();
  expect(calls).toEqual([["save", { version: 3 }], ["reloadEntry"]]);
});

test("a write refused by another tab's save is a conflict too; any other refusal or a lost connection goes back to editing, told", async () => {
  const conflict = startEditor({ writes: [{ ok: false, code: "edited_elsewhere" }] });
  conflict.actor.send({ type: "WRITE", request: UNPUBLISH_CLEAN });
  await conflict.settled();
  expect(conflict.actor.getSnapshot().matches("conflict")).toBe(true);

  const refused = startEditor({ writes: [{ ok: false, code: "invalid_schedule" }] });
  refused.actor.send({ type: "WRITE", request: { kind: "scheduled", path: "/schedule", method: "PUT", body: {}, saveFirst: false } });
  await refused.settled();
  expect(refused.actor.getSnapshot().context.outcome).toEqual({ kind: "failed", code: "invalid_schedule" });

  const offline = startEditor({});
  offline.actor.send({ type: "SAVE" });
  await offline.settled();
  expect(offline.actor.getSnapshot().matches("editing")).toBe(true);
  expect(offline.actor.getSnapshot().context.outcome).toEqual({ kind: "failed", code: "network" });
});

test("a write's answer moves the base of the next write: a publish after a failed one is based on the save that went through", async () => {
  const { actor, calls, settled } = startEditor({
    saves: [{ ok: true, version: 4, staged: true }],
    writes: [{ ok: false, code: "rate_limited" }, { ok: true, version: 5 }, { ok: true }],
  });
  actor.send({ type: "WRITE", request: PUBLISH });
  await settled();
  await settled();
  expect(actor.getSnapshot().context).toMatchObject({ version: 4, outcome: { kind: "failed", code: "rate_limited" } });
  actor.send({ type: "WRITE", request: { ...PUBLISH, saveFirst: false } });
  await settled();
  expect(actor.getSnapshot().context.version).toBe(5);
  actor.send({ type: "WRITE", request: UNPUBLISH_CLEAN });
  await settled();
  expect(calls.filter((call) => Array.isArray(call) && call[0] === "write")).toEqual([
    ["write", "/publish", 4],
    ["write", "/publish", 4],
    ["write", "/unpublish", 5],
  ]);
});
