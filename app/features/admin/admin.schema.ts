import * as v from "valibot";
import { ROLES } from "~/features/accounts/auth/auth.schema";
import { EntryInputSchema, PublishedSchema, QueryRuleSchema } from "~/features/content/content.schema";
import { FrameOriginSchema, IframeRowSchema } from "~/features/iframes/iframes.schema";
import { TAXONOMY_TYPES } from "~/features/taxonomies/taxonomies.schema";
import { TRANSLATION_MODULES } from "~/i18n/messages.server";
import { QueryInteger } from "~/lib/query-integer.schema";
import { WebUrlRule } from "~/lib/form-rules";
import { checkJsonDocument, normalizeJsonDocument, UserLines, UserText } from "~/lib/user-text.schema";

/** Request and answer shapes of /api/v1/admin (docs/product.md §2 "/admin"). */

/** Names a widget cannot take: /iframe/preview and /api/v1/iframes/mine are pages and calls of their own. */
const RESERVED_WIDGET_NAMES = ["preview", "mine"];

const Search = v.optional(UserText(200), "");
const Slug = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "must be a slug (a-z, 0-9, -)"));
const LANGUAGES = v.picklist(["fr", "en", "es"]);
/** A name per language: one line each. */
const LocalizedName = v.record(LANGUAGES, UserText(200));
/** A text per language (a description, an interface label): line breaks allowed. */
const LocalizedText = v.record(LANGUAGES, UserLines(2000));
const Model = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, "must be a model name (letters, digits, - and _)"));

/** GET /admin/entries: by model, and by name (a part of it, any case). */
export const EntryListQuerySchema = v.object({ model: v.optional(Model), search: Search });

/**
 * POST /admin/entries and PUT /admin/entries/{id}: the entry's structured JSON, without its server-managed
 * dates. Its blocks are free JSON (the 1 MB body limit bounds them); every string in it follows the rules of
 * user-written text (app/lib/user-text.schema.ts), line breaks allowed.
 */
export const AdminEntryInputSchema = v.pipe(
  v.object({ ...v.omit(EntryInputSchema, ["id"]).entries, model: Model }),
  checkJsonDocument(),
  normalizeJsonDocument(),
);
export type AdminEntryInput = v.InferOutput<typeof AdminEntryInputSchema>;

const ScheduledTime = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Date.UTC(9999, 0))));

/**
 * PUT /admin/entries/{id}/schedule: when the Cron Trigger publishes the entry (its staged changes as they
 * stand then) and when it takes it down, in epoch milliseconds; null (or left out) for none.
 */
export const EntryScheduleSchema = v.object({ publishAt: v.optional(ScheduledTime, null), unpublishAt: v.optional(ScheduledTime, null) });

/** A stored version: the builder_entries row as JSON (migrations/0011_admin.sql). */
export const StoredVersionSchema = v.object({
  model: v.string(),
  name: v.string(),
  published: PublishedSchema,
  query: v.array(QueryRuleSchema),
  data: v.record(v.string(), v.unknown()),
  variations: v.record(v.string(), v.unknown()),
  meta: v.record(v.string(), v.unknown()),
  testRatio: v.number(),
  startDate: v.nullable(v.string()),
  endDate: v.nullable(v.string()),
});

export const VersionRowSchema = v.pipe(
  v.object({ version: v.number(), note: v.string(), created_at: v.string(), author_email: v.nullable(v.string()), entry: v.string() }),
  v.transform(({ created_at, author_email, entry, ...rest }) => {
    const stored = v.parse(StoredVersionSchema, JSON.parse(entry));
    const { query, variations, testRatio, startDate, endDate } = stored;
    return {
      ...rest,
      createdAt: created_at,
      author: author_email,
      name: stored.name,
      published: stored.published,
      data: stored.data,
      settings: { query, variations, testRatio, startDate, endDate },
    };
  }),
);

