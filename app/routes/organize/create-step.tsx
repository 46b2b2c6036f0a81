import { CreateStepFields } from "~/features/organize/form/components/create-step-fields";
import { organizeMeta } from "~/features/organize/organize-meta";

export const meta = organizeMeta;

/** One step of the create form (the layout holds the form and its machine). */
export default function CreateStep() {
  return <CreateStepFields />;
}
