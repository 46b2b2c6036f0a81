import { SmartLink } from "../smart-link";

type MksButtonProps = { label: string; href: string; theme?: "neutral" | "parsley" | "entrepreneuriat"; size?: "small" | "default" };

/** MksButton (docs/product.md §9): the makesense-styled call to action. */
export function MksButton({ label, href, theme = "parsley", size = "default" }: MksButtonProps) {
  return (
    <SmartLink href={href} className={`button block-mks-button block-mks-button--${theme}${size === "small" ? " button--small" : ""}`}>
      {label}
    </SmartLink>
  );
}
