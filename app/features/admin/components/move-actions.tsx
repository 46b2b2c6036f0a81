import type { MouseEvent } from "react";
import { flushSync } from "react-dom";
import { useT } from "~/i18n/intl";

type Names = { position: string | number } & ({ name: string } | { field: string });

/**
 * Move up, move down, (duplicate,) remove: short words on screen, and a name saying which block or list item
 * each acts on. At either end the move is marked unavailable but keeps the focus (a disabled button would
 * drop it to the page after a move with the keyboard). After a move the button gets the focus back: React may
 * have moved its element, which blurs it. After a removal the focus goes to what adds to the same list (its
 * palette or its 'add an item' button) rather than to the start of the page.
 */
export function MoveActions({
  names,
  first,
  last,
  onMove,
  onDuplicate,
  onRemove,
}: {
  names: Names;
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
  onDuplicate?: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  const of = "name" in names ? "Block" : "Item";
  const move = (delta: number) => (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    flushSync(() => onMove(delta));
    button.focus();
  };
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    const list = event.currentTarget.closest("ol")?.parentElement;
    flushSync(onRemove);
    list?.querySelector<HTMLElement>(":scope > .admin-block-palette select, :scope > button")?.focus();
  };
  return (
    <div className="admin-actions">
      <button
        type="button"
        className="button button--ghost"
        aria-disabled={first}
        aria-label={t(`admin.blocks.up${of}`, names)}
        onClick={first ? undefined : move(-1)}
      >
        {t("admin.blocks.up")}
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-disabled={last}
        aria-label={t(`admin.blocks.down${of}`, names)}
        onClick={last ? undefined : move(1)}
      >
        {t("admin.blocks.down")}
      </button>
      {onDuplicate ? (
        <button
          type="button"
          className="button button--ghost"
          aria-label={"name" in names ? t("admin.blocks.duplicateBlock", names) : undefined}
          onClick={onDuplicate}
        >
          {t("admin.blocks.duplicate")}
        </button>
      ) : null}
      <button type="button" className="button button--ghost" aria-label={t(`admin.blocks.remove${of}`, names)} onClick={remove}>
        {t("admin.blocks.remove")}
      </button>
    </div>
  );
}
