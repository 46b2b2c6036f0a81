// Users and credentials.
//
// Demo accounts (password in parentheses):
//   visitor    visiteur@rendez-vous.test       (visiteur-demo-2026)       role user, confirmed, profile completed
//   organizer  organisatrice@rendez-vous.test  (organisatrice-demo-2026)  role organizer
//   admin      admin@rendez-vous.test          (admin-demo-2026)          role admin
//   new user   nouveau@rendez-vous.test        (nouveau-demo-2026)        email not confirmed (active 0)
// Every other seeded user (prenom.nom.N@exemple.fr) has the password "membre-demo-2026",
// except invited users (invited 1), who have no password yet.

import { pbkdf2Sync } from "node:crypto";
import { cityName } from "./cities.mjs";
import { DAY, iso } from "./dates.mjs";
import { ASSOCIATIONS, FIRST_NAMES, LAST_NAMES } from "./people.mjs";
import { foldAccents } from "./text.mjs";

const ITERATIONS = 100_000;
const MEMBER_PASSWORD = "membre-demo-2026";

const DEMO_ACCOUNTS = [
  {
    key: "visitor",
    email: "visiteur@rendez-vous.test",
    password: "visiteur-demo-2026",
    role: "user",
    active: 1,
    first: "Léa",
    last: "Moreau",
    display: "Léa M.",
  },
  {
    key: "organizer",
    email: "organisatrice@rendez-vous.test",
    password: "organisatrice-demo-2026",
    role: "organizer",
    active: 1,
    first: "Camille",
    last: "Durand",
    display: "Camille Durand",
  },
  {
    key: "admin",
    email: "admin@rendez-vous.test",
    password: "admin-demo-2026",
    role: "admin",
    active: 1,
    first: "Sacha",
    last: "Bernard",
    display: "Sacha (équipe Rendez-vous)",
  },
  {
    key: "newcomer",
    email: "nouveau@rendez-vous.test",
    password: "nouveau-demo-2026",
    role: "user",
    active: 0,
    first: "Jules",
    last: "Petit",
    display: "Jules P.",
  },
];

/** 'pbkdf2-sha256$100000$<salt>$<hash>' (base64), PBKDF2-HMAC-SHA256 with a 16-byte salt and a 32-byte key. */
function hashPassword(rng, password) {
  const salt = rng.bytes(16);
  const hash = pbkdf2Sync(password, salt, ITERATIONS, 32, "sha256");
  return `pbkdf2-sha256$${ITERATIONS}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

function homeAddress(city) {
  const name = cityName(city, "fr");
  return {
    formattedAddress: `${name}, ${city.country.names.fr}`,
    city: name,
    country: city.country.names.fr,
    countryCode: city.country.code,
    region: city.region,
    lat: city.lat,
    lng: city.lng,
    name,
    types: ["locality", "political"],
    visio: false,
  };
}

/**
 * `count` users (at least the demo accounts and a few organizers) and their credentials; each demo account's row
 * by its key too.
 * @returns {{ users: any[], credentials: any[], visitor: any, organizer: any, admin: any, newcomer: any }}
 */
export function generateUsers(rng, { count, anchor, cities, topicIds }) {
  const users = [];
  const credentials = [];
  const memberHash = hashPassword(rng, MEMBER_PASSWORD);
  const total = Math.max(count, DEMO_ACCOUNTS.length + 8);
  for (let i = 0; i < total; i++) {
    const demo = DEMO_ACCOUNTS[i];
    const first = demo?.first ?? rng.pick(FIRST_NAMES);
    const last = demo?.last ?? rng.pick(LAST_NAMES);
    const invited = !demo && i % 50 === 7;
    const role = demo?.role ?? (i % 12 === 5 ? "organizer" : "user");
    const active = demo ? demo.active : invited ? 0 : Number(rng.chance(0.95));
    const created = anchor - rng.int(30, 1100) * DAY - rng.int(0, 86_399) * 1000;
    const home = demo ? cities[0] : rng.chance(0.5) ? rng.weighted(cities, (c) => c.weight) : null;
    const emailName = foldAccents(`${first}.${last}`)
      .toLowerCase()
      .replace(/[^a-z.]+/g, "");
    const user = {
      id: rng.hex(24),
      email: demo?.email ?? `${emailName}.${i}@exemple.fr`,
      role,
      active,
      invited: Number(invited),
      profile_completed: demo ? demo.active : Number(active === 1 && rng.chance(0.9)),
      display_name: demo?.display ?? (role === "organizer" ? rng.pick(ASSOCIATIONS) : `${first} ${last[0]}.`),
      first_name: first,
      last_name: last,
      address: home ? homeAddress(home) : null,
      topic_id: rng.chance(0.4) ? rng.pick(topicIds) : null,
      educate_like: Number(rng.chance(0.3)),
      lang: demo ? "fr" : rng.weighted(["fr", "en", "es"], (l) => ({ fr: 17, en: 2, es: 1 })[l]),
      source: "events",
      created_at: iso(created),
      updated_at: iso(created),
      no: i + 1, // the number attendee rows hold (migrations/0024)
    };
    users.push(user);
    if (!invited) {
      credentials.push({ user_id: user.id, password_hash: demo ? hashPassword(rng, demo.password) : memberHash, updated_at: user.created_at });
    }
  }
  const byKey = Object.fromEntries(DEMO_ACCOUNTS.map((demo, i) => [demo.key, users[i]]));
  return { users, credentials, visitor: byKey.visitor, organizer: byKey.organizer, admin: byKey.admin, newcomer: byKey.newcomer };
}
