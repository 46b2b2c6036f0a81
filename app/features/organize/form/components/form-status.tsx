import { useErrorText } from "~/components/ui/fields/field-frame";
import { useT } from "~/i18n/intl";
import { useEventForm } from "../event-form-context";

/** What went wrong with the last submit: the API's failure, or how many fields to check (an alert, announced). */
export function FormStatus() {
  const t = useT();
  const errorText = useErrorText();
  const { context } = useEventForm();
  const count = Object.keys(context.errors).length;
  return (
    <div role="alert" className="event-form__status">
      {context.failure ? <p className="notice notice--error">{errorText(context.failure)}</p> : null}
      {!context.failure && count > 0 ? <p className="notice notice--error">{t("organize.form.invalid", { count })}</p> : null}
    </div>
  );
}
