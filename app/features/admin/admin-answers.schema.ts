import * as v from "valibot";

/** The answers of /api/v1/admin as the admin page reads them (the browser's side of admin.schema.ts). */

export const AdminMeSchema = v.object({ admin: v.object({ id: v.string(), email: v.string() }), builderIo: v.boolean() });
export type AdminMe = v.InferOutput<typeof AdminMeSchema>;

const Published = v.picklist(["published", "draft", "archived"]);

/** An ISO time of a schedule, or null for none. */
const ScheduledAt = v.nullable(v.string());

export const EntryListSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      model: v.string(),
      name: v.string(),
      published: Published,
      urlPath: v.nullable(v.string()),
      lastUpdated: v.string(),
      /** Saved changes of a live entry not published yet. */
      staged: v.boolean(),
      publishAt: ScheduledAt,
      unpublishAt: ScheduledAt,
    }),
  ),
  models: v.array(v.string()),
});
export type EntrySummary = v.InferOutput<typeof EntryListSchema>["data"][number];

const Rule = v.looseObject({ property: v.string(), operator: v.string(), value: v.unknown() });

/** An entry in Builder's format (docs/architecture.md §4), as much of it as the editor edits. */
export const AdminEntrySchema = v.object({
  id: v.string(),
  name: v.string(),
  modelId: v.string(),
  published: Published,
  query: v.array(Rule),
  data: v.record(v.string(), v.unknown()),
  variations: v.record(v.string(), v.unknown()),
  testRatio: v.number(),
  startDate: v.optional(v.number()),
  endDate: v.optional(v.number()),
  lastUpdated: v.number(),
  /** Whether the content above is saved changes of a live entry, not published yet (the live page shows the last published). */
  staged: v.boolean(),
  /** When the Cron Trigger publishes the entry, then takes it down (epoch ms), or null. */
  publishAt: v.nullable(v.number()),
  unpublishAt: v.nullable(v.number()),
  /** The latest version: what the next write sends as `If-Match: "<version>"`. */
  version: v.number(),
});
export type AdminEntry = v.InferOutput<typeof AdminEntrySchema>;

export const VersionListSchema = v.object({
  data: v.array(
    v.object({
      version: v.number(),
      note: v.string(),
      createdAt: v.string(),
      author: v.nullable(v.string()),
      name: v.string(),
      published: Published,
      /** The version's content (title, blocks…): what its preview shows and a comparison reads. */
      data: v.record(v.string(), v.unknown()),
      /** Its settings beside the content: targeting, A/B variations and their share, the dates it shows between. */
      settings: v.object({
        query: v.array(v.unknown()),
        variations: v.record(v.string(), v.unknown()),
        testRatio: v.number(),
        startDate: v.nullable(v.string()),
        endDate: v.nullable(v.string()),
      }),
    }),
  ),
});
export type EntryVersionItem = v.InferOutput<typeof VersionListSchema>["data"][number];

/** The problems of a 400 `invalid_content` (app/features/admin/content-validator.ts). */
export const ContentRefusalSchema = v.object({
  error: v.object({
    code: v.literal("invalid_content"),
    problems: v.array(
      v.object({
        kind: v.picklist(["unknown_component", "missing_input", "script_url", "control_character", "unsafe_html", "unsafe_css"]),
        blockId: v.nullable(v.string()),
        component: v.nullable(v.string()),
        input: v.nullable(v.string()),
      }),
    ),
  }),
});
export type ContentProblemItem = v.InferOutput<typeof ContentRefusalSchema>["error"]["problems"][number];

const Localized = v.record(v.string(), v.string());

export const TranslationListSchema = v.object({
  data: v.array(v.object({ module: v.string(), key: v.string(), context: v.nullable(v.string()), texts: Localized })),
});
export type TranslationItem = v.InferOutput<typeof TranslationListSchema>["data"][number];

export const TaxonomyListSchema = v.object({
  data: v.array(
    v.object({
      _id: v.string(),
      type: v.string(),
      slug: v.string(),
      name: Localized,
      description: v.nullable(Localized),
      color: v.nullable(v.string()),
      hidden: v.boolean(),
    }),
  ),
});

export const HotspotListSchema = v.object({
  data: v.array(
    v.object({ _id: v.string(), slug: v.string(), name: Localized, city: v.nullable(v.string()), lat: v.nullable(v.number()), lng: v.nullable(v.number()) }),
  ),
});

/** Widgets with every field the editor may change (migrations/0014_partner_widgets.sql): kept whole, edited as JSON. */
export const IframeListSchema = v.object({
  data: v.array(v.looseObject({ _id: v.string(), name: v.string(), slug: v.nullable(v.string()) })),
});

export const SavedSchema = v.object({ _id: v.string() });

export const AdminEventSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  status: v.string(),
  private: v.boolean(),
  startDate: v.string(),
});
export const AdminEventListSchema = v.object({ data: v.array(AdminEventSchema) });
export type AdminEventItem = v.InferOutput<typeof AdminEventSchema>;

export const AdminUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  role: v.picklist(["user", "organizer", "admin"]),
  active: v.boolean(),
  blocked: v.boolean(),
  displayName: v.nullable(v.string()),
  createdAt: v.string(),
});
export const AdminUserListSchema = v.object({ data: v.array(AdminUserSchema) });
export type AdminUserItem = v.InferOutput<typeof AdminUserSchema>;

export const AuditListSchema = v.object({
  data: v.array(
    v.object({
      id: v.number(),
      /** The admin's address; for a write of the Cron Trigger (`scheduled`), a marker the page names in its language. */
      actor: v.string(),
      scheduled: v.boolean(),
      action: v.string(),
      target: v.string(),
      summary: v.string(),
      createdAt: v.string(),
    }),
  ),
});

/** A visitor's text in the moderation queue (GET /admin/comments). */
export const AdminCommentSchema = v.object({
  kind: v.picklist(["feedback", "winner"]),
  id: v.string(),
  text: v.string(),
  author: v.nullable(v.string()),
  rating: v.nullable(v.number()),
  hidden: v.boolean(),
  createdAt: v.string(),
  eventSlug: v.nullable(v.string()),
  eventTitle: v.nullable(v.string()),
  day: v.nullable(v.string()),
});
export type AdminComment = v.InferOutput<typeof AdminCommentSchema>;
export const AdminCommentListSchema = v.object({ data: v.array(AdminCommentSchema) });

/** An image of the media library (GET /admin/media): its address, text alternative, size, and how many entries use it. */
export const AdminMediaSchema = v.object({
  id: v.string(),
  url: v.string(),
  name: v.string(),
  alt: v.string(),
  width: v.number(),
  height: v.number(),
  bytes: v.number(),
  createdAt: v.string(),
  uses: v.number(),
});
export type AdminMedia = v.InferOutput<typeof AdminMediaSchema>;
export const AdminMediaListSchema = v.object({ data: v.array(AdminMediaSchema) });
/** The entries that use an image (GET /admin/media/{id}, and a refused delete's `usedBy`). */
export const MediaUsesSchema = v.array(v.object({ id: v.string(), name: v.string(), model: v.string() }));
export const AdminMediaUsesSchema = v.object({ ...AdminMediaSchema.entries, usedBy: MediaUsesSchema });

/** The block editor's picker choices (GET /admin/references): the key the input stores, a label and a detail line. */
export const ReferenceChoiceListSchema = v.object({ data: v.array(v.object({ id: v.string(), label: v.string(), detail: v.string() })) });
