import { walkBlocks } from "../block-requests";
import { isIslandBlock } from "./island-blocks";

/**
 * Blocks whose server HTML is the whole block: links, text, pictures, cards. Ours (block-definitions.ts)
 * render from their inputs and the loader's block data; the SDK's own Text, Image, Columns… are markup and
 * CSS. A Symbol counts when its content is inline (otherwise the SDK fetches it in the browser).
 */
const HTML_BLOCKS: ReadonlySet<string> = new Set([
  "PageHeader",
  "Heading",
  "Button",
  "Section",
  "Quote",
  "Breadcrumbs",
  "Card Link",
  "MksButton",
  "ActionCard",
  "ActionCardCustom",
  "Partenariat",
  "ExpertBean",
  "Article",
  "Top-articles",
  "Buzzing Sidebar Articles",
  "Event",
  "Teaser",
  "Embed",
  "Text",
  "Image",
  "Raw:Img",
  "Columns",
  "Fragment",
  "Core:Section",
  "Core:Button",
  "Symbol",
]);

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isFilled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : isRecord(value) && Object.keys(value).length > 0);

/** A block the browser has nothing to add to: known HTML or an island, no animation, no action code. */
function isServedAsHtml(block: Fields): boolean {
  if (isFilled(block.animations) || isFilled(block.actions) || (isRecord(block.code) && isFilled(block.code.actions))) return false;
  const component = isRecord(block.component) ? block.component : null;
  const name = component?.name;
  if (name === undefined) return true;
  if (typeof name !== "string") return false;
  if (name === "Symbol") {
    const options = isRecord(component?.options) ? component.options : {};
    return isRecord(options.symbol) && isRecord(options.symbol.content);
  }
  return HTML_BLOCKS.has(name) || isIslandBlock(name);
}

/**
 * Whether visitors get this entry as server HTML with islands (docs/decisions/016-home-hydration.md): every
 * block is plain HTML or one of ISLAND_BLOCKS. Otherwise (an SDK block with behaviour in the browser, such as
 * a form, tabs, an accordion, a video, custom code, an animation), the page hydrates through the SDK as
 * before. Decided from the entry alone, so the server and the browser agree.
 */
export function rendersAsHtml(content: unknown): boolean {
  for (const block of walkBlocks(content)) if (!isServedAsHtml(block as Fields)) return false;
  return true;
}
