import { getEntry, upsertEntryStatement } from "~/features/content/content.db.server";
import type { BuilderEntry } from "~/features/content/content.schema";
import { LANGS, localizePath } from "~/i18n/locale";
import { newRecordId } from "~/lib/record-id";
import { auditStatement, type Auditor } from "./admin-audit.db.server";
import {
  findVersion,
  getEditedEntry,
  isVersionTaken,
  listArticlePaths,
  listEntrySummaries,
  listLiveEntriesHolding,
  listModels,
  listPagePaths,
  listVersions,
  scheduleStatement,
  snapshotStatement,
  stageDraftStatement,
  type EditedEntry,
} from "./admin-entries.db.server";
import type { AdminEntryInput } from "./admin.schema";
import { cleanContentForSave, type MarkupProblem } from "~/features/content/content-markup.server";
import { validateEntryContent, type ContentProblem } from "./content-validator";
import { KNOWN_MODELS } from "./entry-models";
import { scheduleProblem, type ScheduleProblem } from "./schedule-rules";

/** Content that may not be stored: every problem, each naming its block and input. */
export class ContentRefused extends Error {
  override readonly name = "ContentRefused";
  readonly problems: (ContentProblem | MarkupProblem)[];
  constructor(problems: (ContentProblem | MarkupProblem)[]) {
    super(problems.map((problem) => problem.message).join(" "));
    this.problems = problems;
  }
}

/** A write based on a version that is no longer the latest: another tab or editor wrote the entry since. */
export class EntryEditedElsewhere extends Error {
  override readonly name = "EntryEditedElsewhere";
}

/** A schedule that cannot hold (schedule-rules.ts): a time past, an unpublication before the publication, nothing to publish. */
export class ScheduleRefused extends Error {
  override readonly name = "ScheduleRefused";
}

const SCHEDULE_REFUSALS: Record<ScheduleProblem, string> = {
  past: "A scheduled time must be in the future.",
  order: "The unpublication must come after the publication.",
  nothing: "This entry is live with no staged changes: there is nothing to publish.",
  notLive: "This entry is not live: schedule its publication too, or nothing will be taken down.",
};

/** An entry as its editor sees it (its staged edit over the live values), with its state (admin-answers.schema.ts). */
function editorView(edited: EditedEntry) {
  const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  return { ...edited.entry, staged: edited.staged, publishAt: ms(edited.publishAt), unpublishAt: ms(edited.unpublishAt), version: edited.version };
}

/** An entry written: the entry as its editor sees it, and the site paths (every language) whose cached pages must go. */
export type EntryWrite = { entry: ReturnType<typeof editorView>; paths: string[] };

export async function listEntries(db: D1Database, query: { model?: string; search: string }) {
  const [data, present] = await Promise.all([listEntrySummaries(db, query), listModels(db)]);
  return { data, models: [...new Set([...KNOWN_MODELS, ...present])] };
}

export async function readEntry(db: D1Database, id: string) {
  const edited = await getEditedEntry(db, id);
  return edited ? editorView(edited) : null;
}
export const readVersions = listVersions;

/**
 * The entry as it may be stored: its blocks and inputs checked, its HTML sanitised and its CSS checked
 * (content-markup.server.ts); ContentRefused with every problem otherwise.
 */
async function checkContent<T extends AdminEntryInput>(input: T): Promise<T> {
  // Script URLs are refused as written, before sanitising would drop them silently: the editor learns why.
  const { content, problems: markup } = await cleanContentForSave(input);
  const problems = [...validateEntryContent({ data: input.data, variations: input.variations }), ...markup];
  if (problems.length > 0) throw new ContentRefused(problems);
  return content;
}

/**
 * The pages an entry shows on, in every language: a page at its urlPath (before and after the write), an
 * article body on its media pages; a symbol, condition, survey or any other model may be on any page, so
 * every page of the site. Lists, feeds and API answers expire with their own short lifetime (docs/architecture.md §7).
 */
async function affectedPaths(db: D1Database, id: string, model: string, urlPaths: (string | null | undefined)[]) {
  const paths =
    model === "page"
      ? urlPaths.filter((path): path is string => typeof path === "string")
      : model === "article"
        ? await listArticlePaths(db, id)
        : await listPagePaths(db);
  return [...new Set(paths)].flatMap((path) => LANGS.map((lang) => localizePath(path, lang)));
}

/** The site paths (every language) whose cached pages show an image at `url`: those of the live entries holding it. */
export async function pathsShowingImage(db: D1Database, url: string): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await listLiveEntriesHolding(db, url)) paths.push(...(await affectedPaths(db, entry.id, entry.model, [entry.url_path])));
  return [...new Set(paths)];
}

