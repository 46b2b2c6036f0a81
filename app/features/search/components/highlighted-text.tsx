import { highlightSegments } from "../highlight";

/** Text with the search words marked: every piece is rendered as text, matches inside <mark>. */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
