import { env } from "cloudflare:workers";

type Texts = Record<string, string>;

/** Inserts a partner iframe (a saved GET /events query) and returns its id. */
export async function createIframe(id: string, name: string, filters: Record<string, string | number | boolean>) {
  await env.DB.prepare("INSERT INTO iframes (id, name, filters) VALUES (?, ?, ?)").bind(id, name, JSON.stringify(filters)).run();
  return id;
}

export async function createSeoEntry(key: string, title: Texts, description: Texts, image: string | null = null) {
  await env.DB.prepare("INSERT INTO seo_entries (key, title, description, image) VALUES (?, ?, ?, ?)")
    .bind(key, JSON.stringify(title), JSON.stringify(description), image)
    .run();
}

export async function createTranslation(module: string, key: string, texts: Texts, context = "") {
  await env.DB.prepare("INSERT INTO translations (module, key, context, texts) VALUES (?, ?, ?, ?)").bind(module, key, context, JSON.stringify(texts)).run();
}
