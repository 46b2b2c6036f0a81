// Events with their translations, momentums and organizers. Attendance targets are drawn here
// (attendees_count, max_attendees); participation.mjs then writes the matching attendee rows.

import { drawVenue, placeValue } from "./addresses.mjs";
import { CITIES, cityName } from "./cities.mjs";
import { DAY, iso } from "./dates.mjs";
import { drawCreatedAt, drawSchedule, EVENING_TYPES, specialSlot } from "./event-schedule.mjs";
import { chooseEventText, renderEventText } from "./event-texts.mjs";
import { HIDDEN_TOPIC, HOTSPOTS } from "./taxonomies.mjs";
import { TOPICS } from "./topics.mjs";
import { slugify } from "./text.mjs";

const MOMENTUM_BY_TOPIC = { "zero-dechet": "semaine-reduction-dechets", mobilite: "mai-a-velo", "numerique-responsable": "tech-for-good-tour" };
const CAPACITIES = [12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150];
/** One equality event in four is about the 2022 elections (the hidden topic of the Élections 2022 widget). It is
 * decided by the event's index, not drawn: the random stream, and so every other event, stays as it was. */
const ELECTIONS_FROM = "egalite";
const isElectionEvent = (drawnTopic, index) => drawnTopic === ELECTIONS_FROM && index % 4 === 0;

function drawLang(rng, city) {
  if (!city) return "fr";
  if (city.englishShare && rng.chance(city.englishShare)) return "en";
  return city.country.lang;
}

/** Target attendance: unlimited or capped, with some events full and some with 1 to 9 places left;
 * events more than six weeks away have gathered fewer registrations so far. */
function drawAttendance(rng, poolSize, farAhead) {
  const limit = Math.max(1, poolSize - 3);
  const share = farAhead ? 0.4 : 1;
  if (rng.chance(0.3)) {
    return { max: 0, count: rng.chance(0.3) ? rng.int(0, 10) : Math.floor(share * rng.int(11, Math.min(80, limit))) };
  }
  const capacities = CAPACITIES.filter((c) => c <= limit);
  const max = capacities.length > 0 ? rng.pick(capacities) : limit;
  const fill = rng.next();
  if (fill < 0.15) return { max, count: max };
  if (fill < 0.4) return { max, count: Math.max(0, max - rng.int(1, 9)) };
  return { max, count: Math.floor(max * share * (0.1 + 0.75 * rng.next())) };
}

function drawMomentums(rng, topic, momentumIds) {
  const mapped = MOMENTUM_BY_TOPIC[topic];
  if (mapped && rng.chance(0.5)) return [momentumIds[mapped]];
  return rng.chance(0.08) ? [momentumIds["les-jours-d-apres"]] : [];
}

/**
 * `<base>-<4 hex digits>`, with 2 more hex digits as long as it is taken, then taken. `taken` maps a base to its
 * suffixes, as numbers when they are the 4 digits alone: a million slugs in a few tens of MB rather than 150. A
 * suffix always starts with 4 digits and goes on by 2, so two bases never make the same slug.
 */
function takeSlug(rng, taken, base) {
  const suffixes = taken.get(base) ?? new Set();
  const key = (suffix) => (suffix.length === 4 ? parseInt(suffix, 16) : suffix);
  let suffix = rng.hex(4);
  while (suffixes.has(key(suffix))) suffix = `${suffix}-${rng.hex(2)}`;
  suffixes.add(key(suffix));
  taken.set(base, suffixes);
  return `${base}-${suffix}`;
}

/** Organizers' notes on access, per language (docs/product.md §4 "Accessibility"). */
const ACCESS_NOTES = {
  fr: [
    "Entrée de plain-pied par la cour ; un ascenseur mène à la salle.",
    "Place de stationnement réservée devant l'entrée. Écris-nous pour tout besoin particulier.",
    "La salle est au rez-de-chaussée ; des chaises sont disponibles tout au long de l'atelier.",
  ],
  en: ["Step-free entrance from the courtyard; a lift goes up to the room.", "Write to us about anything you need on the day."],
  es: ["Entrada sin escalones por el patio; un ascensor lleva a la sala.", "Escríbenos si necesitas algo en particular."],
};

/**
 * What an event offers people with disabilities, as the bits of events.accessibility (app/features/events/
 * accessibility.ts: 1 step-free, 2 toilets, 4 induction loop, 8 sign language, 16 quiet space), and a note for some.
 * Read from the event's random id rather than drawn, so the stream of every other value stays as it was.
 */
function drawAccessibility(id, visio, lang) {
  const digit = (at) => parseInt(id[at] ?? "0", 16);
  const stepFree = !visio && digit(0) < 7;
  let bits = 0;
  if (stepFree) bits |= 1;
  if (stepFree && digit(1) < 10) bits |= 2;
  if (!visio && digit(2) < 3) bits |= 4;
  if (digit(3) === 0) bits |= 8;
  if (!visio && digit(4) < 2) bits |= 16;
  const notes = ACCESS_NOTES[lang] ?? ACCESS_NOTES.fr;
  const note = stepFree && digit(5) < 5 ? notes[digit(6) % notes.length] : null;
  return { accessibility: bits, accessibility_note: note };
}

