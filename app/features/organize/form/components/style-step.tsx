import { RadioField } from "~/components/ui/fields/radio-field";
import { TextField } from "~/components/ui/fields/text-field";
import { useT } from "~/i18n/intl";
import { useEventForm, useFocusFirstInvalid } from "../event-form-context";
import { CoverField } from "./cover-field";
import { CoverPreview } from "./cover-preview";
import { StepFieldset } from "./step-fieldset";

/** Step "style": cover (uploaded), its alternative text (required with a cover), colour, and the live preview. */
export function StyleStep() {
  const t = useT();
  const { draft, errors, change } = useEventForm();
  useFocusFirstInvalid();
  return (
    <StepFieldset step="style">
      <div className="style-step">
        <div>
          <CoverField value={draft.cover} alt={draft.coverAltText} error={errors.cover} onChange={(cover) => change({ cover })} />
          <TextField
            name="coverAltText"
            label={t("organize.form.coverAlt")}
            hint={t("organize.form.coverAlt.hint")}
            value={draft.coverAltText}
            maxLength={300}
            onChange={(coverAltText) => change({ coverAltText })}
            error={errors.coverAltText}
            required={draft.cover !== ""}
          />
          <RadioField
            name="color"
            label={t("organize.form.color")}
            value={draft.color}
            options={[
              { value: "green", label: t("organize.form.color.green") },
              { value: "blue", label: t("organize.form.color.blue") },
            ]}
            onChange={(color) => change({ color: color === "green" || color === "blue" ? color : "" })}
            error={errors.color}
          />
        </div>
        <CoverPreview />
      </div>
    </StepFieldset>
  );
}
