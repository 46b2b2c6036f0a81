import type { ReactNode } from "react";
import { Link } from "react-router";
import { HighlightedText } from "./highlighted-text";

type SearchHitProps = {
  href: string;
  title: string;
  text: string;
  terms: string[];
  meta: ReactNode;
  /** The language of the hit's own text when it is not the page's (docs/architecture.md §6). */
  lang?: string;
  /** "external": another site, in a new tab; "file": a download of ours; else a page of the site. */
  target?: "external" | "file";
};

/** One search result: its kind and date, its title as a link and a line of its text, matches marked. */
export function SearchHit({ href, title, text, terms, meta, lang, target }: SearchHitProps) {
  const heading = <HighlightedText text={title} terms={terms} />;
  return (
    <article className="search-hit">
      <p className="card__meta">{meta}</p>
      <h3 className="search-hit__title" lang={lang}>
        {target === "external" ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {heading}
          </a>
        ) : target === "file" ? (
          <a href={href}>{heading}</a>
        ) : (
          <Link to={href}>{heading}</Link>
        )}
      </h3>
      {text ? (
        <p className="search-hit__text" lang={lang}>
          <HighlightedText text={text} terms={terms} />
        </p>
      ) : null}
    </article>
  );
}