/** One event and its rows; `ctx` holds the shared lookups (ids, organizers, anchor). */
function generateEvent(rng, index, ctx) {
  const slot = specialSlot(index, ctx.anchor);
  const visio = !slot?.ongoing && rng.chance(0.12);
  const city = visio ? null : rng.weighted(CITIES, (c) => c.weight);
  const hotspot = city && rng.chance(0.35) ? HOTSPOTS.find((h) => h.city === city.name) : undefined;
  const venue = city ? drawVenue(rng, city, hotspot) : null;
  const drawnTopic = slot?.ongoing ? "culture" : rng.pick(TOPICS).slug;
  const topic = isElectionEvent(drawnTopic, index) ? HIDDEN_TOPIC.slug : drawnTopic;
  const types = slot?.ongoing ? ["festival"] : slot?.evening ? EVENING_TYPES : null;
  const text = chooseEventText(rng, topic, { visio, types });
  const lang = drawLang(rng, city);
  const langs = lang === "fr" && rng.chance(0.3) ? ["fr", "en", "es"] : [lang];
  const timeZone = city?.country.timezone ?? "Europe/Paris";
  const { start, end } = drawSchedule(rng, { type: text.template.type, slot, anchor: ctx.anchor, timeZone });
  const special = slot !== null;
  const external = !special && rng.chance(0.06);
  const { max, count } = external ? { max: 0, count: 0 } : drawAttendance(rng, ctx.poolSize, start > ctx.anchor + 42 * DAY);
  const owner = index % 8 === 1 ? ctx.organizer : rng.pick(ctx.organizers);
  const id = rng.hex(24);
  const texts = Object.fromEntries(langs.map((l) => [l, renderEventText(text, l, city ? city.at[l] : null)]));
  const slug = takeSlug(rng, ctx.slugs, slugify(texts[lang].title, 60));
  const created = iso(drawCreatedAt(rng, start, ctx.anchor));
  const cover = `/covers/${drawnTopic}.png`;
  const color = rng.pick(["green", "blue"]);
  const event = {
    id,
    slug,
    lang,
    status: !special && rng.chance(0.05) ? "cancelled" : "active",
    private: Number(!special && rng.chance(0.04)),
    visio: Number(visio),
    visio_url: visio ? `https://visio.example.org/rdv-${rng.hex(10)}` : null,
    makesense: Number(rng.chance(0.15)),
    register_external: Number(external),
    external_url: external ? `https://example.org/inscription/${slug}` : null,
    max_attendees: max,
    attendees_count: count,
    feedbacks_count: 0,
    start_date: iso(start),
    end_date: iso(end),
    timezone: timeZone,
    type_id: ctx.ids.type[text.template.type],
    topic_id: ctx.ids.topic[topic],
    pillar_id: rng.chance(0.6) ? rng.pick(Object.values(ctx.ids.pillar)) : null,
    hotspot_id: hotspot ? ctx.ids.hotspot[hotspot.slug] : null,
    color: Object.fromEntries(langs.map((l) => [l, color])),
    cover_display_url: cover,
    cover_alt_text: TOPICS.find((t) => t.slug === drawnTopic)?.alt ?? null,
    city_slug: city ? slugify(cityName(city, lang)) : null,
    country_code: city?.country.code ?? null,
    lat: venue?.lat ?? null,
    lng: venue?.lng ?? null,
    ...drawAccessibility(id, visio, lang),
    // Past events were asked for feedback when they ended (migrations/0033): the job looks at what is to come.
    feedback_asked_at: (end ?? start) < ctx.anchor ? iso(end ?? start) : null,
    created_by: owner.id,
    created_at: created,
    updated_at: created,
    no: index + 1, // the number attendee rows hold (migrations/0024)
  };
  const translations = langs.map((l) => ({
    event_id: id,
    lang: l,
    title: texts[l].title,
    description: texts[l].description,
    description_text: texts[l].descriptionText,
    cover_url: cover,
    address: placeValue(venue, l),
  }));
  const organizers = [{ event_id: id, user_id: owner.id, role: "owner" }];
  const coorganizer = rng.chance(0.1) ? rng.pick(ctx.organizers) : null;
  if (coorganizer && coorganizer.id !== owner.id) organizers.push({ event_id: id, user_id: coorganizer.id, role: "coorganizer" });
  const momentums = drawMomentums(rng, topic, ctx.ids.momentum).map((momentumId) => ({ event_id: id, momentum_id: momentumId }));
  return { event, translations, organizers, momentums };
}

/** `count` events, one at a time ({event, translations, organizers, momentums}), so a million never sit in memory
 * together; `organizer` is the demo organizer, who owns one event in eight. Only the slugs are kept (to keep
 * them unique, takeSlug). The same stream and options give the same events, which the seed uses to go over them twice. */
export function* eventStream(rng, { count, anchor, ids, organizer, organizers, poolSize }) {
  const ctx = { anchor, ids, organizer, organizers, poolSize, slugs: new Map() };
  for (let i = 0; i < count; i++) yield generateEvent(rng, i, ctx);
}
