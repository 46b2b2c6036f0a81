// Registration questions (docs/product.md §5 "Registration questions"): written with the event, asked when people
// register (members, the waitlist, guests), stored per person, given to the organizer and in the CSV.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { attendAs, createEventOf, createOrganizeTaxonomies, eventInput, mailsTo } from "../factories/organized-events";
import { sendDueMessages } from "~/features/organize/contact-attendees.server";
import { createMember, readMailToken } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { daysFromNow } from "../factories/dates";
import { eventNo } from "~/lib/compact-keys";

const QUESTIONS = [
  {
    kind: "choice",
    required: true,
    label: { fr: "Régime alimentaire", en: "Diet" },
    options: [{ label: { fr: "Végétarien", en: "Vegetarian" } }, { label: { fr: "Tout", en: "Anything" } }],
  },
  { kind: "text", label: { fr: "Ta ville", en: "Your town" } },
  { kind: "yesNo", required: true, label: { fr: "Photos acceptées ?", en: "Photos OK?" } },
];

const Question = v.object({
  id: v.string(),
  kind: v.string(),
  required: v.boolean(),
  label: v.record(v.string(), v.string()),
  options: v.array(v.object({ id: v.string() })),
  removed: v.optional(v.boolean()),
});
const EventWithQuestions = v.object({ _id: v.string(), slug: v.string(), questions: v.array(Question) });
const AttendeeList = v.object({
  attendees: v.array(v.object({ userId: v.string(), answers: v.record(v.string(), v.unknown()) })),
  waitlist: v.array(v.object({ userId: v.string(), answers: v.record(v.string(), v.unknown()) })),
  questions: v.array(Question),
});

/** An organizer's event asking QUESTIONS (and `overrides`), read back as the public API gives it. */
async function eventWithQuestions(overrides: Record<string, unknown> = {}) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const created = await createEventOf(organizer, eventInput(taxonomies, { questions: QUESTIONS, ...overrides }));
  const event = v.parse(EventWithQuestions, (await apiJson("GET", `/events/slug/${created.slug}`)).body);
  const [diet, town, photos] = event.questions;
  if (!diet || !town || !photos) throw new Error("three questions expected");
  return { organizer, taxonomies, event, diet, town, photos };
}

test("an event's questions are public with it, each with an id, its choices with theirs, in order", async () => {
  const { event, diet, town, photos } = await eventWithQuestions();
  expect(event.questions.map((question) => question.kind)).toEqual(["choice", "text", "yesNo"]);
  expect(diet).toMatchObject({ required: true, label: { fr: "Régime alimentaire", en: "Diet" } });
  expect(diet.options).toHaveLength(2);
  expect(new Set([diet.id, town.id, photos.id, ...diet.options.map((option) => option.id)]).size).toBe(5);
  for (const id of [diet.id, ...diet.options.map((option) => option.id)]) expect(id).toMatch(/^[a-z0-9]{8}$/);
});

test("attending answers the questions: the answers are checked and stored with the registration, nothing for a refused one", async () => {
  const { organizer, event, diet, town, photos } = await eventWithQuestions();
  const awa = await createMember({ firstName: "Awa" });
  const attend = (answers: unknown) => apiCall("POST", `/events/attend/${event._id}`, { headers: awa.headers, body: { lang: "fr", answers } });

  // A required answer missing, a choice the event does not offer, a question it does not ask, a text too long.
  const missing = await attend({ [diet.id]: diet.options[0]?.id });
  expect(missing.status).toBe(400);
  expect(errorOf(await missing.json()).message).toContain(`answers.${photos.id}`);
  expect((await attend({ [diet.id]: "inconnu", [photos.id]: true })).status).toBe(400);
  expect((await attend({ [diet.id]: diet.options[0]?.id, [photos.id]: true, autre: "x" })).status).toBe(400);
  expect((await attend({ [diet.id]: diet.options[0]?.id, [photos.id]: true, [town.id]: "x".repeat(201) })).status).toBe(400);
  const { attendees } = v.parse(AttendeeList, (await apiJson("GET", `/events/${event._id}/attendees`, { headers: organizer.headers })).body);
  expect(attendees).toEqual([]);

  expect((await attend({ [diet.id]: diet.options[0]?.id, [photos.id]: false, [town.id]: "  Lyon " })).status).toBe(200);
  const list = v.parse(AttendeeList, (await apiJson("GET", `/events/${event._id}/attendees`, { headers: organizer.headers })).body);
  expect(list.attendees).toEqual([
    expect.objectContaining({ userId: awa.id, answers: { [diet.id]: diet.options[0]?.id, [town.id]: "Lyon", [photos.id]: false } }),
  ]);
  expect(list.questions.map((question) => question.id)).toEqual([diet.id, town.id, photos.id]);
});

