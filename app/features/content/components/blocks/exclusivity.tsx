import type { ReactNode } from "react";
import { ExclusivityCard } from "~/features/exclusivities/components/exclusivity-card";
import { blockRequest } from "../../block-requests";
import { useBlockResult } from "../block-data-context";

type ExclusivityBlockProps = { context?: string; region?: string; exclusivity?: string; children?: ReactNode };

/**
 * Exclusivity Card (docs/product.md §9): the offer matched for its context (chiche-homepage,
 * chiche-article-sidebar, chiche-event-register), else its child blocks. Loaded lazily by custom-components.ts.
 */
export default function ExclusivityBlock({ context, region, exclusivity, children }: ExclusivityBlockProps) {
  const request = blockRequest("Exclusivity Card", { context, region, exclusivity });
  const found = useBlockResult("exclusivity", request);
  return (
    <ExclusivityCard exclusivity={found ?? null} context={request?.kind === "exclusivity" ? request.context : "chiche-homepage"}>
      {children}
    </ExclusivityCard>
  );
}