export const EntrySummaryRowSchema = v.pipe(
  v.object({
    id: v.string(),
    model: v.string(),
    name: v.string(),
    published: PublishedSchema,
    url_path: v.nullable(v.string()),
    last_updated: v.string(),
    staged: v.number(),
    publish_at: v.nullable(v.string()),
    unpublish_at: v.nullable(v.string()),
  }),
  v.transform(({ url_path, last_updated, staged, publish_at, unpublish_at, ...rest }) => ({
    ...rest,
    urlPath: url_path,
    lastUpdated: last_updated,
    staged: staged === 1,
    publishAt: publish_at,
    unpublishAt: unpublish_at,
  })),
);

export const TranslationListQuerySchema = v.object({ module: v.optional(v.picklist(TRANSLATION_MODULES)), search: Search });

/** PUT /admin/translations: one entry of a module (created when new); its texts per language. */
export const TranslationInputSchema = v.object({
  module: v.picklist(TRANSLATION_MODULES),
  key: v.pipe(UserText(200), v.minLength(1)),
  context: v.optional(UserText(200), ""),
  texts: LocalizedText,
});
export type TranslationInput = v.InferOutput<typeof TranslationInputSchema>;

const Color = v.nullable(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{3,8}$|^[a-z-]{1,30}$/, "must be #rgb, #rrggbb or a colour name")));

/** POST /admin/taxonomies (with type and slug) and PUT /admin/taxonomies/{id}. */
export const TaxonomyInputSchema = v.object({
  type: v.picklist(TAXONOMY_TYPES),
  slug: Slug,
  name: LocalizedName,
  description: v.optional(v.nullable(LocalizedText), null),
  color: v.optional(Color, null),
  hidden: v.optional(v.boolean(), false),
  /** Left out: unchanged (0 for a new item). */
  sortOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
});
export type TaxonomyInput = v.InferOutput<typeof TaxonomyInputSchema>;

export const HotspotInputSchema = v.object({
  slug: Slug,
  name: LocalizedName,
  city: v.optional(v.nullable(UserText(200)), null),
  lat: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))), null),
  lng: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))), null),
  /** Left out: unchanged (0 for a new hotspot). */
  sortOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
});
export type HotspotInput = v.InferOutput<typeof HotspotInputSchema>;

/** Most saved filters of a widget (GET /events has about twenty parameters). */
const IFRAME_FILTERS_MAX = 30;

/** A partner as an admin writes it (PartnerSchema reads it back). */
/** A partner of a widget: its link is a web address (http or https), never a script URL. */
const PartnerInputSchema = v.object({ name: UserText(200), url: v.optional(WebUrlRule), text: v.optional(UserLines(2000)) });

/**
 * A partner widget (docs/product.md §2 "/iframe/{id}", migrations/0014_partner_widgets.sql): what it shows
 * (events by filters, or partners), how, and which sites may frame it.
 */
export const IframeInputSchema = v.object({
  name: v.pipe(UserText(200), v.minLength(1)),
  slug: v.optional(
    v.nullable(
      v.pipe(
        Slug,
        v.check((slug) => !RESERVED_WIDGET_NAMES.includes(slug), "is a name the site uses itself (preview, mine)"),
      ),
    ),
    null,
  ),
  kind: v.optional(IframeRowSchema.entries.kind, "events"),
  description: v.optional(UserLines(2000), ""),
  filters: v.pipe(
    v.record(UserText(50), v.union([UserText(500), v.number(), v.boolean()])),
    v.check((filters) => Object.keys(filters).length <= IFRAME_FILTERS_MAX, `at most ${IFRAME_FILTERS_MAX} filters`),
  ),
  layout: IframeRowSchema.entries.layout,
  listType: v.optional(IframeRowSchema.entries.list_type, "grid"),
  theme: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,29}$/, "must be a theme name (e.g. base, events)")),
  lang: v.optional(IframeRowSchema.entries.lang, "fr"),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)), 6),
  showPast: v.optional(v.boolean(), false),
  allowedOrigins: v.optional(v.pipe(v.array(FrameOriginSchema), v.maxLength(50)), () => []),
  partners: v.optional(v.pipe(v.array(PartnerInputSchema), v.maxLength(200)), () => []),
});
export type IframeInput = v.InferOutput<typeof IframeInputSchema>;