test("an event without questions takes no answers, and registers as before without any", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies));
  const member = await createMember();
  const refused = await apiCall("POST", `/events/attend/${event.id}`, { headers: member.headers, body: { answers: { abcdefgh: "x" } } });
  expect(refused.status).toBe(400);
  await attendAs(member, event.id);
  const { attendees } = v.parse(AttendeeList, (await apiJson("GET", `/events/${event.id}/attendees`, { headers: organizer.headers })).body);
  expect(attendees).toEqual([expect.objectContaining({ userId: member.id, answers: {} })]);
});

test("the waitlist keeps its answers through the promotion; leaving forgets them", async () => {
  const { organizer, event, diet, photos } = await eventWithQuestions({ maxAttendees: 1 });
  const first = await createMember();
  const second = await createMember();
  const answers = { [diet.id]: diet.options[1]?.id, [photos.id]: true };
  expect((await apiCall("POST", `/events/attend/${event._id}`, { headers: first.headers, body: { answers } })).status).toBe(200);
  expect((await apiCall("POST", `/events/waitlist/${event._id}`, { headers: second.headers, body: { answers: {} } })).status).toBe(400);
  expect((await apiCall("POST", `/events/waitlist/${event._id}`, { headers: second.headers, body: { answers } })).status).toBe(200);
  let list = v.parse(AttendeeList, (await apiJson("GET", `/events/${event._id}/attendees`, { headers: organizer.headers })).body);
  expect(list.waitlist).toEqual([expect.objectContaining({ userId: second.id, answers })]);

  expect((await apiCall("DELETE", `/events/attend/${event._id}`, { headers: first.headers })).status).toBe(200);
  list = v.parse(AttendeeList, (await apiJson("GET", `/events/${event._id}/attendees`, { headers: organizer.headers })).body);
  expect(list.attendees).toEqual([expect.objectContaining({ userId: second.id, answers })]);
  const left = await env.DB.prepare(`SELECT count(*) AS n FROM registration_answers WHERE event_no = ${eventNo("?")}`)
    .bind(event._id)
    .first("n");
  expect(left).toBe(2);
});

test("a guest's answers are checked when asked and written when the emailed link is followed", async () => {
  const { organizer, event, diet, photos } = await eventWithQuestions();
  const email = `invitee.${crypto.randomUUID()}@exemple.test`;
  const ask = (answers: unknown) => apiCall("POST", `/events/subscribe-attend/${event._id}`, { body: { email, lang: "fr", answers } });
  expect((await ask({ [diet.id]: diet.options[0]?.id })).status).toBe(400);
  expect((await ask({ [diet.id]: diet.options[0]?.id, [photos.id]: true })).status).toBe(202);
  const followed = await apiCall("POST", "/users/activate", { body: { token: await readMailToken(email, "subscribe-attend") } });
  expect(followed.status).toBe(200);
  const { attendees } = v.parse(AttendeeList, (await apiJson("GET", `/events/${event._id}/attendees`, { headers: organizer.headers })).body);
  expect(attendees).toEqual([expect.objectContaining({ answers: { [diet.id]: diet.options[0]?.id, [photos.id]: true } })]);
});

