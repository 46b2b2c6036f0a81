import type { EventJson } from "~/features/events/event-json";

/**
 * Events of the description's examples (docs/decisions/026-openapi-from-schemas.md): one written in French, one in
 * English, each as the API answers it and as an organizer sends it.
 */
const lyon = { formattedAddress: "12 rue Mercière, 69002 Lyon, France", city: "Lyon", country: "France", countryCode: "FR", lat: 45.7622, lng: 4.8327 };
const london = {
  formattedAddress: "1 Gresham Street, London EC2V 7BX, United Kingdom",
  city: "London",
  country: "United Kingdom",
  countryCode: "GB",
  lat: 51.5152,
  lng: -0.0933,
};
const climate = { _id: "tx-climat", type: "topic", slug: "climat", name: { fr: "Climat", en: "Climate" } };
const workshop = { _id: "tx-atelier", type: "type", slug: "atelier", name: { fr: "Atelier", en: "Workshop" } };
const organizer = { _id: "u-camille", displayname: "Camille", firstName: "Camille", lastName: "Durand" };

export const FRENCH_EVENT: EventJson = {
  _id: "ev-fresque-lyon",
  slug: "fresque-du-climat-lyon",
  lang: "fr",
  title: { fr: "Fresque du climat à Lyon" },
  description: { fr: "<p>Trois heures pour comprendre le dérèglement climatique, en équipe et avec des cartes.</p>" },
  descriptionText: { fr: "Trois heures pour comprendre le dérèglement climatique, en équipe et avec des cartes." },
  cover: {},
  coverDisplay: null,
  coverAltText: null,
  address: { fr: lyon },
  color: null,
  type: workshop,
  topic: climate,
  pillar: null,
  date: "2026-12-05T17:30:00.000Z",
  startDate: "2026-12-05T17:30:00.000Z",
  endDate: "2026-12-05T20:30:00.000Z",
  timezone: "Europe/Paris",
  status: "active",
  private: false,
  visio: false,
  makesense: false,
  registerExternal: false,
  maxAttendees: 20,
  attendeesCount: 12,
  feedbacksCount: 0,
  user: [organizer],
  accessibility: ["stepFree", "accessibleToilets"],
  accessibilityNote: "Entrée de plain-pied rue Neuve ; une personne de l'équipe accueille à la porte.",
  questions: [
    {
      id: "k3v9x2qa",
      kind: "choice",
      required: true,
      label: { fr: "Tu viens avec un objet à réparer ?", en: "Are you bringing something to mend?" },
      options: [
        { id: "p7m2c8rt", label: { fr: "Oui, du petit électroménager", en: "Yes, a small appliance" } },
        { id: "w4n6b1ze", label: { fr: "Oui, un vêtement", en: "Yes, a piece of clothing" } },
        { id: "h8d5s3ly", label: { fr: "Non, je viens aider", en: "No, I am coming to help" } },
      ],
    },
  ],
  requiresApproval: false,
};

export const ENGLISH_EVENT: EventJson = {
  ...FRENCH_EVENT,
  _id: "ev-repair-cafe-london",
  slug: "repair-cafe-london",
  lang: "en",
  title: { en: "Repair café in London" },
  description: { en: "<p>Bring a broken lamp, a torn coat or a slow laptop: volunteers help you mend it.</p>" },
  descriptionText: { en: "Bring a broken lamp, a torn coat or a slow laptop: volunteers help you mend it." },
  address: { en: london },
  timezone: "Europe/London",
  maxAttendees: 0,
  attendeesCount: 3,
};

/** The bodies of POST /events that make the two events above. */
export const FRENCH_EVENT_INPUT = {
  lang: "fr",
  texts: {
    fr: { title: "Fresque du climat à Lyon", description: "<p>Trois heures pour comprendre le dérèglement climatique, en équipe et avec des cartes.</p>" },
  },
  type: "atelier",
  topic: "climat",
  startDate: "2026-12-05T18:30:00+01:00",
  endDate: "2026-12-05T21:30:00+01:00",
  timezone: "Europe/Paris",
  address: lyon,
  maxAttendees: 20,
};

export const ENGLISH_EVENT_INPUT = {
  lang: "en",
  texts: { en: { title: "Repair café in London", description: "<p>Bring a broken lamp, a torn coat or a slow laptop: volunteers help you mend it.</p>" } },
  type: "atelier",
  topic: "climat",
  startDate: "2026-12-05T17:30:00Z",
  endDate: "2026-12-05T20:30:00Z",
  timezone: "Europe/London",
  address: london,
};
