// Attendees, feedbacks and likes, kept consistent with the events' counters
// (attendees_count = attendee rows, feedbacks_count = feedback rows).

import { DAY, HOUR, iso } from "./dates.mjs";
import { FEEDBACK_TEXTS } from "./feedback-texts.mjs";

const RATING_WEIGHTS = { 1: 1, 2: 2, 3: 5, 4: 12, 5: 14 };

function between(rng, from, to) {
  return from + Math.floor(rng.next() * Math.max(0, to - from));
}

/** Events the visitor attends: a few upcoming and a few past ones, public, with room for them. */
function pickVisitorEvents(rng, events, anchorIso) {
  const open = events.filter((e) => e.status === "active" && !e.private && !e.register_external && e.attendees_count > 0);
  const upcoming = open.filter((e) => e.start_date > anchorIso);
  const past = open.filter((e) => e.end_date < anchorIso);
  return { upcoming: rng.sample(upcoming, 5), past: rng.sample(past, 4) };
}

function feedbackRows(rng, event, attendees, anchor) {
  const lang = event.lang === "es" ? "es" : "fr";
  const end = Date.parse(event.end_date);
  return attendees.map((attendee) => {
    const rating = Number(rng.weighted(Object.keys(RATING_WEIGHTS), (r) => RATING_WEIGHTS[r]));
    const at = iso(Math.min(end + rng.int(2, 120) * HOUR, anchor - HOUR));
    return {
      id: rng.hex(24),
      event_id: event.id,
      user_id: attendee.user_id,
      rating,
      text: rng.chance(0.2) ? "" : rng.pick(FEEDBACK_TEXTS[lang][rating]),
      created_at: at,
      updated_at: at,
    };
  });
}

/** Attendee and feedback rows for `events`; updates their counters to match. */
export function generateAttendance(rng, { anchor, events, eventOrganizers, users, visitor, admin }) {
  const anchorIso = iso(anchor);
  const pool = users.filter((u) => u.active === 1 && u.id !== visitor.id && u.id !== admin.id);
  const organizersOf = new Map();
  for (const row of eventOrganizers) organizersOf.set(row.event_id, [...(organizersOf.get(row.event_id) ?? []), row.user_id]);
  const visitorPicks = pickVisitorEvents(rng, events, anchorIso);
  const visitorEvents = new Set([...visitorPicks.upcoming, ...visitorPicks.past].map((e) => e.id));
  const visitorFeedback = visitorPicks.past[0]?.id;
  const attendees = [];
  const feedbacks = [];
  for (const event of events) {
    if (event.attendees_count === 0) continue;
    const organizers = organizersOf.get(event.id) ?? [];
    const withVisitor = visitorEvents.has(event.id);
    const people = rng
      .sample(pool, event.attendees_count + organizers.length)
      .filter((u) => !organizers.includes(u.id))
      .slice(0, event.attendees_count - Number(withVisitor));
    if (withVisitor) people.unshift(visitor);
    const start = Date.parse(event.start_date);
    const past = Date.parse(event.end_date) < anchor;
    const rows = people.map((user) => ({
      event_id: event.id,
      user_id: user.id,
      lang: user.lang,
      checked_in_at: past && rng.chance(0.6) ? iso(start + rng.int(0, 30) * 60_000) : null,
      created_at: iso(between(rng, Date.parse(event.created_at), Math.min(start, anchor))),
    }));
    attendees.push(...rows);
    event.attendees_count = rows.length;
    if (past && event.status === "active" && (event.id === visitorFeedback || rng.chance(0.55))) {
      const givers = event.id === visitorFeedback ? [rows[0]] : [];
      givers.push(...rng.sample(rows.slice(withVisitor ? 1 : 0), rng.int(1, 8)));
      const rowsOut = feedbackRows(rng, event, givers, anchor);
      feedbacks.push(...rowsOut);
      event.feedbacks_count = rowsOut.length;
    }
  }
  return { attendees, feedbacks, visitorUpcoming: visitorPicks.upcoming };
}

/** Likes on events, articles and topics; the visitor likes some of each. */
export function generateLikes(rng, { anchor, users, visitor, events, visitorUpcoming, articleIds, topicIds }) {
  const likes = [];
  const seen = new Set();
  const like = (user, targetType, targetId) => {
    const key = `${user.id}:${targetType}:${targetId}`;
    if (seen.has(key)) return;
    seen.add(key);
    likes.push({ user_id: user.id, target_type: targetType, target_id: targetId, created_at: iso(anchor - rng.int(1, 90) * DAY - rng.int(0, 86_399) * 1000) });
  };
  const members = users.filter((u) => u.active === 1 && u.id !== visitor.id);
  const publicEvents = events.filter((e) => !e.private);
  for (const event of publicEvents) for (const user of rng.sample(members, rng.int(0, 5))) like(user, "event", event.id);
  for (const id of articleIds) for (const user of rng.sample(members, rng.int(0, 12))) like(user, "article", id);
  for (const id of topicIds) for (const user of rng.sample(members, rng.int(2, 10))) like(user, "topic", id);
  for (const event of [...visitorUpcoming.slice(0, 2), ...rng.sample(publicEvents, 2)]) like(visitor, "event", event.id);
  for (const id of rng.sample(articleIds, 3)) like(visitor, "article", id);
  for (const id of rng.sample(topicIds, 2)) like(visitor, "topic", id);
  return likes;
}
