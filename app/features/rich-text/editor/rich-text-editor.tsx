import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { EDITOR_EXTENSIONS } from "./editor-extensions";
import { EditorImage } from "./editor-image";
import { EditorLink, isLinkAddress } from "./editor-link";
import { EditorToolbar, type EditorCommand } from "./editor-toolbar";

export type RichTextEditorProps = {
  /** The id of the text box: what a form focuses after a failed submit. */
  id: string;
  /** The id of the element that names the text box (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** HTML; '' for an empty text. */
  value: string;
  onChange: (html: string) => void;
};

/** The editor's HTML, '' when it holds no text (an empty paragraph is no description). */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

/**
 * The rich-text editor of event descriptions and page-builder texts (docs/product.md §5 "editor",
 * docs/decisions/030-rich-text-editor.md): a ProseMirror document through Tiptap, so what it gives is always
 * well-formed HTML of the elements the server keeps, with bold, italic, bulleted list, link and image in a
 * toolbar, and the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+Z). The server still sanitises whatever it is sent.
 * Built in the browser only: the server renders the toolbar and an empty frame.
 */
export function RichTextEditor({ id, labelledBy, describedBy, invalid, required, disabled, value, onChange }: RichTextEditorProps) {
  const [panel, setPanel] = useState<"link" | "image" | null>(null);
  // The last HTML the editor gave or was given: a value equal to it is not written back while typing.
  const written = useRef(value);
  // The editor keeps the handlers it was made with: it calls the latest onChange through this.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  // The text box's own attributes: ProseMirror's editable element is the control labelled and described. Kept
  // the same object while they do not change, so the editor is not given its options again at each render.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        class: "editor__box",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(required ? { "aria-required": "true" } : {}),
      },
    }),
    [id, labelledBy, describedBy, invalid, required],
  );
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (html === written.current) return;
      written.current = html;
      changed.current(html);
    },
  });

  // The value is written into the editor only when it comes from outside (a loaded draft), never while typing.
  useEffect(() => {
    if (!editor || value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without an update event: turning editing on or off changes no text.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
    }),
  });

  const run = (command: EditorCommand) => {
    if (!editor) return;
    if (command === "link" || command === "image") return setPanel(command);
    const chain = editor.chain().focus();
    if (command === "bold") chain.toggleBold().run();
    else if (command === "italic") chain.toggleItalic().run();
    else chain.toggleBulletList().run();
  };

  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };

  const applyLink = (url: string) => {
    setPanel(null);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (url === "" || url === "https://") chain.unsetLink().run();
    else if (!isLinkAddress(url)) chain.run();
    else if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
  };

  return (
    <>
      <EditorToolbar controls={id} pressed={pressed ?? {}} disabled={disabled || !editor} onCommand={run} />
      {panel === "link" ? <EditorLink id={id} initial={String(editor?.getAttributes("link").href ?? "")} onApply={applyLink} onClose={closePanel} /> : null}
      {panel === "image" ? (
        <EditorImage
          id={id}
          onInsert={(src, alt) => {
            setPanel(null);
            editor?.chain().focus().setImage({ src, alt }).run();
          }}
          onClose={closePanel}
        />
      ) : null}
      {editor ? <EditorContent editor={editor} /> : <div className="editor__box" aria-hidden="true" />}
    </>
  );
}
