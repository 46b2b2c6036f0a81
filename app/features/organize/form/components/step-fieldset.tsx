import type { ReactNode } from "react";
import type { EventFormStep } from "#machines/event-form/event-form.types";
import { useT } from "~/i18n/intl";

/** A step of the form as a group with its name (the create pages show one, the edit page all four). */
export function StepFieldset({ step, children }: { step: EventFormStep; children: ReactNode }) {
  const t = useT();
  return (
    <fieldset className="form-step" id={`step-${step}`}>
      <legend className="form-step__legend">{t(`shell.organize.create.${step}`)}</legend>
      {children}
    </fieldset>
  );
}
