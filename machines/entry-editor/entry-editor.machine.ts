import { assign, fromPromise, setup } from "xstate";

/**
 * What a write did, as the editor tells it: a save (`staged` when the entry is live and keeps it aside), a
 * publication, an unpublication, a version restored, staged changes discarded, a schedule saved.
 */
export type EntryWritten = "saved" | "staged" | "published" | "unpublished" | "restored" | "discarded" | "scheduled";

/** A write on the stored entry, after the form's own save when asked (`saveFirst`): its path, method and body. */
export type EntryWriteRequest = { kind: EntryWritten; path: string; method: "POST" | "PUT"; body?: unknown; saveFirst: boolean };

/** A refusal: `edited_elsewhere` (another tab wrote the entry since it was loaded), a content refusal, anything else. */
export type EntryFailure = { code: string; detail?: string };

/** The form saved: the version written (what the next write is based on), whether it was staged; or why not. */
export type SaveResult = { ok: true; version: number; staged: boolean } | ({ ok: false } & EntryFailure);
/** A write done (with the version it wrote, when the answer says it), or why not. */
export type WriteResult = { ok: true; version?: number } | ({ ok: false } & EntryFailure);

export type EntryEditorContext = {
  /** The stored entry's latest version, the base of the next write (If-Match); null for a new entry. */
  version: number | null;
  /** The write to run once the form's save is done (a publication that saves what is on screen first). */
  next: EntryWriteRequest | null;
  /** Whether the last save was kept aside (a live entry's staged changes). */
  staged: boolean;
  /** What the last write did, or why it was refused; null before any. */
  outcome: { kind: EntryWritten } | ({ kind: "failed" } & EntryFailure) | null;
};

export type EntryEditorEvent = { type: "SAVE" } | { type: "WRITE"; request: EntryWriteRequest } | { type: "LOADED"; version: number } | { type: "RELOAD" };

const EDITED_ELSEWHERE = "edited_elsewhere";

/**
 * The editor of one page-builder entry (docs/product.md §2 "/admin"): editing → saving → (writing) → editing,
 * one write at a time. 'Publier' on a form with unsaved edits saves first and publishes only once that save is
 * stored, so a refused save never publishes anything; a write based on an older version than the latest
 * (another tab saved since) stops in `conflict` until the editor reloads the entry. The requests themselves are
 * the component's (`save`, `write`); so are the effects of a write done (`written`: reload what is shown) and
 * of a reload.
 */
export const entryEditorMachine = setup({
  types: {
    input: {} as { version: number | null },
    context: {} as EntryEditorContext,
    events: {} as EntryEditorEvent,
  },
  actors: {
    save: fromPromise<SaveResult, { version: number | null }>(async () => {
      throw new Error("save is provided by the entry editor");
    }),
    write: fromPromise<WriteResult, { request: EntryWriteRequest; version: number | null }>(async () => {
      throw new Error("write is provided by the entry editor");
    }),
  },
  actions: {
    /** A write was stored: the entry, its versions and the preview are read again. */
    written: (_, _params: { kind: EntryWritten }) => {},
    /** The entry is loaded again (after a conflict): the form shows its latest version. */
    reloadEntry: () => {},
  },
  guards: {
    savedThenWrite: ({ context }) => context.next !== null,
    editedElsewhere: (_, params: { code: string }) => params.code === EDITED_ELSEWHERE,
  },
}).createMachine({
  id: "entryEditor",
  context: ({ input }) => ({ version: input.version, next: null, staged: false, outcome: null }),
  initial: "editing",
  on: { LOADED: { actions: assign({ version: ({ event }) => event.version }) } },
  states: {
    editing: {
      on: {
        SAVE: { target: "saving", actions: assign({ next: null, outcome: null }) },
        WRITE: [
          { guard: ({ event }) => event.request.saveFirst, target: "saving", actions: assign({ next: ({ event }) => event.request, outcome: null }) },
          { target: "writing", actions: assign({ next: ({ event }) => event.request, outcome: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: "save",
        input: ({ context }) => ({ version: context.version }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            actions: assign({
              version: ({ context, event }) => (event.output.ok ? event.output.version : context.version),
              staged: ({ event }) => event.output.ok && event.output.staged,
            }),
            target: "saved",
          },
          {
            guard: ({ event }) => !event.output.ok && event.output.code === EDITED_ELSEWHERE,
            target: "conflict",
            actions: assign({ next: null, outcome: ({ event }) => failureOf(event.output) }),
          },
          { target: "editing", actions: assign({ next: null, outcome: ({ event }) => failureOf(event.output) }) },
        ],
        onError: { target: "editing", actions: assign({ next: null, outcome: { kind: "failed", code: "network" } }) },
      },
    },
    saved: {
      always: [
        // The save is stored even if the write after it fails: what is shown is read again either way.
        { guard: "savedThenWrite", target: "writing", actions: { type: "written", params: ({ context }) => ({ kind: savedKind(context) }) } },
        {
          target: "editing",
          actions: [
            assign({ outcome: ({ context }) => ({ kind: savedKind(context) }) }),
            { type: "written", params: ({ context }) => ({ kind: savedKind(context) }) },
          ],
        },
      ],
    },
    writing: {
      invoke: {
        src: "write",
        input: ({ context }) => ({ request: context.next ?? { kind: "saved", path: "", method: "POST", saveFirst: false }, version: context.version }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: "editing",
            // The effect first: it reads the request the write ran, which the next action forgets.
            actions: [
              { type: "written", params: ({ context }) => ({ kind: context.next?.kind ?? "saved" }) },
              assign({
                outcome: ({ context }) => ({ kind: context.next?.kind ?? "saved" }),
                next: null,
                version: ({ context, event }) => (event.output.ok && event.output.version !== undefined ? event.output.version : context.version),
              }),
            ],
          },
          {
            guard: ({ event }) => !event.output.ok && event.output.code === EDITED_ELSEWHERE,
            target: "conflict",
            actions: assign({ next: null, outcome: ({ event }) => failureOf(event.output) }),
          },
          { target: "editing", actions: assign({ next: null, outcome: ({ event }) => failureOf(event.output) }) },
        ],
        onError: { target: "editing", actions: assign({ next: null, outcome: { kind: "failed", code: "network" } }) },
      },
    },
    conflict: {
      on: { RELOAD: { target: "editing", actions: [assign({ outcome: null }), "reloadEntry"] } },
    },
  },
});

/** The outcome of a refused request. */
function failureOf(output: SaveResult | WriteResult): { kind: "failed" } & EntryFailure {
  return output.ok ? { kind: "failed", code: "unknown" } : { kind: "failed", code: output.code, ...(output.detail ? { detail: output.detail } : {}) };
}

/** A save alone: kept aside (a live entry's staged changes) or stored. */
function savedKind(context: EntryEditorContext): EntryWritten {
  return context.staged ? "staged" : "saved";
}
