import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import * as v from "valibot";
import { getEnv } from "~/env.server";
import {
  ContentRefused,
  createEntry,
  discardStagedEdit,
  EntryEditedElsewhere,
  listEntries,
  readEntry,
  readVersions,
  restoreEntryVersion,
  scheduleEntry,
  ScheduleRefused,
  setEntryPublished,
  updateEntry,
  type EntryWrite,
} from "~/features/admin/admin-entries.server";
import { listReferenceChoices } from "~/features/admin/admin-references.server";
import { AdminEntryInputSchema, EntryListQuerySchema, EntryScheduleSchema, ReferenceListQuerySchema } from "~/features/admin/admin.schema";
import { adminBodyLimit, localContentOnly, type AdminContext, type AdminEnv } from "./admin-access";
import { purgePages } from "./purge-pages";
import { apiError } from "./errors";
import { parseBody, parseQuery } from "./query";

const NO_ENTRY = "No page-builder entry with this id.";

/**
 * The refusals of a write: the content validator's, 400 `invalid_content` (the usual `{error: {code, message}}`
 * plus every problem, block id, input and message, for the editor to show beside its fields); a write based on
 * an older version than the latest, 412 `edited_elsewhere`; a schedule that cannot hold, 400 `invalid_schedule`.
 */
async function validated<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof EntryEditedElsewhere) {
      throw apiError(412, "edited_elsewhere", "The entry changed since the version in If-Match: load it again before saving.");
    }
    if (error instanceof ScheduleRefused) throw apiError(400, "invalid_schedule", error.message);
    if (!(error instanceof ContentRefused)) throw error;
    const body = { error: { code: "invalid_content", message: error.message, problems: error.problems } };
    throw new HTTPException(400, { res: Response.json(body, { status: 400 }) });
  }
}

/** The version a write is based on: `If-Match: "<version>"` (GET answers it as `version`); null without it. */
function basedOn(c: AdminContext): number | null {
  const header = c.req.header("If-Match")?.trim();
  if (!header) return null;
  const version = Number(header.replace(/^W\//, "").replace(/^"(.*)"$/, "$1"));
  if (!Number.isInteger(version) || version < 0) throw apiError(400, "invalid_header", 'Invalid header "If-Match": a version number in quotes ("3").');
  return version;
}

async function answer(c: AdminContext, write: EntryWrite | null, status: 200 | 201 = 200) {
  if (!write) throw apiError(404, "entry_not_found", NO_ENTRY);
  await purgePages(c, write.paths);
  return c.json({ ...write.entry, purged: write.paths }, status);
}

const VersionParam = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1));

/**
 * /api/v1/admin/entries (docs/product.md §2 "/admin"): page-builder entries of the local content service,
 * with their versions, staged changes and schedule. Every write is validated (app/features/admin/content-validator.ts),
 * audited, refused when based on an older version (If-Match), and purges the cached pages that show the entry.
 */
export const adminEntriesApi: Hono<AdminEnv> = new Hono<AdminEnv>()
  .use(localContentOnly)
  .use(adminBodyLimit)
  .get("/", async (c) => c.json(await listEntries(c.env.DB, parseQuery(c, EntryListQuerySchema))))
  .post("/", async (c) => {
    const input = await parseBody(c, AdminEntryInputSchema);
    return answer(c, await validated(() => createEntry(c.env.DB, c.get("admin"), input)), 201);
  })
  .get("/:id", async (c) => {
    const entry = await readEntry(c.env.DB, c.req.param("id"));
    if (!entry) throw apiError(404, "entry_not_found", NO_ENTRY);
    return c.json(entry);
  })
  .put("/:id", async (c) => {
    const input = await parseBody(c, AdminEntryInputSchema);
    return answer(c, await validated(() => updateEntry(c.env.DB, c.get("admin"), c.req.param("id"), input, { basedOn: basedOn(c) })));
  })
  .post("/:id/publish", async (c) =>
    answer(c, await validated(() => setEntryPublished(c.env.DB, c.get("admin"), c.req.param("id"), true, { basedOn: basedOn(c) }))),
  )
  .post("/:id/unpublish", async (c) =>
    answer(c, await validated(() => setEntryPublished(c.env.DB, c.get("admin"), c.req.param("id"), false, { basedOn: basedOn(c) }))),
  )
  .post("/:id/discard", async (c) => answer(c, await validated(() => discardStagedEdit(c.env.DB, c.get("admin"), c.req.param("id"), { basedOn: basedOn(c) }))))
  .put("/:id/schedule", async (c) => {
    const input = await parseBody(c, EntryScheduleSchema);
    return answer(c, await validated(() => scheduleEntry(c.env.DB, c.get("admin"), c.req.param("id"), input, { basedOn: basedOn(c) })));
  })
  .get("/:id/versions", async (c) => {
    if (!(await readEntry(c.env.DB, c.req.param("id")))) throw apiError(404, "entry_not_found", NO_ENTRY);
    return c.json({ data: await readVersions(c.env.DB, c.req.param("id")) });
  })
  .post("/:id/versions/:version/restore", async (c) => {
    const version = v.safeParse(VersionParam, c.req.param("version"));
    if (!version.success) throw apiError(400, "invalid_parameter", 'Invalid path parameter "version": a version number (1, 2…).');
    const result = await validated(() => restoreEntryVersion(c.env.DB, c.get("admin"), c.req.param("id"), version.output, { basedOn: basedOn(c) }));
    if (result.status === "no_version") throw apiError(404, "version_not_found", "This entry has no such version.");
    return answer(c, result.status === "restored" ? result : null);
  });

/**
 * GET /api/v1/admin/references?model=article|event&search=: what the block editor's picker offers for an input
 * that names an article (a content reference) or an event (the Event block's slug).
 */
export const adminReferencesApi: Hono<AdminEnv> = new Hono<AdminEnv>().get("/", async (c) => {
  const { model, search } = parseQuery(c, ReferenceListQuerySchema);
  return c.json({ data: await listReferenceChoices(c.env.DB, model, search) });
});

/** GET /api/v1/admin/me: the admin, and whether content is edited on Builder.io (the UI then hides the entries). */
export const adminMeApi: Hono<AdminEnv> = new Hono<AdminEnv>().get("/", (c) =>
  c.json({ admin: c.get("admin"), builderIo: Boolean(getEnv(c.env).BUILDER_API_KEY) }),
);
