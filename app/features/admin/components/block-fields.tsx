import type { BlockInput, JsonRecord } from "../input-values";
import { withValue } from "../input-values";
import { BlockInputField } from "./block-input-field";

/** Which inputs the live checks found missing, and the id of the message that says so. */
export type InvalidInputs = { names: ReadonlySet<string>; messageId: string };

/** The form of a block's inputs (or of an object or list item's `subFields`), one control per input. */
export function BlockFields({
  inputs,
  values,
  onChange,
  idPrefix,
  invalid,
}: {
  inputs: readonly BlockInput[];
  values: JsonRecord;
  onChange: (values: JsonRecord) => void;
  idPrefix: string;
  invalid?: InvalidInputs;
}) {
  return (
    <div className="admin-block-fields">
      {inputs
        .filter((input) => !input.hideFromUI)
        .map((input) => (
          <BlockInputField
            key={input.name}
            input={input}
            value={values[input.name]}
            onChange={(value) => onChange(withValue(values, input.name, value))}
            id={`${idPrefix}-${input.name}`}
            errorId={invalid?.names.has(input.name) ? invalid.messageId : undefined}
          />
        ))}
    </div>
  );
}
