type HeadingProps = { text: string; level?: 1 | 2 | 3; align?: "left" | "center" };

export function Heading({ text, level = 2, align = "left" }: HeadingProps) {
  const Tag = level === 1 ? "h1" : level === 3 ? "h3" : "h2";
  return <Tag style={{ textAlign: align }}>{text}</Tag>;
}
