import { useCallback } from "react";
import * as v from "valibot";
import { OrganizerSignedIn } from "~/features/organize/manage/components/organizer-signed-in";
import { LoadFailed, Loading } from "~/features/organize/manage/components/remote-states";
import { useOrganizerLoad } from "~/features/organize/manage/use-organizer-load";
import { useIntl, useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { EditableEventSchema, editableTitle, inputToDraft } from "../editable-event";
import { SectionsForm } from "./sections-form";

/**
 * /organize/duplicate/{slug}: the event's input as a new event, dates to set (docs/product.md §2), published with
 * POST /events/; the copy has no attendees.
 */
export function DuplicateScreen({ slug }: { slug: string }) {
  const t = useT();
  return (
    <div className="container organize-form-page">
      <header className="page-head">
        <h1>{t("shell.organize.duplicate")}</h1>
      </header>
      <OrganizerSignedIn>{() => <DuplicateForm slug={slug} />}</OrganizerSignedIn>
    </div>
  );
}

function DuplicateForm({ slug }: { slug: string }) {
  const t = useT();
  const { lang } = useIntl();
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) => v.parse(EditableEventSchema, await api.get(`/events/organize/${encodeURIComponent(slug)}`, { signal })),
    [slug],
  );
  const { state, reload } = useOrganizerLoad(load);
  if (state.status === "loading") return <Loading />;
  if (state.status === "failed") return <LoadFailed code={state.code} retry={reload} />;
  const { event, input } = state.data;
  return (
    <SectionsForm
      mode="duplicate"
      draft={inputToDraft(input, { withoutDates: true })}
      intro={<p className="notice">{t("organize.form.duplicate.lead", { title: editableTitle(event, lang) })}</p>}
    />
  );
}
