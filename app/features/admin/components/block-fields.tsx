import { LazyRichTextEditor } from "~/features/rich-text/editor/lazy-rich-text-editor";
import { useT } from "~/i18n/intl";
import {
  colorInputOf,
  dateInputOf,
  defaultsOf,
  enumChoices,
  fieldKindOf,
  isRecord,
  numberFrom,
  pickerModelOf,
  referenceIdOf,
  referenceTo,
  textFrom,
  textOf,
  withValue,
  type BlockInput,
  type FieldKind,
  type JsonRecord,
} from "../input-values";
import { insertItem, moveItem, removeItem, replaceItem } from "../list-items";
import { JsonValueField, type ControlAttributes } from "./json-value-field";
import { MediaPicker } from "./media-picker";
import { ReferencePicker } from "./reference-picker";
import { MoveActions } from "./move-actions";

// An object or list input holds inputs again: the form, its controls and its lists live in one module, which
// nothing else needs to import both ways (tests/unit/import-cycles.test.ts).

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

type InputFieldProps = { input: BlockInput; value: unknown; onChange: (value: unknown) => void; id: string; errorId?: string };

/** The control of one input, chosen by fieldKindOf (docs/product.md §2 "/admin"), with its label and helper text. */
export function BlockInputField({ input, value, onChange, id, errorId }: InputFieldProps) {
  const t = useT();
  const kind = fieldKindOf(input);
  const label = `${input.friendlyName ?? input.name}${input.required ? ` (${t("admin.blocks.required")})` : ""}`;
  const helpId = input.helperText ? `${id}-help` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  const help = helpId ? (
    <span id={helpId} className="form-field__hint">
      {input.helperText}
    </span>
  ) : null;
  const common: ControlAttributes = { id, "aria-describedby": describedBy, "aria-invalid": errorId ? true : undefined, "aria-required": input.required };

  if ((kind === "object" || kind === "list") && input.subFields) {
    return (
      <fieldset className="admin-block-group" aria-describedby={describedBy}>
        <legend>{label}</legend>
        {help}
        {kind === "object" ? (
          <BlockFields inputs={input.subFields} values={isRecord(value) ? value : {}} onChange={onChange} idPrefix={id} />
        ) : (
          <InputListField label={input.friendlyName ?? input.name} subFields={input.subFields} value={value} onChange={onChange} id={id} />
        )}
      </fieldset>
    );
  }
  if (kind === "checkbox") {
    return (
      <div className="admin-block-field">
        <label className="admin-check">
          <input type="checkbox" {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          {label}
        </label>
        {help}
      </div>
    );
  }
  if (kind === "richText") {
    // A text box that is not a form control: named by aria-labelledby, not by a label's `for`.
    return (
      <div className="admin-block-field">
        <span id={`${id}-label`}>{label}</span>
        {help}
        <LazyRichTextEditor
          id={id}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={Boolean(errorId)}
          required={input.required}
          value={textOf(value)}
          onChange={(html) => onChange(textFrom(html))}
        />
      </div>
    );
  }
  return (
    <div className="admin-block-field">
      <label htmlFor={id}>{label}</label>
      {help}
      <Control kind={kind} input={input} value={value} onChange={onChange} common={common} />
    </div>
  );
}

type ControlProps = { kind: FieldKind; input: BlockInput; value: unknown; onChange: (value: unknown) => void; common: ControlAttributes };

function Control({ kind, input, value, onChange, common }: ControlProps) {
  const onText = (event: { target: { value: string } }) => onChange(textFrom(event.target.value));
  switch (kind) {
    case "select": {
      const choices = enumChoices(input);
      const selected = choices.findIndex((choice) => choice.value === value);
      return (
        <select {...common} value={selected < 0 ? "" : String(selected)} onChange={(event) => onChange(choices[Number(event.target.value)]?.value)}>
          {selected < 0 ? <option value="">—</option> : null}
          {choices.map((choice, index) => (
            <option key={index} value={String(index)}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    }
    case "textarea":
      return <textarea {...common} rows={4} value={textOf(value)} onChange={onText} />;
    case "number":
      return (
        <input
          {...common}
          type="number"
          min={input.min}
          max={input.max}
          step={input.step ?? "any"}
          value={textOf(value)}
          onChange={(event) => onChange(numberFrom(event.target.value))}
        />
      );
    case "date":
      return <input {...common} type="date" value={dateInputOf(value)} onChange={onText} />;
    case "color":
      return <input {...common} type="color" value={colorInputOf(value)} onChange={onText} />;
    case "url": {
      // A text field that asks for a URL keyboard: links of pages are often relative ('/a-propos'), which a
      // type="url" field would refuse, blocking the whole form's save.
      const field = <input {...common} type="text" inputMode="url" spellCheck={false} value={textOf(value)} onChange={onText} />;
      if (input.type !== "file") return field;
      // An image input: typed, or picked from the media library.
      return (
        <span className="admin-image-field">
          {field}
          <MediaPicker label={input.friendlyName ?? input.name} onPick={(url) => onChange(url)} />
        </span>
      );
    }
    case "reference": {
      // A content reference ({"@type": "@builder.io/core:Reference", id, model}): its id typed, or picked by a search.
      const model = pickerModelOf(input);
      return (
        <span className="admin-image-field">
          <input
            {...common}
            type="text"
            spellCheck={false}
            value={referenceIdOf(value)}
            onChange={(event) => onChange(referenceTo(model ?? "", event.target.value))}
          />
          {model ? <ReferencePicker model={model} label={input.friendlyName ?? input.name} onPick={(id) => onChange(referenceTo(model, id))} /> : null}
        </span>
      );
    }
    case "json":
      return <JsonValueField common={common} value={value} onChange={onChange} />;
    default: {
      const field = <input {...common} type="text" value={textOf(value)} onChange={onText} />;
      // A text input that holds a key (the Event block's slug): typed, or picked by a search.
      const model = pickerModelOf(input);
      if (!model) return field;
      return (
        <span className="admin-image-field">
          {field}
          <ReferencePicker model={model} label={input.friendlyName ?? input.name} onPick={(id) => onChange(id)} />
        </span>
      );
    }
  }
}

type ListFieldProps = { label: string; subFields: readonly BlockInput[]; value: unknown; onChange: (value: unknown) => void; id: string };

/** A list input: its items, each the form of the `subFields`, moved, removed or added (at their defaults). */
export function InputListField({ label, subFields, value, onChange, id }: ListFieldProps) {
  const t = useT();
  const items: JsonRecord[] = Array.isArray(value) ? value.map((item) => (isRecord(item) ? item : {})) : [];
  const change = (next: JsonRecord[]) => onChange(next.length > 0 ? next : undefined);
  return (
    <>
      <ol className="admin-block-items">
        {items.map((item, index) => {
          const names = { field: label, position: index + 1 };
          return (
            <li key={index}>
              <fieldset className="admin-block-group">
                <legend>{t("admin.blocks.item", names)}</legend>
                <BlockFields inputs={subFields} values={item} onChange={(next) => change(replaceItem(items, index, next))} idPrefix={`${id}-${index}`} />
                <MoveActions
                  names={names}
                  first={index === 0}
                  last={index === items.length - 1}
                  onMove={(delta) => change(moveItem(items, index, delta))}
                  onRemove={() => change(removeItem(items, index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--ghost" onClick={() => change(insertItem(items, items.length, defaultsOf(subFields)))}>
        {t("admin.blocks.itemAdd", { field: label })}
      </button>
    </>
  );
}