function urlPathOf(entry: { query: { property: string; operator: string; value: unknown }[] } | null) {
  const rule = entry?.query.find((item) => item.property === "urlPath" && item.operator === "is");
  const value = Array.isArray(rule?.value) ? rule.value[0] : rule?.value;
  return typeof value === "string" ? value : null;
}

/** An entry's content as an input to write: its values, in the state given. */
function inputOf(entry: BuilderEntry, published: AdminEntryInput["published"]): AdminEntryInput {
  const { name, query, data, variations, meta, testRatio, startDate, endDate } = entry;
  return { model: entry.modelId, name, published, query, data, variations, meta, testRatio, startDate, endDate };
}

/** Whether an input holds the same content as an entry (the state aside). */
function sameContent(input: AdminEntryInput, entry: BuilderEntry) {
  return JSON.stringify({ ...input, published: null }) === JSON.stringify({ ...inputOf(entry, input.published), published: null });
}

/**
 * The entry before a write, and the version the write will be: the one after the latest. With `basedOn` (the
 * If-Match of the request), a write based on an older version is refused: two tabs never overwrite each other
 * without knowing.
 */
async function entryToWrite(db: D1Database, id: string, basedOn: number | null) {
  const before = await getEditedEntry(db, id);
  if (before && basedOn !== null && basedOn !== before.version) throw new EntryEditedElsewhere();
  return before;
}

/** Runs a write's batch; a version taken meanwhile by another write means it was edited elsewhere (nothing written). */
async function runWrite(db: D1Database, statements: D1PreparedStatement[]) {
  try {
    await db.batch(statements);
  } catch (error) {
    if (isVersionTaken(error)) throw new EntryEditedElsewhere();
    throw error;
  }
}

async function written(db: D1Database, id: string, before: EditedEntry | null): Promise<EntryWrite> {
  const edited = await getEditedEntry(db, id);
  if (!edited) throw new Error(`builder entry ${id} vanished after its write`);
  const live = before?.liveUrlPath ?? null;
  return { entry: editorView(edited), paths: await affectedPaths(db, id, edited.entry.modelId, [live, edited.liveUrlPath, urlPathOf(before?.entry ?? null)]) };
}

/** A new entry (a draft unless said otherwise), its first version and its audit row in one batch. */
export async function createEntry(db: D1Database, actor: Auditor, entry: AdminEntryInput, now = new Date()): Promise<EntryWrite> {
  const input = await checkContent(entry);
  const id = newRecordId();
  await runWrite(db, [
    upsertEntryStatement(db, id, input, now.toISOString()),
    snapshotStatement(db, id, actor.id, "create", 1),
    auditStatement(db, actor, "entry.create", `entry:${id}`, `${input.model} "${input.name}" (${input.published})`),
  ]);
  return written(db, id, null);
}

/**
 * The statements that put `input` in an entry: an entry that is live keeps it staged (its live page changes
 * only on publication, docs/product.md §2 "/admin"), and an input equal to the live content drops the staged
 * edit; any other entry is rewritten, in its own state. Publishing and unpublishing are their own writes.
 */
async function contentStatements(db: D1Database, id: string, before: EditedEntry, input: AdminEntryInput, now: string) {
  if (before.entry.published !== "published") return [upsertEntryStatement(db, id, { ...input, published: before.entry.published }, now)];
  const live = await getEntry(db, id);
  return [stageDraftStatement(db, id, live && sameContent(input, live) ? null : input, now)];
}

/** Rewrites an entry (staged when it is live); null when there is none. Every save is a new version. */
export async function updateEntry(
  db: D1Database,
  actor: Auditor,
  id: string,
  entry: AdminEntryInput,
  { basedOn = null, now = new Date() }: { basedOn?: number | null; now?: Date } = {},
): Promise<EntryWrite | null> {
  const before = await entryToWrite(db, id, basedOn);
  if (!before) return null;
  const input = await checkContent(entry);
  const staged = before.entry.published === "published";
  await runWrite(db, [
    ...(await contentStatements(db, id, before, input, now.toISOString())),
    snapshotStatement(db, id, actor.id, staged ? "draft" : "update", before.version + 1),
    auditStatement(db, actor, staged ? "entry.draft" : "entry.update", `entry:${id}`, `${input.model} "${input.name}" (${before.entry.published})`),
  ]);
  return written(db, id, before);
}

/**
 * Publishes an entry with its staged edit (the content its editor sees), or takes it down (its staged edit
 * becomes its content, so nothing is lost); a publication spends the scheduled one, an unpublication both.
 * `scheduled`: the Cron Trigger's write, done only while its time is still due. Null when there is none (or
 * nothing due).
 */
