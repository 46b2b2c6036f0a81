import { env } from "cloudflare:workers";
import { createBuilderEntries } from "./content";

let counter = 0;
const DAY = 86_400_000;
const isoDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A 'sondage' entry open from `startDay` to `endDay` (days from now) with choices a, b, c; its id. */
export async function createSurvey(input: { startDay: number; endDay?: number; published?: "published" | "draft"; title?: string }) {
  const id = `survey${++counter}x${Date.now().toString(36)}`;
  await createBuilderEntries([
    {
      id,
      model: "sondage",
      published: input.published ?? "published",
      data: {
        title: input.title ?? `Sondage ${counter}`,
        image: "/covers/climat.png",
        choices: [
          { id: "a", answer: "Réponse A" },
          { id: "b", answer: "Réponse B" },
          { id: "c", answer: "Réponse C" },
        ],
        startDate: isoDays(input.startDay),
        ...(input.endDay === undefined ? {} : { endDate: isoDays(input.endDay) }),
      },
    },
  ]);
  return id;
}

/** Votes straight into `survey_votes`: `counts` per choice id, each from a voter of its own. */
export async function addVotes(surveyId: string, counts: Record<string, number>) {
  const insert = env.DB.prepare("INSERT INTO survey_votes (survey_id, voter_key, choice_id) VALUES (?, ?, ?)");
  const rows = Object.entries(counts).flatMap(([choice, n]) =>
    Array.from({ length: n }, (_, i) => insert.bind(surveyId, `${surveyId}-${choice}-${i}`, choice)),
  );
  if (rows.length > 0) await env.DB.batch(rows);
}

export type OfferInput = {
  actionType?: "link" | "form";
  url?: string | null;
  regions?: string[];
  contexts?: string[];
  matching?: Record<string, string[]>;
  button?: string;
  active?: boolean;
  /** Days ago it was created (newest first among equals). */
  ageDays?: number;
};

/** An exclusivity offer; its id. */
export async function createOffer(input: OfferInput = {}) {
  const id = `offer${++counter}x${Date.now().toString(36)}`;
  const actionType = input.actionType ?? "link";
  await env.DB.prepare(
    "INSERT INTO exclusivities (id, action_type, url, content, regions, contexts, matching, active, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      id,
      actionType,
      input.url === undefined ? (actionType === "link" ? `https://example.org/${id}` : null) : input.url,
      JSON.stringify({
        "fr-FR": {
          logotype: "/covers/climat.png",
          company: `Entreprise ${id}`,
          title: `Offre ${id}`,
          bullets: ["Un", "Deux"],
          ...(input.button ? { button: input.button } : {}),
        },
      }),
      JSON.stringify(input.regions ?? []),
      JSON.stringify(input.contexts ?? ["chiche-homepage", "chiche-article-sidebar", "chiche-event-register"]),
      JSON.stringify(input.matching ?? {}),
      input.active === false ? 0 : 1,
      isoDays(-(input.ageDays ?? 0)),
    )
    .run();
  return id;
}

/** Instagram posts, the newest first, one day apart; their ids. */
export async function createInstagramPosts(n: number, prefix = "ig") {
  const insert = env.DB.prepare("INSERT INTO instagram_posts (id, permalink, media_type, media_url, caption, posted_at) VALUES (?, ?, ?, ?, ?, ?)");
  const ids = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, "0")}`);
  const types = ["IMAGE", "CAROUSEL_ALBUM", "VIDEO"];
  await env.DB.batch(
    ids.map((id, i) => insert.bind(id, `https://www.instagram.com/p/${id}/`, types[i % 3], `/covers/climat.png`, `Publication ${i}`, isoDays(-(i + 1)))),
  );
  return ids;
}
