import type { MetaDescriptor } from "react-router";
import { LANGS, INTL_LOCALE, localizePath, stripLang, type Lang } from "~/i18n/locale";

export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 150;
export const STRUCTURED_DESCRIPTION_MAX = 250;
export const SOCIAL_IMAGE = { width: 1280, height: 800 } as const;
const DEFAULT_IMAGE = "/images/og-default.png";
const PAGED_LISTINGS = /^\/(events|media)(\/|$)/;

/** Cuts text at a word boundary so that it fits `max` characters, ellipsis included. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Canonical URL: site URL + path, keeping only ?page= and only on the events and media listings. */
export function canonicalUrl(siteUrl: string, url: URL): string {
  const page = url.searchParams.get("page");
  const keepPage = page !== null && page !== "0" && PAGED_LISTINGS.test(stripLang(url.pathname));
  return `${siteUrl}${url.pathname}${keepPage ? `?page=${encodeURIComponent(page)}` : ""}`;
}

type PageMetaInput = {
  title: string;
  description?: string;
  url: URL;
  siteUrl: string;
  lang: Lang;
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
};

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = truncate(input.title, TITLE_MAX);
  const description = input.description ? truncate(input.description, DESCRIPTION_MAX) : undefined;
  const canonical = canonicalUrl(input.siteUrl, input.url);
  const image = new URL(input.image || DEFAULT_IMAGE, input.siteUrl).toString();
  const bare = stripLang(input.url.pathname);
  const meta: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:locale", content: INTL_LOCALE[input.lang].replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LANGS.map((lang) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: lang,
      href: `${input.siteUrl}${localizePath(bare, lang)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${input.siteUrl}${bare}` },
  ];
  if (description) {
    meta.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
