import { slugify } from "~/lib/slug";

/**
 * The canonical URL (path and query) of a city listing whose `:city` parameter is not a slug, e.g.
 * /en/events/city/Saint%20%C3%89tienne?type=atelier → /en/events/city/saint-etienne?type=atelier; null when the
 * URL is canonical already, or when nothing of the city is left to make a slug of (a 404 then).
 * `city` is the decoded route parameter; the segment after /events/city/ is the one replaced.
 */
export function canonicalCityPath(url: URL, city: string): string | null {
  const slug = slugify(city);
  if (slug === "" || slug === city) return null;
  const segments = url.pathname.split("/");
  const at = segments.findIndex((segment, index) => segment === "events" && segments[index + 1] === "city");
  if (at < 0 || segments[at + 2] === undefined) return null;
  segments[at + 2] = slug;
  return `${segments.join("/")}${url.search}`;
}

/**
 * The name a city listing's heading shows: the first of `names` (an event's city in the visitor's language,
 * then in the event's own) that makes `slug`, so the heading names the city of the URL; else the slug
 * in title case ("saint-etienne" → "Saint-Etienne").
 */
export function cityHeadingName(slug: string, names: (string | null | undefined)[]): string {
  const name = names.find((candidate) => candidate && slugify(candidate) === slug);
  return name ?? slug.replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
}
