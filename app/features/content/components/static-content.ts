import { walkBlocks } from "../block-requests";
import { findBlock } from "../blocks/registry";

/**
 * The SDK's own blocks whose server HTML is the whole block: markup and CSS (Text, Image, Columns…), and our Embed
 * over the SDK's. A Symbol counts when its content is inline (otherwise the SDK fetches it in the browser).
 */
const SDK_HTML_BLOCKS: ReadonlySet<string> = new Set(["Embed", "Text", "Image", "Raw:Img", "Columns", "Fragment", "Core:Section", "Core:Button", "Symbol"]);

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isFilled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : isRecord(value) && Object.keys(value).length > 0);

/**
 * A block the browser has nothing to add to: one of ours (blocks/registry.ts: static, rendered from its inputs and
 * the loader's block data, or an island) or SDK markup, with no animation and no action code.
 */
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
  return SDK_HTML_BLOCKS.has(name) || findBlock(name) !== undefined;
}

/**
 * Whether visitors get this entry as server HTML with islands (docs/decisions/016-home-hydration.md): every
 * block is plain HTML or an island. Otherwise (an SDK block with behaviour in the browser, such as
 * a form, tabs, an accordion, a video, custom code, an animation), the page hydrates through the SDK as
 * before. Decided from the entry alone, so the server and the browser agree.
 */
export function rendersAsHtml(content: unknown): boolean {
  for (const block of walkBlocks(content)) if (!isServedAsHtml(block as Fields)) return false;
  return true;
}
