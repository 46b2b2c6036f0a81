import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { isLinkAddress } from "./editor-link";

/**
 * What the editor's document may hold (docs/decisions/030-rich-text-editor.md): every element the server keeps
 * (sanitize-html.server.ts: paragraphs, line breaks, rules, bold, italic, underline, strike, headings 2 to 4,
 * lists, quotes, links and images), so a stored text loads without losing any of it, and nothing else, so a
 * pasted page comes in as that. Code and code blocks are left out: the server keeps neither.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    dropcursor: false,
    // No empty paragraph kept at the end: it would be stored with every text.
    trailingNode: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      protocols: ["mailto"],
      isAllowedUri: (url) => isLinkAddress(url),
      // The server writes rel on every link of a text it stores, and no target.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  // Inline, as the browser's editing put them: an image stands in its paragraph.
  Image.configure({ inline: true, allowBase64: false }),
];
