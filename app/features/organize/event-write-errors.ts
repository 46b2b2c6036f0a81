/** Thrown when the new capacity is below the attendees already registered (checked inside the write batch). */
export class CapacityBelowAttendees extends Error {}

/**
 * The event was written since the version the edit is based on (another tab, another organizer). Every problem
 * of the save is told at once: `capacityBelowAttendees` when the capacity sent is also under the attendees.
 */
export class EditedElsewhere extends Error {
  override readonly name = "EditedElsewhere";

  constructor(readonly capacityBelowAttendees = false) {
    super("The event changed since this edit began.");
  }
}
