// Partner widgets (docs/product.md §2 "/iframe/{id}"): saved event lists that partners embed, and the four
// named widgets with their own URL. Filters are GET /events parameters.

const WIDGETS = [
  { name: "Événements climat", filters: { topic: "climat" }, layout: "card", theme: "base" },
  { name: "Fresques en France", filters: { type: "fresque", countryCode: "FR" }, layout: "line", list_type: "line", theme: "events", page_size: 8 },
  { name: "Tech for Good Tour (liste simple)", filters: { momentum: "tech-for-good-tour" }, layout: "simple", list_type: "line", theme: "base" },
  {
    slug: "elections2022",
    name: "Élections 2022",
    description: "Les débats, ateliers et rencontres organisés autour des élections de 2022.",
    filters: { topic: "elections-2022" },
    layout: "simple-show-past",
    list_type: "line",
    theme: "base",
    show_past: 1,
    page_size: 10,
  },
  {
    slug: "techforgoodtour",
    name: "Tech for Good Tour",
    description: "Hackathons et ateliers du numérique utile, ville après ville.",
    filters: { momentum: "tech-for-good-tour" },
    layout: "ticket",
    theme: "factory",
    page_size: 6,
  },
  {
    slug: "techforgoodtour-partners",
    name: "Les partenaires du Tech for Good Tour",
    description: "Les organisations qui font le Tech for Good Tour avec nous.",
    kind: "partners",
    layout: "simple",
    theme: "factory",
    partners: [
      { name: "Numérique Solidaire", url: "https://example.org/numerique-solidaire", text: "Reconditionne des ordinateurs pour les associations." },
      { name: "Code Commun", url: "https://example.org/code-commun", text: "Développeuses et développeurs bénévoles pour des projets d'intérêt général." },
      { name: "La Coopérative des données", url: "https://example.org/cooperative-donnees", text: "Des données ouvertes au service des territoires." },
      { name: "Hackers du Lien", url: "https://example.org/hackers-du-lien", text: "Des hackathons pour les structures de l'économie sociale et solidaire." },
      { name: "Sobriété Numérique Lab", url: "https://example.org/sobriete-numerique", text: "Mesure et réduit l'empreinte des services en ligne." },
      { name: "Fab'Quartier", url: "https://example.org/fab-quartier", text: "Un fablab de quartier ouvert à toutes et tous." },
    ],
  },
  {
    slug: "thedaysafter",
    name: "The Days After",
    description: "Imaginer ensemble la société que nous voulons : les rencontres des jours d'après.",
    filters: { momentum: "les-jours-d-apres" },
    layout: "line-simple",
    list_type: "line",
    theme: "spot",
    lang: "en",
    page_size: 8,
  },
];

/** iframes rows; `created` is an ISO instant. */
export function generateIframes(rng, { created }) {
  return WIDGETS.map(({ filters = {}, partners = [], ...widget }) => ({
    id: rng.hex(24),
    slug: null,
    kind: "events",
    lang: "fr",
    list_type: "grid",
    page_size: 6,
    show_past: 0,
    description: "",
    allowed_origins: [],
    ...widget,
    filters,
    partners,
    created_at: created,
  }));
}
