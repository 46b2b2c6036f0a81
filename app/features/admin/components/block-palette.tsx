import { useId, useState } from "react";
import type { BlockDefinition } from "~/features/content/blocks/block";
import { useIsMessageId, useT } from "~/i18n/intl";
import { EDITABLE_BLOCKS } from "../sdk-block-forms";

/** The blocks an editor may add (EDITABLE_BLOCKS: ours, docs/product.md §9, and the SDK's text and image): a select, its description, 'Ajouter'. */
export function BlockPalette({ label, onAdd }: { label: string; onAdd: (definition: BlockDefinition) => void }) {
  const t = useT();
  const isMessageId = useIsMessageId();
  const id = useId();
  const [name, setName] = useState(EDITABLE_BLOCKS[0]?.name ?? "");
  const definition = EDITABLE_BLOCKS.find((item) => item.name === name);
  const about = `admin.blocks.about.${name}`;
  return (
    <div className="admin-block-palette">
      <label htmlFor={id}>{label}</label>
      <div className="admin-inline">
        <select id={id} value={name} onChange={(event) => setName(event.target.value)} aria-describedby={`${id}-about`}>
          {EDITABLE_BLOCKS.map((item) => (
            <option key={item.name} value={item.name}>
              {item.name}
            </option>
          ))}
        </select>
        <button type="button" className="button button--ghost" onClick={() => definition && onAdd(definition)}>
          {t("admin.blocks.add")}
        </button>
      </div>
      <p id={`${id}-about`} className="form-field__hint">
        {isMessageId(about) ? t(about) : null}
      </p>
    </div>
  );
}
