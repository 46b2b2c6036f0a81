/**
 * The SDK's Embed, overridden (docs/product.md §5): empty content or the editor's placeholder '(Choose an
 * embed URL)' renders nothing. Its HTML is shown as is; scripts in it never run (the CSP allows none).
 */
export function Embed({ content }: { url?: string; content?: string }) {
  if (!content?.trim() || content.includes("(Choose an embed URL)")) return null;
  return <div className="block-embed" dangerouslySetInnerHTML={{ __html: content }} />;
}
