// Bulk loading, whichever way the statements go in (local-d1.mjs, local-sqlite.mjs): the secondary indexes and the
// full-text copy triggers of the loaded tables are dropped before and built again after, from their own SQL.
// `db` is either path's handle: query(sql, params) for rows, batch(statements) for one transaction.

import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/** An AFTER INSERT trigger whose whole body copies the new row into another table (the FTS triggers), as the one
 * statement that copies the rows after `rowid` at once; null for any other trigger. */
function bulkCopyOf(trigger) {
  const match = /^CREATE TRIGGER \w+ AFTER INSERT ON (\w+) BEGIN\s+(INSERT INTO \w+ \([^)]*\))\s+VALUES \(([^;]*)\);\s+END$/s.exec(trigger.sql);
  if (!match) return null;
  const [, table, into, values] = match;
  return (rowid) => `${into} SELECT ${values.replace(/\bnew\./g, "")} FROM ${table} WHERE rowid > ${rowid} ORDER BY rowid`;
}

/**
 * Runs `load()` with the secondary indexes of `tables` dropped, then creates them again from their own SQL (read from
 * sqlite_master): an index built once from sorted rows costs a fraction of millions of inserts at random places of
 * it. Triggers that only copy each new row elsewhere (full-text search) are dropped too, and the rows loaded are
 * copied in one statement after, in the same order, so the copies get the same rowids. Primary keys, UNIQUE
 * constraints and other triggers stay. The schema's text is the same after; only the indexes' and triggers' place in
 * sqlite_master moves to the end. Indexes named in `keep` stay: those a trigger of the loaded rows searches. What was
 * dropped waits in `pendingFile` until it is back, so a run that was killed
 * is mended by the next one (restoreSchema); it comes back when `load()` throws too.
 * @param {any} db
 * @param {{ tables: string[], keep?: string[], pendingFile: string, onRebuilt?: (rebuilt: { name: string, ms: number }) => void }} options
 * @param {() => Promise<unknown>} load
 */
export async function bulkLoad(db, { tables, keep = [], pendingFile, onRebuilt = () => {} }, load) {
  const marks = tables.map(() => "?").join(", ");
  const indexes = (
    await db.query(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${marks}) ORDER BY rowid`, tables)
  ).filter((index) => !keep.includes(index.name));
  const triggers = [];
  for (const trigger of await db.query(
    `SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (${marks}) ORDER BY rowid`,
    tables,
  )) {
    const copy = bulkCopyOf(trigger);
    if (!copy) continue;
    const [{ last }] = await db.query(`SELECT coalesce(max(rowid), 0) AS last FROM ${trigger.tbl_name}`);
    triggers.push({ name: trigger.name, sql: trigger.sql, copy: copy(last) });
  }
  writeFileSync(pendingFile, JSON.stringify({ indexes, triggers }, null, 2));
  const drops = [...indexes.map((index) => `DROP INDEX ${index.name}`), ...triggers.map((trigger) => `DROP TRIGGER ${trigger.name}`)];
  if (drops.length > 0) await db.batch(drops);
  try {
    return await load();
  } finally {
    await restoreSchema(db, pendingFile, onRebuilt);
  }
}

/**
 * Puts back what `pendingFile` lists as dropped (copying the rows a dropped trigger missed), then deletes the file;
 * nothing when it is absent.
 * @param {any} db
 * @param {string} pendingFile
 * @param {(rebuilt: { name: string, ms: number }) => void} [onRebuilt]
 */
export async function restoreSchema(db, pendingFile, onRebuilt = () => {}) {
  if (!existsSync(pendingFile)) return;
  const { indexes, triggers } = JSON.parse(readFileSync(pendingFile, "utf8"));
  const exists = async (type, name) => (await db.query("SELECT 1 AS found FROM sqlite_master WHERE type = ? AND name = ?", [type, name])).length > 0;
  for (const trigger of triggers) {
    if (await exists("trigger", trigger.name)) continue;
    const started = Date.now();
    await db.batch([trigger.copy, trigger.sql]); // one transaction: the copy and the trigger that keeps it up
    onRebuilt({ name: `${trigger.name} (rows copied)`, ms: Date.now() - started });
  }
  for (const index of indexes) {
    if (await exists("index", index.name)) continue;
    const started = Date.now();
    await db.batch([index.sql]);
    onRebuilt({ name: index.name, ms: Date.now() - started });
  }
  rmSync(pendingFile);
}
