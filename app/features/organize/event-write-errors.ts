/** Thrown when the new capacity is below the attendees already registered (checked inside the write batch). */
export class CapacityBelowAttendees extends Error {}
