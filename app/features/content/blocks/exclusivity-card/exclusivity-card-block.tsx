import type { ReactNode } from "react";
import { ExclusivityCard } from "~/features/exclusivities/components/exclusivity-card";
import { useBlockResult } from "../../components/block-data-context";
import { exclusivityCardRequest } from "./request";

type ExclusivityCardBlockProps = { context?: string; region?: string; exclusivity?: string; children?: ReactNode };

/**
 * Exclusivity Card (docs/product.md §9): the offer matched for its context (chiche-homepage,
 * chiche-article-sidebar, chiche-event-register), else its child blocks. Loaded lazily (its definition's `load`).
 */
export function ExclusivityCardBlock({ context, region, exclusivity, children }: ExclusivityCardBlockProps) {
  const request = exclusivityCardRequest({ context, region, exclusivity });
  const found = useBlockResult("exclusivity", request);
  return (
    <ExclusivityCard exclusivity={found ?? null} context={request.context}>
      {children}
    </ExclusivityCard>
  );
}
