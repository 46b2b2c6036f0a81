import { getEntry, upsertEntryStatement } from "~/features/content/content.db.server";
import { LANGS, localizePath } from "~/i18n/locale";
import { newRecordId } from "~/lib/record-id";
import type { Actor } from "~/features/accounts/auth/admin-access";
import { auditStatement } from "./admin-audit.db.server";
import {
  findVersion,
  listArticlePaths,
  listEntrySummaries,
  listModels,
  listPagePaths,
  listVersions,
  setPublishedStatement,
  snapshotStatement,
} from "./admin-entries.db.server";
import type { AdminEntryInput } from "./admin.schema";
import { cleanContentForSave, type MarkupProblem } from "~/features/content/content-markup.server";
import { validateEntryContent, type ContentProblem } from "./content-validator";
import { KNOWN_MODELS } from "./entry-models";

/** Content that may not be stored: every problem, each naming its block and input. */
export class ContentRefused extends Error {
  override readonly name = "ContentRefused";
  readonly problems: (ContentProblem | MarkupProblem)[];
  constructor(problems: (ContentProblem | MarkupProblem)[]) {
    super(problems.map((problem) => problem.message).join(" "));
    this.problems = problems;
  }
}

/** An entry written: the entry as stored, and the site paths (every language) whose cached pages must go. */
export type EntryWrite = { entry: NonNullable<Awaited<ReturnType<typeof getEntry>>>; paths: string[] };

export async function listEntries(db: D1Database, query: { model?: string; search: string }) {
  const [data, present] = await Promise.all([listEntrySummaries(db, query), listModels(db)]);
  return { data, models: [...new Set([...KNOWN_MODELS, ...present])] };
}

export const readEntry = getEntry;
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

function urlPathOf(entry: { query: { property: string; operator: string; value: unknown }[] } | null) {
  const rule = entry?.query.find((item) => item.property === "urlPath" && item.operator === "is");
  const value = Array.isArray(rule?.value) ? rule.value[0] : rule?.value;
  return typeof value === "string" ? value : null;
}

async function written(db: D1Database, id: string, before: Awaited<ReturnType<typeof getEntry>>): Promise<EntryWrite> {
  const entry = await getEntry(db, id);
  if (!entry) throw new Error(`builder entry ${id} vanished after its write`);
  return { entry, paths: await affectedPaths(db, id, entry.modelId, [urlPathOf(before), urlPathOf(entry)]) };
}

/** A new entry (a draft unless said otherwise), its first version and its audit row in one batch. */
export async function createEntry(db: D1Database, actor: Actor, entry: AdminEntryInput, now = new Date()): Promise<EntryWrite> {
  const input = await checkContent(entry);
  const id = newRecordId();
  await db.batch([
    upsertEntryStatement(db, id, input, now.toISOString()),
    snapshotStatement(db, id, actor.id, "create"),
    auditStatement(db, actor, "entry.create", `entry:${id}`, `${input.model} "${input.name}" (${input.published})`),
  ]);
  return written(db, id, null);
}

/** Rewrites an entry; null when there is none. Every save is a new version. */
export async function updateEntry(db: D1Database, actor: Actor, id: string, entry: AdminEntryInput, now = new Date()): Promise<EntryWrite | null> {
  const before = await getEntry(db, id);
  if (!before) return null;
  const input = await checkContent(entry);
  await db.batch([
    upsertEntryStatement(db, id, input, now.toISOString()),
    snapshotStatement(db, id, actor.id, "update"),
    auditStatement(db, actor, "entry.update", `entry:${id}`, `${input.model} "${input.name}" (${input.published})`),
  ]);
  return written(db, id, before);
}

/** Publishes or unpublishes (back to draft) an entry; null when there is none. */
export async function setEntryPublished(db: D1Database, actor: Actor, id: string, publish: boolean, now = new Date()): Promise<EntryWrite | null> {
  const before = await getEntry(db, id);
  if (!before) return null;
  const action = publish ? "publish" : "unpublish";
  await db.batch([
    setPublishedStatement(db, id, publish ? "published" : "draft", now.toISOString()),
    snapshotStatement(db, id, actor.id, action),
    auditStatement(db, actor, `entry.${action}`, `entry:${id}`, `${before.modelId} "${before.name}"`),
  ]);
  return written(db, id, before);
}

/**
 * Writes an earlier version's content (name, targeting, data, variations, schedule) as a new version. The
 * entry keeps its current publication state: restoring never takes a live page down or puts a draft live.
 */
export async function restoreEntryVersion(db: D1Database, actor: Actor, id: string, version: number, now = new Date()) {
  const before = await getEntry(db, id);
  if (!before) return { status: "no_entry" as const };
  const stored = await findVersion(db, id, version);
  if (!stored) return { status: "no_version" as const };
  const input = await checkContent({ ...stored, published: before.published });
  await db.batch([
    upsertEntryStatement(db, id, input, now.toISOString()),
    snapshotStatement(db, id, actor.id, `restore ${version}`),
    auditStatement(db, actor, "entry.restore", `entry:${id}`, `${before.modelId} "${before.name}": version ${version} restored`),
  ]);
  return { status: "restored" as const, ...(await written(db, id, before)) };
}
