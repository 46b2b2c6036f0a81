type QuoteProps = { text: string; author?: string };

export function Quote({ text, author }: QuoteProps) {
  return (
    <figure className="block-quote">
      <blockquote>{text}</blockquote>
      {author ? <figcaption>{author}</figcaption> : null}
    </figure>
  );
}
