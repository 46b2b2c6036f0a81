import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/intl";
import { describedBy, FieldError, FieldHint, fieldId, type FieldProps } from "./field-frame";
import { EditorImage } from "./editor-image";
import { EditorToolbar, type EditorCommand } from "./editor-toolbar";

const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A small rich-text editor (docs/product.md §5 "editor"): a contenteditable text box with bold, italic,
 * bulleted list and link, giving HTML. Whatever it gives is sanitised by the server before it is stored
 * (docs/architecture.md §5), so the browser's own editing commands are enough here: no dependency.
 */
export function EditorField({ name, label, value, onChange, error, hint, required, disabled }: FieldProps<string>) {
  const t = useT();
  const id = fieldId(name);
  const labelId = `${id}-label`;
  const box = useRef<HTMLDivElement>(null);
  const written = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [pressed, setPressed] = useState<Partial<Record<EditorCommand, boolean>>>({});
  const [linking, setLinking] = useState(false);
  const [imaging, setImaging] = useState(false);
  const [href, setHref] = useState("https://");

  // The value is written into the box only when it comes from outside (a loaded draft), never while typing.
  useEffect(() => {
    if (box.current && value !== written.current) {
      box.current.innerHTML = value;
      written.current = value;
    }
  }, [value]);

  const emit = useCallback(() => {
    if (!box.current) return;
    written.current = box.current.innerHTML;
    onChange(written.current);
  }, [onChange]);

  const readState = useCallback(() => {
    setPressed({
      bold: document.queryCommandState("bold"),
      italic: document.queryCommandState("italic"),
      insertUnorderedList: document.queryCommandState("insertUnorderedList"),
    });
  }, []);

  const run = (command: EditorCommand) => {
    box.current?.focus();
    if (command === "link" || command === "image") {
      const selection = window.getSelection();
      savedRange.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
      if (command === "link") setLinking(true);
      else setImaging(true);
      return;
    }
    document.execCommand(command);
    readState();
    emit();
  };

  /** Puts the caret back where it was when a panel (link, image) opened. */
  const restoreSelection = () => {
    box.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    return selection;
  };

  const addImage = (url: string, alt: string) => {
    setImaging(false);
    restoreSelection();
    document.execCommand("insertHTML", false, `<img src="${escapeAttribute(url)}" alt="${escapeAttribute(alt)}">`);
    emit();
  };

  const addLink = () => {
    const url = href.trim();
    setLinking(false);
    box.current?.focus();
    if (!LINK_PATTERN.test(url)) return;
    const selection = restoreSelection();
    if (selection && !selection.isCollapsed) document.execCommand("createLink", false, url);
    else document.execCommand("insertHTML", false, `<a href="${escapeAttribute(url)}">${escapeAttribute(url)}</a>`);
    setHref("https://");
    emit();
  };

  return (
    <div className="form-field editor" data-invalid={error ? true : undefined}>
      <span id={labelId} className="form-field__label">
        {label}
        {required ? <span className="form-field__required"> {t("organize.form.requiredMark")}</span> : null}
      </span>
      <FieldHint name={name} hint={hint} />
      <EditorToolbar controls={id} pressed={pressed} disabled={disabled} onCommand={run} />
      {linking ? (
        <div className="editor__link" role="group" aria-label={t("organize.form.editor.link")}>
          <label htmlFor={`${id}-href`}>{t("organize.form.editor.href")}</label>
          <input
            id={`${id}-href`}
            type="url"
            value={href}
            autoFocus
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addLink();
              } else if (event.key === "Escape") {
                event.preventDefault();
                setLinking(false);
                box.current?.focus();
              }
            }}
          />
          <button type="button" className="button button--small" onClick={addLink}>
            {t("organize.form.editor.addLink")}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setLinking(false);
              box.current?.focus();
            }}
          >
            {t("organize.form.editor.cancelLink")}
          </button>
        </div>
      ) : null}
      {imaging ? (
        <EditorImage
          id={id}
          onInsert={addImage}
          onClose={() => {
            setImaging(false);
            box.current?.focus();
          }}
        />
      ) : null}
      <div
        ref={box}
        id={id}
        className="editor__box"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint, error })}
        contentEditable={!disabled}
        suppressContentEditableWarning
        tabIndex={0}
        onFocus={() => document.execCommand("defaultParagraphSeparator", false, "p")}
        onInput={emit}
        onKeyUp={readState}
        onMouseUp={readState}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}
