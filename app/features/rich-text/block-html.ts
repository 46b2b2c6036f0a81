/**
 * An event description as blocks (docs/product.md §5 "editor"): the sanitiser's output (sanitize-html.server.ts,
 * whose every "<" opens a tag it wrote from its allow-list) rebuilt so that each piece of text sits in a block
 * and no block sits where HTML forbids it. What a browser would repair on every page view is repaired once, on
 * save: text or inline markup at the top (or in a quotation) goes into a paragraph; a list, heading or quotation
 * opened inside a paragraph or heading ends it first; a list's stray content goes into an item; end tags that
 * close nothing are dropped, and empty paragraphs with them.
 */

const BLOCKS = new Set(["p", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "hr"]);
const VOID = new Set(["br", "hr", "img"]);
/** Blocks that hold text and inline markup only. */
const TEXT_BLOCKS = new Set(["p", "h2", "h3", "h4"]);

type Node = { tag: string; open: string; children: Node[] } | { text: string };
type Element = Extract<Node, { tag: string }>;

const TOKEN = /<(\/?)([a-z0-9]+)([^>]*)>|[^<]+/g;

function isBlank(node: Node): boolean {
  return "text" in node ? node.text.trim() === "" : node.tag === "br";
}

function element(tag: string, open = `<${tag}>`): Element {
  return { tag, open, children: [] };
}

/** Where the next child goes given the open elements: text and inline markup need a text block or an item. */
function containerFor(stack: Element[], inline: boolean): Element {
  const top = stack.at(-1) as Element;
  if (!inline) return top;
  if (top.tag === "root" || top.tag === "blockquote") {
    const paragraph = element("p");
    top.children.push(paragraph);
    stack.push(paragraph);
    return paragraph;
  }
  if (top.tag === "ul" || top.tag === "ol") {
    const item = element("li");
    top.children.push(item);
    stack.push(item);
    return item;
  }
  return top;
}

/** Closes what a block cannot sit in: open inline markup and paragraphs or headings (as a browser's parser does). */
function makeRoomForBlock(stack: Element[], tag: string) {
  for (;;) {
    const top = stack.at(-1) as Element;
    const inline = !BLOCKS.has(top.tag) && top.tag !== "root";
    const closesItem = tag === "li" && top.tag === "li";
    if (!inline && !TEXT_BLOCKS.has(top.tag) && !closesItem) return;
    stack.pop();
  }
}

function serialize(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if ("text" in node) return node.text;
      if (VOID.has(node.tag)) return node.open;
      const inner = serialize(node.children);
      return `${node.open}${inner}</${node.tag}>`;
    })
    .join("");
}

/** Drops paragraphs and items with nothing but blanks, and trailing line breaks of a text block. */
function prune(nodes: Node[]): Node[] {
  return nodes.flatMap((node): Node[] => {
    if ("text" in node) return [node];
    const children = prune(node.children);
    if ((node.tag === "p" || node.tag === "li" || TEXT_BLOCKS.has(node.tag)) && children.every(isBlank)) return [];
    return [{ ...node, children }];
  });
}

/** The sanitised `html` with every text in a block and every block where HTML allows it. */
export function wellFormedBlocks(html: string): string {
  const root = element("root", "");
  const stack: Element[] = [root];
  for (const [token, closing, name, rest] of html.matchAll(TOKEN)) {
    if (name === undefined) {
      const top = stack.at(-1) as Element;
      // Blank text between blocks is the source's layout, not content.
      if (token.trim() === "" && ["root", "ul", "ol", "blockquote"].includes(top.tag)) continue;
      containerFor(stack, true).children.push({ text: token });
      continue;
    }
    const tag = name.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((open) => open.tag === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const node = element(tag, `<${tag}${rest ?? ""}>`);
    if (BLOCKS.has(tag)) {
      makeRoomForBlock(stack, tag);
      if (tag === "li" && !["ul", "ol"].includes((stack.at(-1) as Element).tag)) {
        // An item outside a list is the paragraph it reads as.
        const paragraph = element("p");
        containerFor(stack, false).children.push(paragraph);
        stack.push(paragraph);
        continue;
      }
      containerFor(stack, false).children.push(node);
    } else {
      containerFor(stack, true).children.push(node);
    }
    if (!VOID.has(tag)) stack.push(node);
  }
  return serialize(prune(root.children));
}
