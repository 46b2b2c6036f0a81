// Text helpers shared by the generators.

export function foldAccents(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** 'Clermont-Ferrand' → 'clermont-ferrand', 'L'économie circulaire' → 'l-economie-circulaire'. */
export function slugify(text, maxLength = 80) {
  const slug = foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxLength).replace(/-+$/, "");
}

/** Plain text made safe inside HTML. */
export function escapeHtml(text) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** The visible text of our simple HTML: one line per paragraph or list item, entities decoded. */
export function htmlToText(html) {
  return html
    .replace(/<\/(p|li|h[1-6])>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}
