import type { Block } from "../block";
import { eventRequest } from "./request";

/** Event (docs/product.md §9): one event by its slug or id, as a card, a line or a ticket. */
export const eventBlock: Block = {
  name: "Event",
  inputs: [
    // meta.picker: the admin's block editor offers a search for it (app/features/admin/input-values.ts).
    { name: "event", type: "string", required: true, helperText: "The event's slug or id", meta: { picker: "event" } },
    { name: "layout", type: "string", enum: ["card", "line", "ticket"], defaultValue: "card" },
  ],
  kind: "static",
  load: () => import("./event-block").then((module) => module.EventBlock),
  request: eventRequest,
};
