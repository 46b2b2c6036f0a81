import { useT } from "~/i18n/intl";
import { defaultsOf, isRecord, type BlockInput, type JsonRecord } from "../input-values";
import { insertItem, moveItem, removeItem, replaceItem } from "../list-items";
import { BlockFields } from "./block-fields";
import { MoveActions } from "./move-actions";

type Props = { label: string; subFields: readonly BlockInput[]; value: unknown; onChange: (value: unknown) => void; id: string };

/** A list input: its items, each the form of the `subFields`, moved, removed or added (at their defaults). */
export function InputListField({ label, subFields, value, onChange, id }: Props) {
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
