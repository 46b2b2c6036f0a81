import * as v from "valibot";
import { LoadFailed } from "~/features/organize/manage/components/remote-states";
import { useOrganizedEvent } from "~/features/organize/manage/organized-event-context";
import { useT } from "~/i18n/intl";
import { EditableEventSchema, inputToDraft } from "../editable-event";
import { SectionsForm } from "./sections-form";

/**
 * /organize/event/{slug}/edit, inside the organizer event page (its heading, tabs, sign-in and refusals):
 * the event's input (GET /events/organize/{slug}) in the form, saved with PUT /events/{_id}; cancelling.
 */
export function EditScreen() {
  const t = useT();
  const organized = useOrganizedEvent();
  // The organizer event page loaded GET /events/organize/{slug} already: its input is the form's.
  const editable = v.safeParse(EditableEventSchema, organized);
  return (
    <section className="organize-edit" aria-labelledby="organize-edit-title">
      <h2 id="organize-edit-title">{t("shell.organize.event.edit")}</h2>
      {editable.success ? (
        <SectionsForm
          key={editable.output.event._id}
          mode="edit"
          draft={inputToDraft(editable.output.input)}
          eventId={editable.output.event._id}
          version={editable.output.version}
          cancellable={editable.output.event.status !== "cancelled"}
          onSaved={organized.reload}
          seriesFollowing={organized.seriesFollowing}
        />
      ) : (
        <LoadFailed code="invalid_answer" retry={organized.reload} />
      )}
    </section>
  );
}
