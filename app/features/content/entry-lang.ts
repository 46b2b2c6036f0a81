import type { Lang } from "~/i18n/locale";

type Rule = { property?: unknown; operator?: unknown; value?: unknown };

/**
 * The language of a page-builder entry shown on a page of another language (an English page falls back to
 * the French entry: docs/decisions/003), for the content's `lang` attribute; undefined when they agree or
 * the entry targets no single language.
 */
export function contentFallbackLang(content: object | null, lang: Lang): string | undefined {
  const query = content && "query" in content ? content.query : undefined;
  const rules: Rule[] = Array.isArray(query) ? query : [];
  const locale = rules.find((rule) => rule.property === "locale" && rule.operator === "is" && typeof rule.value === "string")?.value;
  return typeof locale === "string" && locale !== lang ? locale : undefined;
}
