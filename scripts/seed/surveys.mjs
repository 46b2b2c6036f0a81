// Surveys ('sondage' entries) and their votes, plus the small 'condition' and 'pilier' entries.

import { entryRow } from "./builder.mjs";
import { DAY, iso } from "./dates.mjs";
import { PILLARS } from "./taxonomies.mjs";

const SURVEYS = [
  {
    title: "Quel mode de transport utilises-tu le plus au quotidien ?",
    image: "/covers/mobilite.png",
    startDay: -120,
    endDay: -60,
    votes: 152,
    choices: [
      ["velo", "Le vélo"],
      ["transports", "Les transports en commun"],
      ["marche", "La marche"],
      ["voiture", "La voiture"],
    ],
  },
  {
    title: "Quel thème aimerais-tu voir plus souvent dans nos événements ?",
    image: "/covers/climat.png",
    startDay: -10,
    endDay: 20,
    votes: 64,
    choices: [
      ["climat", "Le climat"],
      ["alimentation", "L'alimentation"],
      ["solidarite", "La solidarité"],
      ["numerique", "Le numérique responsable"],
    ],
  },
  {
    title: "As-tu déjà participé à une Fresque du Climat ?",
    image: "/covers/education.png",
    startDay: -2,
    endDay: 30,
    votes: 7,
    choices: [
      ["oui", "Oui, et je la recommande"],
      ["envie", "Pas encore, mais j'aimerais bien"],
      ["non", "Non, je ne connais pas"],
    ],
  },
];

const CONDITIONS = [
  ["Toujours visible", "showAllTheTime"],
  ["Visible une fois connecté·e", "showLoggedIn"],
  ["Visible sans être connecté·e", "showNotLoggedIn"],
];

/** Survey entries and votes: voters are members (by user id) and anonymous visitors (by a hashed visitor id). */
export function generateSurveys(rng, { anchor, users }) {
  const entries = [];
  const votes = [];
  for (const survey of SURVEYS) {
    const startDate = iso(anchor + survey.startDay * DAY);
    const endDate = iso(anchor + survey.endDay * DAY);
    const choices = survey.choices.map(([id, answer]) => ({ id, answer }));
    const entry = entryRow(rng, {
      model: "sondage",
      name: survey.title,
      meta: { kind: "data" },
      published: anchor + (survey.startDay - 3) * DAY,
      data: { title: survey.title, image: survey.image, choices, startDate, endDate },
      startDate,
      endDate,
    });
    entries.push(entry);
    const members = rng.sample(users, Math.floor(survey.votes / 2)).map((u) => u.id);
    const anonymous = Array.from({ length: survey.votes - members.length }, () => rng.hex(64));
    const votingDays = Math.min(survey.endDay, 0) - survey.startDay;
    for (const voterKey of [...members, ...anonymous]) {
      const choice = rng.weighted(choices, (c) => choices.length - choices.indexOf(c));
      const at = anchor + (survey.startDay + rng.next() * votingDays) * DAY;
      votes.push({ survey_id: entry.id, voter_key: voterKey, choice_id: choice.id, created_at: iso(Math.floor(at)) });
    }
  }
  const published = anchor - 300 * DAY;
  for (const [name, value] of CONDITIONS) {
    entries.push(entryRow(rng, { model: "condition", name, data: { value }, meta: { kind: "data" }, published }));
  }
  PILLARS.forEach((pillar, i) => {
    entries.push(
      entryRow(rng, {
        model: "pilier",
        name: pillar.name.fr,
        meta: { kind: "data" },
        published,
        data: { order: i + 1, slug: pillar.slug, title: pillar.name.fr, description: pillar.description.fr },
      }),
    );
  });
  return { entries, votes };
}
