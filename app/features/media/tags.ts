import type { MessageId } from "~/i18n/catalogues";

/** The tags that name a kind of article rather than a topic (scripts/seed/article-catalog.mjs), and their labels. */
const KIND_TAGS: Record<string, MessageId> = {
  comprendre: "media.tagName.comprendre",
  inspiration: "media.tagName.inspiration",
  pratique: "media.tagName.pratique",
  opinion: "media.tagName.opinion",
  "a-ecouter": "media.tagName.a-ecouter",
  "a-regarder": "media.tagName.a-regarder",
};

/** A tag's label: the topic's name in `lang` (else French), a kind tag's message, else the slug itself. */
export function tagLabel(tag: { tag: string; names: Record<string, string> }, lang: string, t: (id: MessageId) => string): string {
  const kind = KIND_TAGS[tag.tag];
  return tag.names[lang] ?? tag.names.fr ?? (kind ? t(kind) : tag.tag);
}

/** The URL of a tag's page. */
export function tagPath(tag: string): string {
  return `/media/tag?tag=${encodeURIComponent(tag)}`;
}
