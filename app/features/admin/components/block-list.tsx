import type { ContentProblem } from "../content-validator";
import type { BlockPath, EditorBlock } from "../block-tree";
import { BlockItem } from "./block-item";

type Props = {
  root: readonly EditorBlock[];
  list: readonly EditorBlock[];
  parent: BlockPath;
  onChange: (blocks: EditorBlock[]) => void;
  problems: ReadonlyMap<string | null, readonly ContentProblem[]>;
  idPrefix: string;
};

/** The blocks of the page, or the children of one block (the same editor, indented). */
export function BlockList({ root, list, parent, onChange, problems, idPrefix }: Props) {
  if (list.length === 0) return null;
  return (
    <ol className="admin-blocks">
      {list.map((block, index) => (
        // An id keeps a block's controls (and the focus) with it as it moves; blocks without one go by place.
        <BlockItem
          key={typeof block.id === "string" ? block.id : index}
          root={root}
          block={block}
          path={[...parent, index]}
          count={list.length}
          onChange={onChange}
          problems={problems}
          idPrefix={idPrefix}
        />
      ))}
    </ol>
  );
}
