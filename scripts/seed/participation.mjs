// Attendees, feedbacks and likes, kept consistent with the events' counters
// (attendees_count = attendee rows, feedbacks_count = feedback rows). Events come one at a time (the seed streams
// them); what needs all of them (the visitor's picks) comes from the first pass (event-lookups.mjs).

import { DAY, HOUR, iso } from "./dates.mjs";
import { FEEDBACK_TEXTS } from "./feedback-texts.mjs";

const RATING_WEIGHTS = { 1: 1, 2: 2, 3: 5, 4: 12, 5: 14 };
// Check-in codes as migrations/0007_attendee_tickets.sql draws them: 8 signs without 0/O and 1/I, unique per event.
const TICKET_SIGNS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const TICKET_LENGTH = 8;

function between(rng, from, to) {
  return from + Math.floor(rng.next() * Math.max(0, to - from));
}

function feedbackRows(rng, event, givers, anchor) {
  const lang = event.lang === "es" ? "es" : "fr";
  const end = Date.parse(event.end_date);
  return givers.map((giver) => {
    const rating = Number(rng.weighted(Object.keys(RATING_WEIGHTS), (r) => RATING_WEIGHTS[r]));
    const at = iso(Math.min(end + rng.int(2, 120) * HOUR, anchor - HOUR));
    return {
      id: rng.hex(24),
      event_id: event.id,
      user_id: giver.id,
      rating,
      text: rng.chance(0.2) ? "" : rng.pick(FEEDBACK_TEXTS[lang][rating]),
      created_at: at,
      updated_at: at,
    };
  });
}

/** A ticket not in `taken` (the event's), from the seed's own stream: the database's trigger would draw a random
 * one per row with an extra UPDATE, which made the attendees most of a large seed's time. */
function drawTicket(rng, taken) {
  let ticket;
  do {
    ticket = "";
    for (let i = 0; i < TICKET_LENGTH; i++) ticket += TICKET_SIGNS[Math.floor(rng.next() * TICKET_SIGNS.length)];
  } while (taken.has(ticket));
  taken.add(ticket);
  return ticket;
}

/**
 * Attendance, one event at a time: `attend(generated)` gives its attendee and feedback rows and sets its counters.
 * The visitor's events (a few upcoming and past ones, public, with room for them) are drawn first, from the
 * positions the first pass found (`lookups.openUpcoming`, `lookups.openPast`). Tickets come from `ticketRng`, so
 * the other draws stay those of the seed before tickets existed.
 */
export function createAttendance(rng, { ticketRng, anchor, lookups, users, visitor, admin }) {
  const pool = users.filter((u) => u.active === 1 && u.id !== visitor.id && u.id !== admin.id).map((u) => ({ id: u.id, no: u.no, lang: u.lang }));
  const upcoming = rng.sample(lookups.openUpcoming, 5).map(lookups.idOf);
  const past = rng.sample(lookups.openPast, 4).map(lookups.idOf);
  const visitorEvents = new Set([...upcoming, ...past]);
  const visitorFeedback = past[0];
  const attend = ({ event, organizers }) => {
    if (event.attendees_count === 0) return { attendees: [], feedbacks: [] };
    const organizerIds = organizers.map((row) => row.user_id);
    const withVisitor = visitorEvents.has(event.id);
    const people = rng
      .sample(pool, event.attendees_count + organizerIds.length)
      .filter((u) => !organizerIds.includes(u.id))
      .slice(0, event.attendees_count - Number(withVisitor));
    if (withVisitor) people.unshift(visitor);
    const start = Date.parse(event.start_date);
    const isPast = Date.parse(event.end_date) < anchor;
    // Numbers and milliseconds, as attendee rows hold them (migrations/0024).
    const attendees = people.map((user) => ({
      event_no: event.no,
      user_no: user.no,
      lang: user.lang,
      checked_in_at: isPast && rng.chance(0.6) ? start + rng.int(0, 30) * 60_000 : null,
      created_at: between(rng, Date.parse(event.created_at), Math.min(start, anchor)),
    }));
    const tickets = new Set();
    for (const row of attendees) row.ticket = drawTicket(ticketRng, tickets);
    event.attendees_count = attendees.length;
    let feedbacks = [];
    if (isPast && event.status === "active" && (event.id === visitorFeedback || rng.chance(0.55))) {
      const givers = event.id === visitorFeedback ? [people[0]] : [];
      givers.push(...rng.sample(people.slice(withVisitor ? 1 : 0), rng.int(1, 8)));
      feedbacks = feedbackRows(rng, event, givers, anchor);
      event.feedbacks_count = feedbacks.length;
    }
    return { attendees, feedbacks };
  };
  return { attend, visitorUpcoming: upcoming };
}

/**
 * Likes on events (`likeEvent`, one public event at a time), then on articles and topics (`likeTheRest`); the
 * visitor likes some of each. Members never include the visitor, so only the visitor's likes can repeat.
 */
export function createLikes(rng, { anchor, users, visitor, lookups }) {
  const members = users.filter((u) => u.active === 1 && u.id !== visitor.id).map((u) => u.no);
  // Members by number and times in milliseconds (migrations/0044).
  const row = (userNo, targetType, targetId) => ({
    user_no: userNo,
    target_type: targetType,
    target_id: targetId,
    created_at: anchor - rng.int(1, 90) * DAY - rng.int(0, 86_399) * 1000,
  });
  const likeEvent = (event) => (event.private ? [] : rng.sample(members, rng.int(0, 5)).map((userNo) => row(userNo, "event", event.id)));
  const likeTheRest = ({ articleIds, topicIds, visitorUpcoming }) => {
    const likes = [];
    for (const id of articleIds) for (const userNo of rng.sample(members, rng.int(0, 12))) likes.push(row(userNo, "article", id));
    for (const id of topicIds) for (const userNo of rng.sample(members, rng.int(2, 10))) likes.push(row(userNo, "topic", id));
    const seen = new Set();
    const visitorLike = (targetType, targetId) => {
      if (seen.has(`${targetType}:${targetId}`)) return;
      seen.add(`${targetType}:${targetId}`);
      likes.push(row(visitor.no, targetType, targetId));
    };
    for (const id of [...visitorUpcoming.slice(0, 2), ...rng.sample(lookups.publicEvents, 2).map(lookups.idOf)]) visitorLike("event", id);
    for (const id of rng.sample(articleIds, 3)) visitorLike("article", id);
    for (const id of rng.sample(topicIds, 2)) visitorLike("topic", id);
    return likes;
  };
  return { likeEvent, likeTheRest };
}
