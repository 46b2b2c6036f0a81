import { EDITABLE_BLOCKS } from "../sdk-block-forms";
import { useT } from "~/i18n/intl";
import type { ContentProblem } from "../content-validator";
import {
  appendBlock,
  blockKeyOf,
  changeBlock,
  childrenOf,
  componentNameOf,
  createBlock,
  duplicateBlock,
  moveBlock,
  newBlockId,
  optionsOf,
  removeBlock,
  withOptions,
  type BlockPath,
  type EditorBlock,
} from "../block-tree";
import { isRecord, summaryOf } from "../input-values";
import { BlockFields } from "./block-fields";
import { BlockPalette } from "./block-palette";
import { JsonValueField } from "./json-value-field";
import { MoveActions } from "./move-actions";
import { ProblemList } from "./problem-list";

// A block's children are a list of blocks again: the list and its items live in one module, which nothing else
// needs to import both ways (tests/unit/import-cycles.test.ts).

type ListProps = {
  root: readonly EditorBlock[];
  list: readonly EditorBlock[];
  parent: BlockPath;
  onChange: (blocks: EditorBlock[]) => void;
  problems: ReadonlyMap<string | null, readonly ContentProblem[]>;
  idPrefix: string;
};

/** The blocks of the page, or the children of one block (the same editor, indented). */
export function BlockList({ root, list, parent, onChange, problems, idPrefix }: ListProps) {
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

type ItemProps = {
  root: readonly EditorBlock[];
  block: EditorBlock;
  path: BlockPath;
  count: number;
  onChange: (blocks: EditorBlock[]) => void;
  problems: ReadonlyMap<string | null, readonly ContentProblem[]>;
  idPrefix: string;
};

const HEADINGS = ["h3", "h4", "h5", "h6"] as const;

/** What a dragged block carries: its place (docs/product.md §2 "/admin": drag to reorder among its siblings). */
const DRAGGED_BLOCK = "application/x-rendez-vous-block";

/**
 * This page's mark on its drags: a block dragged from another tab's editor is not dropped here. Drawn at the first
 * drag (a Worker may not draw random values while loading its modules).
 */
let pageMark: string | null = null;
const dragSource = () => (pageMark ??= crypto.randomUUID());

/** The place a drag carries, when it is a block's of this editor (`editor`: its id prefix; another tab's is refused). */
function draggedPath(transfer: DataTransfer, editor: string): BlockPath | null {
  try {
    const dragged: unknown = JSON.parse(transfer.getData(DRAGGED_BLOCK) || "null");
    if (typeof dragged !== "object" || dragged === null) return null;
    const { from, path } = dragged as { from?: unknown; path?: unknown };
    return from === editor && Array.isArray(path) && path.every((at) => Number.isInteger(at)) ? (path as number[]) : null;
  } catch {
    return null;
  }
}

const sameParent = (a: BlockPath, b: BlockPath) => a.length === b.length && a.slice(0, -1).every((at, i) => at === b[i]);

/**
 * One block of the page: its name and summary, its actions, the problems the server would find in it, the form
 * of its definition's inputs (JSON for a block without a definition, as the SDK's own) and its child blocks.
 */
export function BlockItem({ root, block, path, count, onChange, problems, idPrefix }: ItemProps) {
  const t = useT();
  const name = componentNameOf(block) || t("admin.blocks.unnamed");
  const definition = EDITABLE_BLOCKS.find((item) => item.name === componentNameOf(block));
  const options = optionsOf(block);
  const index = path.at(-1) ?? 0;
  const position = path.map((at) => at + 1).join(".");
  const id = `${idPrefix}-${position}`;
  const own = problems.get(blockKeyOf(block, path)) ?? [];
  const missing = new Set(own.flatMap((problem) => (problem.kind === "missing_input" && problem.input ? [problem.input] : [])));
  const Heading = HEADINGS[Math.min(path.length - 1, HEADINGS.length - 1)] ?? "h6";
  const setOptions = (next: Record<string, unknown>) => onChange(changeBlock(root, path, (current) => withOptions(current, next)));
  const children = childrenOf(block);

  // Dropped on a sibling, a dragged block takes its place (the buttons do the same from the keyboard).
  const onDrop = (event: React.DragEvent) => {
    const from = draggedPath(event.dataTransfer, dragSource());
    if (!from || !sameParent(from, path)) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(moveBlock(root, from, index - (from.at(-1) ?? index)));
  };

  return (
    <li
      className="admin-block"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAGGED_BLOCK)) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      <section className="admin-block__body" aria-labelledby={`${id}-name`} data-block-id={typeof block.id === "string" ? block.id : undefined}>
        <div
          className="admin-block__head"
          draggable
          onDragStart={(event) => {
            event.stopPropagation();
            event.dataTransfer.setData(DRAGGED_BLOCK, JSON.stringify({ from: dragSource(), path }));
            event.dataTransfer.effectAllowed = "move";
          }}
        >
          {/* Focusable from code: a block clicked in the preview is selected here (use-preview-selection.ts). */}
          <Heading id={`${id}-name`} className="admin-block__name" tabIndex={-1}>
            {position}. {name}
          </Heading>
          <p className="admin-muted admin-block__summary">{summaryOf(options) || t("admin.blocks.empty")}</p>
        </div>
        <MoveActions
          names={{ position, name }}
          first={index === 0}
          last={index === count - 1}
          onMove={(delta) => onChange(moveBlock(root, path, delta))}
          onDuplicate={() => onChange(duplicateBlock(root, path, newBlockId))}
          onRemove={() => onChange(removeBlock(root, path))}
        />
        <div aria-live="polite">
          <ProblemList id={`${id}-problems`} problems={own} />
        </div>
        {definition ? (
          <BlockFields
            inputs={definition.inputs}
            values={options}
            onChange={setOptions}
            idPrefix={id}
            invalid={{ names: missing, messageId: `${id}-problems` }}
          />
        ) : (
          <div className="admin-block-field">
            <label htmlFor={`${id}-options`}>{t("admin.blocks.options")}</label>
            <JsonValueField common={{ id: `${id}-options` }} value={options} onChange={(value) => setOptions(isRecord(value) ? value : {})} />
          </div>
        )}
        {definition?.canHaveChildren || children.length > 0 ? (
          <div className="admin-block__children">
            <BlockList root={root} list={children} parent={path} onChange={onChange} problems={problems} idPrefix={idPrefix} />
            {definition?.canHaveChildren ? (
              <BlockPalette
                label={t("admin.blocks.addChild", { position, name })}
                onAdd={(child) => onChange(appendBlock(root, path, createBlock(child, newBlockId())))}
              />
            ) : null}
          </div>
        ) : null}
      </section>
    </li>
  );
}
