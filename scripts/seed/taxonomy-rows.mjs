// Rows of taxonomies and hotspots, with the id lookups the other generators need.

import { DAY, iso } from "./dates.mjs";
import { ACTIONS, COLORS, HIDDEN_TOPIC, HOTSPOTS, MOMENTUMS, PILLARS, TYPES } from "./taxonomies.mjs";
import { TOPICS } from "./topics.mjs";

const sameInEveryLanguage = (text) => ({ fr: text, en: text, es: text });

export function generateTaxonomies(rng, anchor) {
  const createdAt = iso(anchor - 400 * DAY);
  const rows = [];
  const ids = { type: {}, topic: {}, pillar: {}, momentum: {}, action: {}, color: {}, hotspot: {} };
  const joinUrls = {};
  /** @type {(type: string, items: any[], extra?: (item: any) => object) => void} */
  const add = (type, items, extra = () => ({})) =>
    items.forEach((item, i) => {
      const row = {
        id: rng.hex(24),
        type,
        slug: item.slug,
        name: item.name,
        description: item.description ?? null,
        color: item.color ?? null,
        picto_url: null,
        join_url: null,
        hidden: 0,
        sort_order: i,
        created_at: createdAt,
        ...extra(item),
      };
      ids[type][item.slug] = row.id;
      rows.push(row);
    });
  add("type", TYPES);
  add("topic", TOPICS);
  add("pillar", PILLARS);
  add("momentum", MOMENTUMS, (m) => {
    joinUrls[m.slug] = `https://example.org/mouvements/${m.slug}/rejoindre`;
    return { picto_url: `/images/picto-${m.slug}.png`, join_url: joinUrls[m.slug] };
  });
  add("action", ACTIONS);
  add("color", COLORS);
  add("topic", [HIDDEN_TOPIC], () => ({ color: "#777777", hidden: 1, sort_order: 99 }));
  const hotspots = HOTSPOTS.map((h, i) => {
    const row = { id: rng.hex(24), slug: h.slug, name: sameInEveryLanguage(h.name), city: h.city, lat: h.lat, lng: h.lng, sort_order: i };
    ids.hotspot[h.slug] = row.id;
    return row;
  });
  return { rows, hotspots, ids, joinUrls };
}
