import { useRef, type KeyboardEvent } from "react";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";

/** What a toolbar button does: a mark or list it turns on and off, or a panel it opens (link, image). */
export type EditorCommand = "bold" | "italic" | "bulletList" | "link" | "image";

const BUTTONS: { command: EditorCommand; label: MessageId; text: string | null }[] = [
  { command: "bold", label: "organize.form.editor.bold", text: "B" },
  { command: "italic", label: "organize.form.editor.italic", text: "I" },
  { command: "bulletList", label: "organize.form.editor.list", text: "•" },
  { command: "link", label: "organize.form.editor.link", text: null },
  { command: "image", label: "mks-vue.addImage", text: null },
];

/**
 * The text-formatting toggles of the editor: a WAI-ARIA toolbar (one tab stop, arrows move between buttons);
 * bold, italic and list say whether they are on with aria-pressed.
 */
export function EditorToolbar({
  controls,
  pressed,
  disabled,
  onCommand,
}: {
  controls: string;
  pressed: Partial<Record<EditorCommand, boolean>>;
  disabled?: boolean;
  onCommand: (command: EditorCommand) => void;
}) {
  const t = useT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = buttons.current.findIndex((button) => button === document.activeElement);
    if (current === -1) return;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: BUTTONS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + BUTTONS.length) % BUTTONS.length;
    buttons.current.forEach((button, position) => button?.setAttribute("tabindex", position === index ? "0" : "-1"));
    buttons.current[index]?.focus();
  };
  return (
    <div role="toolbar" aria-label={t("organize.form.editor.toolbar")} aria-controls={controls} className="editor__toolbar" onKeyDown={onKeyDown}>
      {BUTTONS.map((button, index) => (
        <button
          key={button.command}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={`editor__button editor__button--${button.command}`}
          tabIndex={index === 0 ? 0 : -1}
          aria-label={t(button.label)}
          aria-pressed={button.command === "link" || button.command === "image" ? undefined : (pressed[button.command] ?? false)}
          disabled={disabled}
          // The selection stays in the text while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onCommand(button.command)}
        >
          <span aria-hidden="true">{button.text ?? t(button.label)}</span>
        </button>
      ))}
    </div>
  );
}
