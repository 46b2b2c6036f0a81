import { useCallback } from "react";
import * as v from "valibot";
import { LoadFailed, Loading } from "~/features/organize/manage/components/remote-states";
import { useOrganizedEvent } from "~/features/organize/manage/organized-event-context";
import { useOrganizerLoad } from "~/features/organize/manage/use-organizer-load";
import { useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { EditableEventSchema, inputToDraft } from "../editable-event";
import { SectionsForm } from "./sections-form";

/**
 * /organize/event/{slug}/edit, inside the organizer event page (its heading, tabs, sign-in and refusals):
 * the event's input (GET /events/organize/{slug}) in the form, saved with PUT /events/{_id}; cancelling.
 */
export function EditScreen({ slug }: { slug: string }) {
  const t = useT();
  const organized = useOrganizedEvent();
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) => v.parse(EditableEventSchema, await api.get(`/events/organize/${encodeURIComponent(slug)}`, { signal })),
    [slug],
  );
  const { state, reload } = useOrganizerLoad(load);
  return (
    <section className="organize-edit" aria-labelledby="organize-edit-title">
      <h2 id="organize-edit-title">{t("shell.organize.event.edit")}</h2>
      {state.status === "loading" ? <Loading /> : null}
      {state.status === "failed" ? <LoadFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? (
        <SectionsForm
          key={state.data.event._id}
          mode="edit"
          draft={inputToDraft(state.data.input)}
          eventId={state.data.event._id}
          version={state.data.version}
          cancellable={state.data.event.status !== "cancelled"}
          onSaved={organized.reload}
        />
      ) : null}
    </section>
  );
}
