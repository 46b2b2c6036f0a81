import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./rich-text-editor";

const RichTextEditor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

/**
 * The rich-text editor, fetched when a form shows it (docs/decisions/030-rich-text-editor.md): its code (ProseMirror
 * through Tiptap, about 130 kB compressed) never delays the rest of the page. Until it is there, an empty frame of
 * the same size.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="editor__box" aria-hidden="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
