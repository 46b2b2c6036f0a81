import { useT } from "~/i18n/intl";
import { useBlockPreview } from "../components/block-data-context";

/**
 * What a block shows when it cannot render (docs/product.md §5, §8): in preview, a message for the editor;
 * for visitors, nothing.
 */
export function BlockNotice({ block, missing }: { block: string; missing?: string[] }) {
  const t = useT();
  if (!useBlockPreview()) return null;
  return (
    <p className="block-notice" role="note">
      {missing && missing.length > 0 ? t("blocks.notice.missing", { block, inputs: missing.join(", ") }) : t("blocks.notice.noData", { block })}
    </p>
  );
}
