import { CheckboxField } from "~/components/ui/fields/checkbox-field";
import { TextareaField } from "~/components/ui/fields/textarea-field";
import { ACCESSIBILITY_FEATURES, ACCESSIBILITY_NOTE_MAX, ONLINE_FEATURES } from "~/features/events/accessibility";
import { ACCESSIBILITY_LABELS } from "~/features/events/components/event-accessibility";
import { useT } from "~/i18n/intl";
import { useEventForm } from "../event-form-context";

/**
 * What the event offers people with disabilities (docs/product.md §5 "Accessibility"): a box per feature (an
 * online event only the ones of its programme: it has no place) and a note, shown on the event page.
 */
export function AccessibilityFields() {
  const t = useT();
  const { draft, errors, change } = useEventForm();
  const offered = draft.online ? ONLINE_FEATURES : ACCESSIBILITY_FEATURES;
  const toggle = (feature: string, on: boolean) =>
    change({ accessibility: on ? [...draft.accessibility, feature] : draft.accessibility.filter((ticked) => ticked !== feature) });
  return (
    <fieldset className="form-group" aria-describedby="accessibility-hint">
      <legend className="form-group__legend">{t("organize.form.accessibility")}</legend>
      <p id="accessibility-hint" className="form-field__hint">
        {t("organize.form.accessibility.hint")}
      </p>
      {offered.map((feature) => (
        <CheckboxField
          key={feature}
          name={`accessibility-${feature}`}
          label={t(ACCESSIBILITY_LABELS[feature])}
          value={draft.accessibility.includes(feature)}
          onChange={(on) => toggle(feature, on)}
        />
      ))}
      <TextareaField
        name="accessibilityNote"
        label={t("organize.form.accessibilityNote")}
        hint={t("organize.form.accessibilityNote.hint")}
        value={draft.accessibilityNote}
        rows={3}
        maxLength={ACCESSIBILITY_NOTE_MAX}
        onChange={(accessibilityNote) => change({ accessibilityNote })}
        error={errors.accessibilityNote}
      />
    </fieldset>
  );
}
