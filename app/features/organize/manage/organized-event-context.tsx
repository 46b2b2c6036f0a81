import { createContext, useContext } from "react";
import type { OrganizeAnswer } from "./organize-answers.schema";

type OrganizedEvent = OrganizeAnswer & {
  /** Loads the event again (after an edit, a new co-organizer…). */
  reload: () => void;
};

const OrganizedEventContext = createContext<OrganizedEvent | null>(null);

export const OrganizedEventProvider = OrganizedEventContext.Provider;

/** The event of the organizer page being shown, loaded once by its layout (app/routes/organize/event-layout.tsx). */
export function useOrganizedEvent(): OrganizedEvent {
  const event = useContext(OrganizedEventContext);
  if (!event) throw new Error("useOrganizedEvent outside an organizer event page");
  return event;
}
