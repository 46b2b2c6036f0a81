import type { BlockRequest } from "../../block-data";
import type { BlockOptions } from "../block";
import { referenceId } from "../shared-requests";

/** The article an Article block names by its content reference; none without one. */
export function articleRequest(options: BlockOptions): BlockRequest | null {
  const id = referenceId(options.article);
  return id ? { kind: "article", id } : null;
}
