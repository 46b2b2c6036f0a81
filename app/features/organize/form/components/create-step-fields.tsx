import { useLocation } from "react-router";
import { EmailsStep } from "./emails-step";
import { EventStep } from "./event-step";
import { QuestionsStep } from "./questions-step";
import { SettingsStep } from "./settings-step";
import { StyleStep } from "./style-step";
import { stepOfPath } from "./create-screen";

/** The fields of the step in the address (/organize/create/{step}), inside the create form. */
export function CreateStepFields() {
  const step = stepOfPath(useLocation().pathname);
  if (step === "settings") return <SettingsStep />;
  if (step === "questions") return <QuestionsStep />;
  if (step === "style") return <StyleStep />;
  if (step === "emails") return <EmailsStep />;
  return <EventStep />;
}
