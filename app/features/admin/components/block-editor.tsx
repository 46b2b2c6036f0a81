import { useId, useMemo } from "react";
import { useT } from "~/i18n/intl";
import { problemsByBlock } from "../block-problems";
import { appendBlock, blocksOf, createBlock, newBlockId, type EditorBlock } from "../block-tree";
import { textOf, type JsonRecord } from "../input-values";
import { BlockList } from "./block-list";
import { BlockPalette } from "./block-palette";
import { ProblemList } from "./problem-list";

/**
 * The block editor of a page or section (docs/product.md §2 "/admin"): its title, its blocks with their forms,
 * and the palette that adds one. The server's checks run on every change, so their messages show as one types.
 */
export function BlockEditor({ data, onChange }: { data: JsonRecord; onChange: (data: JsonRecord) => void }) {
  const t = useT();
  const id = useId();
  const blocks = blocksOf(data.blocks) ?? [];
  const problems = useMemo(() => problemsByBlock(data), [data]);
  const setBlocks = (next: EditorBlock[]) => onChange({ ...data, blocks: next });
  return (
    <div className="admin-block-editor">
      {data.title === undefined || typeof data.title === "string" ? (
        <label>
          {t("admin.blocks.pageTitle")}
          <input value={textOf(data.title)} onChange={(event) => onChange({ ...data, title: event.target.value })} />
        </label>
      ) : null}
      <div aria-live="polite">
        <ProblemList problems={problems.get(null) ?? []} />
      </div>
      {blocks.length === 0 ? <p className="admin-muted">{t("admin.blocks.none")}</p> : null}
      <BlockList root={blocks} list={blocks} parent={[]} onChange={setBlocks} problems={problems} idPrefix={id} />
      <BlockPalette label={t("admin.blocks.addToPage")} onAdd={(definition) => setBlocks(appendBlock(blocks, [], createBlock(definition, newBlockId())))} />
    </div>
  );
}