test("an edit keeps the answers tied to their questions; a removed question stays for its answers; none can be added once the event is over", async () => {
  const { organizer, taxonomies, event, diet, town, photos } = await eventWithQuestions();
  const member = await createMember({ firstName: "Inès" });
  const answers = { [diet.id]: diet.options[0]?.id, [photos.id]: true };
  expect((await apiCall("POST", `/events/attend/${event._id}`, { headers: member.headers, body: { answers } })).status).toBe(200);

  // The town question goes (nobody answered it), the photos one goes (answered: kept, removed), a new one comes.
  const kept = { ...QUESTIONS[0], id: diet.id, options: diet.options.map((option, i) => ({ ...QUESTIONS[0]?.options?.[i], id: option.id })) };
  const edit = eventInput(taxonomies, { questions: [kept, { kind: "longText", label: { fr: "Un mot ?" } }] });
  const edited = await apiCall("PUT", `/events/${event._id}`, { headers: organizer.headers, body: edit });
  expect(edited.status, await edited.clone().text()).toBe(200);
  const list = v.parse(AttendeeList, (await apiJson("GET", `/events/${event._id}/attendees`, { headers: organizer.headers })).body);
  expect(list.questions.map((question) => [question.kind, question.removed ?? false])).toEqual([
    ["choice", false],
    ["longText", false],
    ["yesNo", true],
  ]);
  expect(list.questions[0]?.id).toBe(diet.id);
  expect(list.questions.some((question) => question.id === town.id)).toBe(false);
  expect(list.attendees[0]?.answers).toEqual(answers);
  const read = v.parse(EventWithQuestions, (await apiJson("GET", `/events/slug/${event.slug}`)).body);
  expect(read.questions.map((question) => question.kind)).toEqual(["choice", "longText"]);

  const csv = await (await apiCall("GET", `/events/${event._id}/attendees.csv?lang=en`, { headers: organizer.headers })).text();
  const [header, line] = csv.replace("\uFEFF", "").split("\r\n");
  expect(header?.split(",").slice(-3)).toEqual(["Diet", "Un mot ?", "Photos OK?"]);
  expect(line?.split(",").slice(-3)).toEqual(["Vegetarian", "", "Yes"]);

  // Over: its dates moved into the past by the database, as time would; a new question is refused, nothing written.
  await env.DB.prepare("UPDATE events SET start_date = ?, end_date = ? WHERE id = ?").bind(daysFromNow(-3, 16), daysFromNow(-3, 18), event._id).run();
  const past = eventInput(taxonomies, {
    startDate: daysFromNow(-3, 16),
    endDate: daysFromNow(-3, 18),
    questions: [kept, { kind: "text", label: { fr: "Encore ?" } }],
  });
  const refused = await apiCall("PUT", `/events/${event._id}`, { headers: organizer.headers, body: past });
  expect(refused.status).toBe(409);
  expect(errorOf(await refused.json()).code).toBe("questions_closed");
  const after = v.parse(AttendeeList, (await apiJson("GET", `/events/${event._id}/attendees`, { headers: organizer.headers })).body);
  expect(after.questions).toEqual(list.questions);
});

test("questions are refused with the field named: a choice question with one choice, a label missing in the event's language, eleven questions", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const create = (questions: unknown) => apiCall("POST", "/events/", { headers: organizer.headers, body: eventInput(taxonomies, { questions }) });
  const oneChoice = await create([{ kind: "choices", label: { fr: "Ateliers" }, options: [{ label: { fr: "Vélo" } }] }]);
  expect(oneChoice.status).toBe(400);
  expect(errorOf(await oneChoice.json()).message).toBe('Invalid field "questions.0.options": Offer at least two choices');
  const english = await create([{ kind: "text", label: { en: "Town" } }]);
  expect(errorOf(await english.json()).message).toContain('"questions"');
  const eleven = await create(Array.from({ length: 11 }, (_, i) => ({ kind: "text", label: { fr: `Q${i}` } })));
  expect(errorOf(await eleven.json()).message).toBe('Invalid field "questions": Ten questions at most: remove some');
  const count = await env.DB.prepare("SELECT count(*) AS n FROM events WHERE created_by = ?").bind(organizer.id).first("n");
  expect(count).toBe(0);
});

