import { env } from "cloudflare:workers";
import { forgetTranslations } from "~/i18n/messages.server";

type Texts = Record<string, string>;

/** Inserts a partner iframe (a saved GET /events query) and returns its id. */
export type IframeOptions = {
  slug?: string;
  kind?: "events" | "partners";
  layout?: string;
  listType?: "grid" | "line" | "agenda";
  theme?: string;
  lang?: "fr" | "en" | "es";
  pageSize?: number;
  showPast?: boolean;
  allowedOrigins?: string[];
  partners?: { name: string; url?: string; text?: string }[];
};

/** A partner widget (iframes row); options left out take the table's defaults. */
export async function createIframe(id: string, name: string, filters: Record<string, string | number | boolean>, options: IframeOptions = {}) {
  await env.DB.prepare(
    `INSERT INTO iframes (id, name, filters, slug, kind, layout, list_type, theme, lang, page_size, show_past, allowed_origins, partners)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
  )
    .bind(
      id,
      name,
      JSON.stringify(filters),
      options.slug ?? null,
      options.kind ?? "events",
      options.layout ?? "card",
      options.listType ?? "grid",
      options.theme ?? "base",
      options.lang ?? "fr",
      options.pageSize ?? 6,
      options.showPast ? 1 : 0,
      JSON.stringify(options.allowedOrigins ?? []),
      JSON.stringify(options.partners ?? []),
    )
    .run();
  return id;
}

export async function createSeoEntry(key: string, title: Texts, description: Texts, image: string | null = null) {
  await env.DB.prepare("INSERT INTO seo_entries (key, title, description, image) VALUES (?, ?, ?, ?)")
    .bind(key, JSON.stringify(title), JSON.stringify(description), image)
    .run();
}

/** A translation entry; the entries this isolate holds are forgotten, as an edit in /admin does. */
export async function createTranslation(module: string, key: string, texts: Texts, context = "") {
  await env.DB.prepare("INSERT INTO translations (module, key, context, texts) VALUES (?, ?, ?, ?)").bind(module, key, context, JSON.stringify(texts)).run();
  forgetTranslations();
}
