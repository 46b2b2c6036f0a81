import type { ReactNode } from "react";

type SectionProps = { radius?: "none" | "top" | "bottom" | "both"; children?: ReactNode };

export function Section({ radius = "none", children }: SectionProps) {
  return <section className={`block-section block-section--radius-${radius}`}>{children}</section>;
}
