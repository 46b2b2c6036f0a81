import type { EventJson } from "./event-json";

/** Cards clamp their text to three lines: this many characters always fill them. */
export const CARD_TEXT_LENGTH = 240;

function clip(text: string): string {
  if (text.length <= CARD_TEXT_LENGTH) return text;
  const cut = text.slice(0, CARD_TEXT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), CARD_TEXT_LENGTH / 2)).trimEnd()}…`;
}

/**
 * An event as a card shows it: no description HTML and only the start of the text. A listing page's
 * data travels in its HTML (24 events), so this keeps the page about half as heavy.
 */
export function toCardJson(event: EventJson): EventJson {
  const descriptionText = Object.fromEntries(Object.entries(event.descriptionText).map(([lang, text]) => [lang, clip(text)]));
  return { ...event, description: {}, descriptionText };
}