test("the dashboard counts the attendees' answers by choice, every choice listed", async () => {
  const { organizer, event, diet, photos } = await eventWithQuestions();
  for (const [choice, photo] of [
    [0, true],
    [0, false],
    [1, true],
  ] as const) {
    const member = await createMember();
    const answers = { [diet.id]: diet.options[choice]?.id, [photos.id]: photo };
    expect((await apiCall("POST", `/events/attend/${event._id}`, { headers: member.headers, body: { answers } })).status).toBe(200);
  }
  const dashboard = v.parse(
    v.object({ answers: v.array(v.object({ questionId: v.string(), counts: v.record(v.string(), v.number()) })) }),
    (await apiJson("GET", `/events/${event._id}/dashboard`, { headers: organizer.headers })).body,
  );
  expect(dashboard.answers).toEqual([
    { questionId: diet.id, counts: { [diet.options[0]?.id ?? ""]: 2, [diet.options[1]?.id ?? ""]: 1 } },
    { questionId: photos.id, counts: { yes: 2, no: 1 } },
  ]);
});

test("a message reaches the attendees who gave one answer, now or at its time; an answer the event does not offer is refused", async () => {
  const { organizer, event, diet, town, photos } = await eventWithQuestions();
  const [vegetarian, omnivore] = diet.options;
  if (!vegetarian || !omnivore) throw new Error("two choices");
  const [ana, ben, cy] = await Promise.all([createMember(), createMember(), createMember()]);
  if (!ana || !ben || !cy) throw new Error("three members");
  for (const [member, choice, photo] of [
    [ana, vegetarian.id, true],
    [ben, omnivore.id, true],
    [cy, vegetarian.id, false],
  ] as const) {
    const attended = await apiCall("POST", `/events/attend/${event._id}`, {
      headers: member.headers,
      body: { lang: "fr", answers: { [diet.id]: choice, [photos.id]: photo } },
    });
    expect(attended.status).toBe(200);
  }
  const contact = (body: object) =>
    apiJson("POST", `/events/contact/${event._id}`, { headers: organizer.headers, body: { subject: "Le repas", message: "Menu végétarien prévu.", ...body } });
  expect(await contact({ segment: "answer", answer: { question: diet.id, choice: vegetarian.id } })).toMatchObject({ status: 202, body: { sent: 2 } });
  const received = async (member: { email: string }) => (await mailsTo(member.email)).filter((mail) => mail.kind === "organizer-message").length;
  expect([await received(ana), await received(ben), await received(cy)]).toEqual([1, 0, 1]);

  // Yes / no, kept for later: the Cron Trigger sends it to those who answered no then.
  const later = await contact({ segment: "answer", answer: { question: photos.id, choice: "no" }, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
  expect(later).toMatchObject({ status: 202, body: { scheduled: { segment: "answer", answer: { question: photos.id, choice: "no" } } } });
  expect(await sendDueMessages(env, new Date(Date.now() + 3_600_001))).toBe(1);
  expect([await received(ana), await received(ben), await received(cy)]).toEqual([1, 0, 2]);

  // Refused, naming the field: a choice the question does not offer, a text question, the segment without its answer or the answer without it.
  for (const body of [
    { segment: "answer", answer: { question: diet.id, choice: "inconnu" } },
    { segment: "answer", answer: { question: photos.id, choice: vegetarian.id } },
    { segment: "answer", answer: { question: town.id, choice: "lyon" } },
    { segment: "answer" },
    { segment: "registered", answer: { question: diet.id, choice: vegetarian.id } },
  ]) {
    const refused = await contact(body);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).message).toContain("answer");
  }
  expect([await received(ana), await received(ben), await received(cy)]).toEqual([1, 0, 2]);
});
