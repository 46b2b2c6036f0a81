import { Modal } from "~/components/ui/modal";
import { FormField, FormFooter } from "~/features/accounts/pages/components/form-field";
import { useT } from "~/i18n/intl";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { LeadFormSchema, type ExclusivityView } from "../exclusivity.schema";

/** The 'exclusivity' modal of a form offer: name, email and an optional phone and message, stored as a lead. */
export function ExclusivityModal({ exclusivity, context, onClose }: { exclusivity: ExclusivityView; context: string; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const { company, title } = exclusivity.content;
  const { errors, state, onSubmit } = useFormAction(LeadFormSchema, async (values) => {
    await api.post(`/exclusivities/${encodeURIComponent(exclusivity.id)}/leads`, { ...values, context });
  });
  return (
    <Modal title={t("exclusivities.form.title", { title })} onClose={onClose}>
      <p>{t("exclusivities.form.lead", { company })}</p>
      {state.status === "done" ? (
        <p role="status" className="notice notice--success">
          {t("exclusivities.form.done", { company })}
        </p>
      ) : (
        <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField name="name" label={t("exclusivities.form.name")} autoComplete="name" error={errors.name} />
          <FormField name="email" type="email" label={t("exclusivities.form.email")} autoComplete="email" error={errors.email} />
          <FormField name="phone" label={t("exclusivities.form.phone")} autoComplete="tel" error={errors.phone} />
          <FormField name="message" label={t("exclusivities.form.message")} error={errors.message} />
          <FormFooter state={state} submit={state.status === "sending" ? t("exclusivities.form.sending") : t("exclusivities.form.submit")} />
        </form>
      )}
    </Modal>
  );
}
