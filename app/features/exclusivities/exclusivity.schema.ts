import * as v from "valibot";
import { EmailRule, OptionalLines, OptionalText, RequiredText } from "~/lib/form-rules";
import { UserText } from "~/lib/user-text.schema";

/** Where offers are shown (docs/product.md §9). */
export const EXCLUSIVITY_CONTEXTS = ["chiche-homepage", "chiche-article-sidebar", "chiche-event-register"] as const;
export type ExclusivityContext = (typeof EXCLUSIVITY_CONTEXTS)[number];
/** The offers' one locale (docs/product.md §9). */
export const EXCLUSIVITY_LOCALE = "fr-FR";

const ContentSchema = v.object({
  logotype: v.optional(v.string()),
  company: v.string(),
  title: v.string(),
  bullets: v.optional(v.array(v.string()), []),
  button: v.optional(v.string()),
});

const json = <TSchema extends v.GenericSchema>(schema: TSchema) => v.pipe(v.string(), v.parseJson(), schema);

export const ExclusivityRowSchema = v.object({
  id: v.string(),
  action_type: v.picklist(["link", "form"]),
  url: v.nullable(v.string()),
  content: json(v.record(v.string(), ContentSchema)),
  regions: json(v.array(v.string())),
  contexts: json(v.array(v.string())),
  matching: json(v.record(v.string(), v.array(v.union([v.string(), v.number(), v.boolean()])))),
  created_at: v.string(),
});
export type ExclusivityRow = v.InferOutput<typeof ExclusivityRowSchema>;

/** An offer as the card shows it (docs/product.md §3 "Exclusivity"), in the fr-FR locale. */
export type ExclusivityView = {
  id: string;
  actionType: "link" | "form";
  url?: string;
  content: { logotype?: string; company: string; title: string; bullets: string[]; button?: string };
};

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const Scalar = v.union([UserText(200), v.number(), v.boolean()]);

/** POST /exclusivities/match (docs/product.md §7 "Jobs service"). */
export const MatchBodySchema = v.object({
  region: v.optional(UserText(100)),
  context: v.picklist(EXCLUSIVITY_CONTEXTS),
  matchingData: v.optional(
    v.pipe(
      v.record(UserText(50), v.union([Scalar, v.pipe(v.array(Scalar), v.maxLength(20))])),
      v.check((data) => Object.keys(data).length <= 20, "at most 20 fields"),
    ),
  ),
  exclusivity: v.optional(Id),
});
export type MatchQuery = v.InferOutput<typeof MatchBodySchema>;

/** POST /analytics/exclusivity: a view (the default) or another category such as 'exclusivity:open'. */
export const ExclusivityAnalyticsBodySchema = v.object({
  id: Id,
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z:_-]{0,39}$/)), "view"),
  context: v.picklist(EXCLUSIVITY_CONTEXTS),
  url: v.pipe(UserText(2000), v.url()),
  referrer: v.optional(UserText(2000), ""),
  uid: v.optional(UserText(100)),
});
export type ExclusivityAnalytics = v.InferOutput<typeof ExclusivityAnalyticsBodySchema>;

/** The form of a form offer (the 'exclusivity' modal), checked in the browser and by the API. */
export const LeadFormSchema = v.object({
  name: RequiredText(100),
  email: EmailRule,
  phone: v.optional(OptionalText(30), ""),
  message: v.optional(OptionalLines(1000), ""),
});
export const LeadBodySchema = v.object({ ...LeadFormSchema.entries, context: v.picklist(EXCLUSIVITY_CONTEXTS) });
export type LeadBody = v.InferOutput<typeof LeadBodySchema>;

/** What POST /exclusivities/match answers, read again by the browser. */
export const MatchAnswerSchema = v.object({ success: v.boolean(), exclusivities: v.array(v.unknown()) });
