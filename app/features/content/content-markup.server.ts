import { RichTextRefused, sanitizeHtml } from "~/features/rich-text/sanitize-html.server";

/**
 * The markup editors write into page-builder content (docs/architecture.md §5): the HTML of the SDK's Text,
 * Custom Code and Embed blocks, and CSS (the entry's `cssCode`, each block's `responsiveStyles`), which the SDK
 * writes into the page as it is (`dangerouslySetInnerHTML`, a `<style>` element). The HTML goes through the
 * allow-list of event descriptions (frames only in the Embed block, from EMBED_HOSTS); CSS may not hold "<",
 * so it cannot close its `<style>`. Applied when an entry is saved and again when it is rendered, so content
 * stored before these rules, imported, or coming from Builder.io is held to them as well.
 */

/** Where an Embed block's frames may come from: video, audio, maps and slides services people embed. */
export const EMBED_HOSTS: readonly string[] = [
  "www.youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
  "www.dailymotion.com",
  "geo.dailymotion.com",
  "w.soundcloud.com",
  "open.spotify.com",
  "www.google.com",
  "www.openstreetmap.org",
  "umap.openstreetmap.fr",
  "docs.google.com",
  "framatube.org",
];

/** The options of each SDK block that hold HTML, and the frames each may keep. */
const HTML_OPTIONS = new Map<string, { option: string; iframeHosts: readonly string[] }>([
  ["Text", { option: "text", iframeHosts: [] }],
  ["Custom Code", { option: "code", iframeHosts: [] }],
  ["Embed", { option: "content", iframeHosts: EMBED_HOSTS }],
]);

const ELEMENT = "@builder.io/sdk:Element";

/** Where a refusal was found: the block and its option, or the field of the entry. */
export type MarkupProblem = { kind: "unsafe_html" | "unsafe_css"; blockId: string | null; component: string | null; input: string; message: string };

type JsonObject = Record<string, unknown>;

function isRecord(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `<` written as a CSS escape: the same character to the CSS parser, never the start of a tag to the HTML one. */
export function escapeCss(css: string): string {
  return css.replaceAll("<", "\\3c ");
}

/** Every string of a `responsiveStyles` tree (keys and values) escaped; `onLt` is told when one held "<". */
function cleanStyles(value: unknown, onLt: () => void): unknown {
  if (typeof value === "string") {
    if (value.includes("<")) onLt();
    return escapeCss(value);
  }
  if (Array.isArray(value)) return value.map((item) => cleanStyles(item, onLt));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key.includes("<")) onLt();
      return [escapeCss(key), cleanStyles(item, onLt)];
    }),
  );
}

type Where = { blockId: string | null; component: string | null };

/**
 * The same tree with its markup made safe (a new tree: the input is left as it was). `problems` collects what an
 * editor must fix when saving (HTML the parser cannot read safely, CSS with "<"); rendering passes none and
 * drops such HTML instead.
 */
async function clean(value: unknown, path: string[], where: Where, problems: MarkupProblem[] | null): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item, index) => clean(item, [...path, String(index)], where, problems)));
  if (!isRecord(value)) return value;
  const isBlock = value["@type"] === ELEMENT;
  const component = isBlock && isRecord(value.component) && typeof value.component.name === "string" ? value.component.name : null;
  const inBlock = isBlock ? { blockId: typeof value.id === "string" && value.id ? value.id : path.join("."), component } : where;
  const place = inBlock.blockId ? `Block "${inBlock.blockId}"` : `Field "${path.join(".")}"`;
  const cssProblem = (input: string, message: string) => problems?.push({ kind: "unsafe_css", ...inBlock, input, message: `${place}: ${message}` });
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (key === "cssCode" && typeof item === "string") {
      if (item.includes("<")) cssProblem(key, 'the custom CSS may not contain "<".');
      entries.push([key, escapeCss(item)]);
    } else if (key === "responsiveStyles") {
      let reported = false;
      const onLt = () => {
        if (!reported) cssProblem(key, 'a style may not contain "<".');
        reported = true;
      };
      entries.push([key, cleanStyles(item, onLt)]);
    } else {
      entries.push([key, await clean(item, [...path, key], inBlock, problems)]);
    }
  }
  // fromEntries defines every key as an own property, "__proto__" included.
  const cleaned: JsonObject = Object.fromEntries(entries);
  if (isBlock) await cleanBlockHtml(cleaned, inBlock, place, problems);
  return cleaned;
}

/** The HTML option of an SDK block (HTML_OPTIONS), sanitised in place in the block's copy. */
async function cleanBlockHtml(block: JsonObject, where: Where, place: string, problems: MarkupProblem[] | null) {
  const html = where.component === null ? undefined : HTML_OPTIONS.get(where.component);
  const options = isRecord(block.component) && isRecord(block.component.options) ? block.component.options : null;
  const source = html && options ? options[html.option] : undefined;
  if (!html || !options || typeof source !== "string") return;
  options[html.option] = await cleanHtml(source, html.iframeHosts, () =>
    problems?.push({
      kind: "unsafe_html",
      ...where,
      input: html.option,
      message: `${place} (${where.component}): the HTML of "${html.option}" has markup that cannot be read safely (a <style>, <title> or <script> inside <select>, <template> or <svg>).`,
    }),
  );
}

async function cleanHtml(html: string, iframeHosts: readonly string[], onRefused: () => void): Promise<string> {
  try {
    return await sanitizeHtml(html, { iframeHosts, sitePaths: true });
  } catch (error) {
    if (!(error instanceof RichTextRefused)) throw error;
    onRefused();
    return "";
  }
}

/** An entry's data and variations as they may be stored, and what the editor must fix first (none: store them). */
export async function cleanContentForSave<T extends { data: unknown; variations?: unknown }>(content: T): Promise<{ content: T; problems: MarkupProblem[] }> {
  const problems: MarkupProblem[] = [];
  const outside = { blockId: null, component: null };
  const data = await clean(content.data, ["data"], outside, problems);
  const variations = content.variations === undefined ? undefined : await clean(content.variations, ["variations"], outside, problems);
  return { content: { ...content, data, ...(variations === undefined ? {} : { variations }) }, problems };
}

/** Content about to be rendered, its markup made safe (HTML that cannot be read safely is left out). */
export async function cleanContentForRender<T>(data: T): Promise<T> {
  return (await clean(data, ["data"], { blockId: null, component: null }, null)) as T;
}