export async function setEntryPublished(
  db: D1Database,
  actor: Auditor,
  id: string,
  publish: boolean,
  { basedOn = null, now = new Date(), scheduled = false }: { basedOn?: number | null; now?: Date; scheduled?: boolean } = {},
): Promise<EntryWrite | null> {
  const before = await entryToWrite(db, id, basedOn);
  if (!before) return null;
  const action = publish ? "publish" : "unpublish";
  // The Cron Trigger's write happens only while its time is still set and due: one cleared or moved since the
  // entry was listed, or already applied by an overlapping run, is skipped.
  const due = publish ? before.publishAt : before.unpublishAt;
  if (scheduled && (due === null || Date.parse(due) > now.getTime())) return null;
  await runWrite(db, [
    upsertEntryStatement(db, id, inputOf(before.entry, publish ? "published" : "draft"), now.toISOString()),
    stageDraftStatement(db, id, null, now.toISOString()),
    // Publishing spends the scheduled publication; taking the entry down spends both, so a pending publication
    // never puts it back up without its unpublication.
    publish ? scheduleStatement(db, id, null, before.unpublishAt) : scheduleStatement(db, id, null, null),
    snapshotStatement(db, id, actor.id, scheduled ? `scheduled ${action}` : action, before.version + 1),
    auditStatement(db, actor, `entry.${action}`, `entry:${id}`, `${before.entry.modelId} "${before.entry.name}"`),
  ]);
  return written(db, id, before);
}

/** Drops the staged edit of a live entry: its editor sees the live content again. Null when there is none. */
export async function discardStagedEdit(
  db: D1Database,
  actor: Auditor,
  id: string,
  { basedOn = null, now = new Date() }: { basedOn?: number | null; now?: Date } = {},
) {
  const before = await entryToWrite(db, id, basedOn);
  if (!before) return null;
  if (!before.staged) return written(db, id, before);
  await runWrite(db, [
    stageDraftStatement(db, id, null, now.toISOString()),
    snapshotStatement(db, id, actor.id, "discard", before.version + 1),
    auditStatement(db, actor, "entry.discard", `entry:${id}`, `${before.entry.modelId} "${before.entry.name}": staged changes dropped`),
  ]);
  return written(db, id, before);
}

/**
 * Sets when the Cron Trigger publishes the entry (with its staged edit as it stands then) and when it takes it
 * down; null clears one. ScheduleRefused when it breaks a rule of schedule-rules.ts. Null when there is no entry.
 */
export async function scheduleEntry(
  db: D1Database,
  actor: Auditor,
  id: string,
  { publishAt, unpublishAt }: { publishAt: number | null; unpublishAt: number | null },
  { basedOn = null, now = new Date() }: { basedOn?: number | null; now?: Date } = {},
) {
  const before = await entryToWrite(db, id, basedOn);
  if (!before) return null;
  const problem = scheduleProblem({ published: before.entry.published, staged: before.staged }, { publishAt, unpublishAt }, now.getTime());
  if (problem) throw new ScheduleRefused(SCHEDULE_REFUSALS[problem]);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const summary = `${before.entry.modelId} "${before.entry.name}": publish ${iso(publishAt) ?? "-"}, unpublish ${iso(unpublishAt) ?? "-"}`;
  await runWrite(db, [scheduleStatement(db, id, iso(publishAt), iso(unpublishAt)), auditStatement(db, actor, "entry.schedule", `entry:${id}`, summary)]);
  return written(db, id, before);
}

/**
 * Writes an earlier version's content (name, targeting, data, variations, schedule) as a new version. The
 * entry keeps its current publication state: restoring a live entry stages the version (published on
 * 'Publier'), and never puts a draft live.
 */
export async function restoreEntryVersion(
  db: D1Database,
  actor: Auditor,
  id: string,
  version: number,
  { basedOn = null, now = new Date() }: { basedOn?: number | null; now?: Date } = {},
) {
  const before = await entryToWrite(db, id, basedOn);
  if (!before) return { status: "no_entry" as const };
  const stored = await findVersion(db, id, version);
  if (!stored) return { status: "no_version" as const };
  const input = await checkContent({ ...stored, published: before.entry.published });
  await runWrite(db, [
    ...(await contentStatements(db, id, before, input, now.toISOString())),
    snapshotStatement(db, id, actor.id, `restore ${version}`, before.version + 1),
    auditStatement(db, actor, "entry.restore", `entry:${id}`, `${before.entry.modelId} "${before.entry.name}": version ${version} restored`),
  ]);
  return { status: "restored" as const, ...(await written(db, id, before)) };
}
