import * as v from "valibot";
import type { EventDraft, EventFormMode, EventFormStep } from "#machines/event-form/event-form.types";
import { useApi } from "~/lib/use-remote";
import { useDeferredActor } from "~/lib/use-deferred-actor";
import { checkDraft, mainLang } from "./draft-input";
import { clearStoredDraft, storeDraft } from "./event-draft";
import { submitFailure } from "./submit-failure";

const SavedEventSchema = v.object({ _id: v.string(), slug: v.string(), version: v.optional(v.nullable(v.string()), null) });

type Options = {
  mode: EventFormMode;
  /** Called once, in the browser, when the machine starts (the stored draft is read there). */
  draft: () => EventDraft;
  step?: EventFormStep;
  /** The event being edited (PUT /events/{id}); creating and duplicating POST a new one. */
  eventId?: string;
  /** The version of the event being edited: a save is refused if the event changed since (another tab). */
  version?: string | null;
  /**
   * Read when an edit is saved: `following` passes it on to the later dates of the event's series
   * (docs/product.md §5 "Recurring events"), `this` (the default) keeps it to this date.
   */
  applyTo?: () => "this" | "following";
};

/**
 * The event form's machine (machines/event-form), loaded after hydration, with the API calls of the
 * browser client and, when creating, the draft kept in local storage.
 */
export function useEventFormActor({ mode, draft, step, eventId, version = null, applyTo = () => "this" }: Options) {
  const api = useApi();
  return useDeferredActor(async () => {
    // Each save is based on the version the previous one answered.
    let basedOn = version;
    const [{ createActor, fromPromise }, { eventFormMachine }] = await Promise.all([import("xstate"), import("#machines/event-form/event-form.machine")]);
    const machine = eventFormMachine.provide({
      actors: {
        validate: fromPromise(async ({ input }: { input: { draft: EventDraft; mode: EventFormMode } }) =>
          checkDraft(input.draft, { creating: input.mode !== "edit" }),
        ),
        submit: fromPromise(async ({ input }: { input: { body: unknown; mode: EventFormMode } }) => {
          const main = v.is(v.object({ lang: v.picklist(["fr", "en", "es"]) }), input.body) ? input.body.lang : "fr";
          try {
            const answer =
              mode === "edit" && eventId
                ? await api.put(`/events/${encodeURIComponent(eventId)}${applyTo() === "following" ? "?apply=following" : ""}`, input.body, {
                    headers: basedOn ? { "If-Match": `"${basedOn}"` } : {},
                  })
                : await api.post("/events/", input.body);
            const { _id, slug, version: next } = v.parse(SavedEventSchema, answer);
            basedOn = next;
            return { _id, slug };
          } catch (error) {
            throw submitFailure(error, main);
          }
        }),
        cancelEvent: fromPromise(async () => {
          try {
            await api.put(`/events/${encodeURIComponent(eventId ?? "")}`, { status: "cancelled" });
          } catch (error) {
            throw submitFailure(error, "fr");
          }
        }),
      },
      actions: {
        persistDraft: (_, params) => {
          if (params.mode === "create") storeDraft(params.draft);
        },
        clearDraft: (_, params) => {
          if (params.mode === "create") clearStoredDraft();
        },
      },
    });
    const initial = draft();
    return createActor(machine, { input: { mode, draft: { ...initial, lang: mainLang(initial) }, step } });
  }, "editing");
}
