import { Hono } from "hono";
import * as v from "valibot";
import {
  EXCLUSIVITY_ANALYTICS_RATE_LIMIT,
  LEAD_RATE_LIMIT,
  matchExclusivities,
  recordExclusivityEvent,
  submitLead,
} from "~/features/exclusivities/exclusivities.server";
import { ExclusivityAnalyticsBodySchema, LeadBodySchema, MatchBodySchema } from "~/features/exclusivities/exclusivity.schema";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { enforceRateLimit } from "./rate-limit";

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/**
 * Exclusivity offers, the local default of the jobs service (docs/architecture.md §3):
 * `POST /exclusivities/match` answers `{success: true, exclusivities}` (best first, maybe none);
 * `POST /exclusivities/{id}/leads` stores the form of a form offer (201).
 */
export const exclusivitiesApi = new Hono<{ Bindings: Env }>()
  .post("/match", async (c) => {
    const query = await parseBody(c, MatchBodySchema);
    return c.json({ success: true, exclusivities: await matchExclusivities(c.env.DB, query) });
  })
  .post("/:id/leads", async (c) => {
    await enforceRateLimit(c, "exclusivityLead", LEAD_RATE_LIMIT);
    const id = v.safeParse(IdSchema, c.req.param("id"));
    if (!id.success) throw apiError(404, "exclusivity_not_found", "There is no active exclusivity with this id.");
    const result = await submitLead(c.env.DB, id.output, await parseBody(c, LeadBodySchema));
    if (!result.ok && result.failure === "exclusivity_not_found") throw apiError(404, "exclusivity_not_found", "There is no active exclusivity with this id.");
    if (!result.ok) throw apiError(409, "not_a_form", "This exclusivity is a link: it takes no form.");
    return c.json({ success: true }, 201);
  });

/** `POST /analytics/exclusivity`: a view (category 'view', the default) or a click ('exclusivity:open') of an offer; 204. */
export const exclusivityAnalyticsApi = new Hono<{ Bindings: Env }>().post("/exclusivity", async (c) => {
  await enforceRateLimit(c, "exclusivityAnalytics", EXCLUSIVITY_ANALYTICS_RATE_LIMIT);
  const recorded = await recordExclusivityEvent(c.env, await parseBody(c, ExclusivityAnalyticsBodySchema));
  if (!recorded) throw apiError(404, "exclusivity_not_found", "There is no active exclusivity with this id.");
  return c.body(null, 204);
});
