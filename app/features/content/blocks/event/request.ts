import type { BlockRequest } from "../../block-data";
import type { BlockOptions } from "../block";
import { text } from "../shared-requests";

/** The event an Event block names by its slug or id; none without one. */
export function eventRequest(options: BlockOptions): BlockRequest | null {
  const key = text(options.event);
  return key ? { kind: "event", key } : null;
}
