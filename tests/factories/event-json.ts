import type { EventJson } from "~/features/events/event-json";

/**
 * An event as the API answers it, for unit tests of what the app makes of one: an active, public,
 * in-person event in French with no capacity limit and nobody registered, changed by `overrides`.
 */
export function eventJson(overrides: Partial<EventJson> = {}): EventJson {
  return {
    _id: "e1",
    questions: [],
    requiresApproval: false,
    slug: "atelier",
    lang: "fr",
    title: { fr: "Atelier" },
    description: {},
    descriptionText: {},
    cover: {},
    coverDisplay: null,
    coverAltText: null,
    address: {},
    color: null,
    type: null,
    topic: null,
    pillar: null,
    date: "2026-04-01T10:00:00.000Z",
    startDate: "2026-04-01T10:00:00.000Z",
    endDate: "2026-04-01T12:00:00.000Z",
    timezone: "Europe/Paris",
    status: "active",
    private: false,
    visio: false,
    makesense: false,
    registerExternal: false,
    maxAttendees: 0,
    attendeesCount: 0,
    feedbacksCount: 0,
    user: [],
    accessibility: [],
    accessibilityNote: null,
    ...overrides,
  };
}