export const EventListQuerySchema = v.object({ search: Search });
export const HideEventSchema = v.object({ hidden: v.boolean() });

export const UserListQuerySchema = v.object({ search: Search });
export const RoleInputSchema = v.object({ role: v.picklist(ROLES) });
export const BlockInputSchema = v.object({ blocked: v.boolean() });

/** What visitors write that others read, and an admin may hide (docs/product.md §2 "/admin"). */
export const COMMENT_KINDS = ["feedback", "winner"] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

/** GET /admin/comments: one kind, visible or hidden ones (or all), found by their text or their author's address. */
export const CommentListQuerySchema = v.object({
  kind: v.optional(v.picklist(COMMENT_KINDS), "feedback"),
  state: v.optional(v.picklist(["visible", "hidden", "all"]), "visible"),
  search: Search,
});
export const HideCommentSchema = v.object({ hidden: v.boolean() });

/** A feedback with text or a named winner, as the moderation queue lists it. */
export const CommentRowSchema = v.pipe(
  v.object({
    kind: v.picklist(COMMENT_KINDS),
    id: v.string(),
    text: v.string(),
    author: v.nullable(v.string()),
    rating: v.nullable(v.number()),
    hidden: v.number(),
    created_at: v.string(),
    event_slug: v.nullable(v.string()),
    event_title: v.nullable(v.string()),
    day: v.nullable(v.string()),
  }),
  v.transform(({ hidden, created_at, event_slug, event_title, ...rest }) => ({
    ...rest,
    hidden: hidden === 1,
    createdAt: created_at,
    eventSlug: event_slug,
    eventTitle: event_title,
  })),
);

/** GET /admin/references: the block editor's search for an input's article or event. */
export const ReferenceListQuerySchema = v.object({ model: v.picklist(["article", "event"]), search: Search });

/** GET /admin/media: images found by a part of their name or text alternative. */
export const MediaListQuerySchema = v.object({ search: Search });

/** The text alternative of a library image: required, one line (docs/product.md §2 "/admin"). */
const AltText = v.pipe(UserText(300), v.minLength(1, "form.required"));

/** The fields sent with an uploaded image (multipart, beside `file`), and what PUT /admin/media/{id} changes. */
export const MediaInputSchema = v.object({ alt: AltText, name: v.optional(v.pipe(UserText(200), v.minLength(1))) });

export const MediaRowSchema = v.pipe(
  v.object({
    id: v.string(),
    url: v.string(),
    name: v.string(),
    alt: v.string(),
    width: v.number(),
    height: v.number(),
    bytes: v.number(),
    created_at: v.string(),
    uses: v.number(),
  }),
  v.transform(({ created_at, ...rest }) => ({ ...rest, createdAt: created_at })),
);

export const AuditQuerySchema = v.object({
  target: v.optional(UserText(200)),
  limit: v.optional(QueryInteger(1, 200), "50"),
});

export const AuditRowSchema = v.pipe(
  v.object({
    id: v.number(),
    scheduled: v.number(),
    actor_email: v.string(),
    action: v.string(),
    target: v.string(),
    summary: v.string(),
    created_at: v.string(),
  }),
  v.transform(({ actor_email, created_at, scheduled, ...rest }) => ({ ...rest, actor: actor_email, scheduled: scheduled === 1, createdAt: created_at })),
);

export const AdminEventRowSchema = v.pipe(
  v.object({ id: v.string(), slug: v.string(), title: v.string(), status: v.string(), private: v.number(), start_date: v.string() }),
  v.transform(({ start_date, ...row }) => ({ ...row, private: row.private === 1, startDate: start_date })),
);

export const AdminUserRowSchema = v.pipe(
  v.object({
    id: v.string(),
    email: v.string(),
    role: v.picklist(ROLES),
    active: v.number(),
    blocked: v.number(),
    display_name: v.nullable(v.string()),
    created_at: v.string(),
  }),
  v.transform((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.active === 1,
    blocked: row.blocked === 1,
    displayName: row.display_name,
    createdAt: row.created_at,
  })),
);
export type AdminUser = v.InferOutput<typeof AdminUserRowSchema>;
