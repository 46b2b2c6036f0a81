import { useId } from "react";
import { FormField, FormFooter } from "~/features/accounts/pages/components/form-field";
import { useT } from "~/i18n/intl";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { useOrganizedEvent } from "../organized-event-context";
import { CoorganizerBodySchema } from "~/features/organize/organize-reads.schema";

/** The event's organizers, and a co-organizer added by email (an unknown address gets an invitation). */
export function CoorganizersPanel() {
  const t = useT();
  const api = useApi();
  const id = useId();
  const { event, organizers, reload } = useOrganizedEvent();
  const { errors, state, onSubmit } = useFormAction(
    CoorganizerBodySchema,
    async (values) => {
      await api.post(`/events/${event._id}/coorganizer`, values);
      reload();
    },
    (code) => (code === "already_organizer" ? { field: "email", message: "organize.coorganizers.already" } : null),
  );
  return (
    <section aria-labelledby={`${id}-title`} className="organize-coorganizers card">
      <h2 id={`${id}-title`}>{t("organize.coorganizers.title")}</h2>
      <ul>
        {organizers.map((organizer) => (
          <li key={organizer._id}>
            {organizer.displayname ?? organizer.email} · {organizer.email} ·{" "}
            {t(organizer.role === "owner" ? "organize.coorganizers.owner" : "organize.coorganizers.coorganizer")}
          </li>
        ))}
      </ul>
      <form className="form-stack" noValidate onSubmit={(submit) => void onSubmit(submit)}>
        <FormField
          name="email"
          type="email"
          autoComplete="off"
          label={t("organize.coorganizers.email")}
          hint={t("organize.coorganizers.hint")}
          error={errors.email}
        />
        <FormFooter state={state} submit={t("organize.coorganizers.add")} done={t("organize.coorganizers.added")} />
      </form>
    </section>
  );
}
