// Seeds the local D1 database with deterministic demo data.
//   node scripts/seed.mjs [--events N] [--users N] [--persist-to DIR] [--out FILE] [--force] [--via d1|sqlite3]
// The SQL is generated as a stream of statements (scripts/seed/generate.mjs), so memory stays bounded, a million
// events included, and applied to the local database in --persist-to (default .wrangler/state) by one of two paths:
// - d1: through Miniflare's D1 (scripts/seed/local-d1.mjs), as `wrangler d1 execute --local` does, batches of about
//   4 MB, each one transaction. The default, and the only path below BULK_FROM_EVENTS events.
// - sqlite3: the sqlite3 shell on the D1 database's file (scripts/seed/local-sqlite.mjs), with a page cache D1
//   refuses: about twice as fast at a million events. Chosen from BULK_FROM_EVENTS events on when the shell is
//   installed (3.38 or later, with FTS5).
// From BULK_FROM_EVENTS events on, the secondary indexes and full-text copy triggers of the event tables are dropped
// during the load and built again after (same schema, same rows). --out FILE also writes the SQL there (for `wrangler
// d1 execute --remote --file`). Migrations must already be applied (npm run db:migrate). A database that already has
// events is left alone, unless --force: then the seeded tables are emptied first.

import { once } from "node:events";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEFAULTS, SLICE_TABLES, seedHeader, seedStatements } from "./seed/generate.mjs";
import { bulkLoad, restoreSchema } from "./seed/bulk-load.mjs";
import { descendantsUsage, openLocalD1, runInBatches } from "./seed/local-d1.mjs";
import { localD1File, openSqliteFile, runThroughSqlite3, sqlite3Version, unjournaledWrite } from "./seed/local-sqlite.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// SQL per D1 batch (one transaction): 4 MB runs as fast as 16 MB (measured at 20,000 events) with a third of the
// memory in node and workerd, where each batch is copied a few times (JSON, request, D1's own copy).
const BATCH_BYTES = 4 * 1024 * 1024;
// SQL per transaction of the sqlite3 path: its write-ahead log holds one transaction's pages.
const SQLITE3_BATCH_BYTES = 64 * 1024 * 1024;
// Below this, dropping and building the indexes again costs about what it saves (and the demo seed keeps the
// migrations' schema order).
const BULK_FROM_EVENTS = 10_000;

const { values: args } = parseArgs({
  options: {
    events: { type: "string", default: String(DEFAULTS.events) },
    users: { type: "string", default: String(DEFAULTS.users) },
    "persist-to": { type: "string", default: resolve(root, ".wrangler/state") },
    out: { type: "string" },
    force: { type: "boolean", default: false },
    via: { type: "string" },
  },
});

function count(name) {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive integer, got "${args[name]}"`);
    process.exit(2);
  }
  return value;
}

/** Tees the statements into the --out file (with backpressure) while they go to the database. */
async function* writtenTo(file, header, statements) {
  mkdirSync(dirname(file), { recursive: true });
  const out = createWriteStream(file);
  out.write(header);
  for (const text of statements) {
    if (!out.write(text)) await once(out, "drain");
    yield text;
  }
  out.end();
  await once(out, "finish");
}

/** CPU seconds of this process's children that have ended (the sqlite3 shells), from /proc; 0 off Linux. */
function endedChildrenCpu() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks
  } catch {
    return 0;
  }
}

/** The database to seed: D1 through Miniflare, or the sqlite3 shell on its file. */
async function open(via, persistTo) {
  // `file`: the database's file, which the sqlite3 shell writes (null through workerd).
  if (via === "d1") return { ...(await openLocalD1(root, persistTo)), file: null, via };
  const file = localD1File(persistTo);
  if (!file) {
    console.error(`No local D1 database in ${persistTo}; run "npm run db:migrate" first.`);
    process.exit(1);
  }
  return { ...openSqliteFile(file, unjournaledFile), file, via };
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const events = count("events");
const users = count("users");
const persistTo = resolve(args["persist-to"]);
const pendingFile = join(persistTo, "seed-dropped-schema.json");
// Present while the sqlite3 path writes the file without a journal (docs/decisions/021).
const unjournaledFile = join(persistTo, "seed-unjournaled.json");
const damage = unjournaledWrite(unjournaledFile);
if (damage) {
  console.error(`Not seeding ${persistTo}: ${damage}.\nDelete ${persistTo}, run "npm run db:migrate -- --persist-to ${persistTo}", then seed again.`);
  process.exit(1);
}
const bulk = events >= BULK_FROM_EVENTS;
if (args.via && !["d1", "sqlite3"].includes(args.via)) {
  console.error(`--via must be d1 or sqlite3, got "${args.via}"`);
  process.exit(2);
}
const sqlite3 = bulk && args.via !== "d1" ? sqlite3Version() : null;
if (args.via === "sqlite3" && !sqlite3) {
  console.error(`--via sqlite3 needs ${bulk ? "the sqlite3 shell, 3.38 or later with FTS5," : `${BULK_FROM_EVENTS} events or more`}`);
  process.exit(2);
}
const started = Date.now();
const db = await open(sqlite3 ? "sqlite3" : "d1", persistTo);
try {
  const [{ n: existing }] = await db.query("SELECT count(*) AS n FROM events").catch(async (error) => {
    console.error(`Could not read the local database in ${persistTo}; run "npm run db:migrate" first.\n${error.message}`);
    await db.close({ intact: true }); // a read that failed wrote nothing
    process.exit(1);
  });
  let interrupted = false;
  await restoreSchema(db, pendingFile, ({ name }) => {
    interrupted = true;
    console.log(`  ${name} restored (an earlier seed stopped before building it again)`);
  });
  if (!args.force && existing > 0) {
    console.log(interrupted ? "database partly seeded by a seed that stopped: rerun with --force to replace it" : "database already seeded, skipping");
  } else {
    if (sqlite3) console.log(`  through the sqlite3 shell ${sqlite3} on ${db.file}`);
    // SEED_NOW (an ISO instant) places the demo data around another moment than now: the journeys' server takes
    // the instant its tests compute the seeded game words from, so a run across midnight UTC agrees on the day.
    const now = process.env.SEED_NOW ? new Date(process.env.SEED_NOW) : new Date();
    if (Number.isNaN(now.getTime())) throw new Error(`SEED_NOW is not an instant: ${process.env.SEED_NOW}`);
    /** @type {Iterable<string> | AsyncIterable<string>} */
    let statements = seedStatements({ events, users, now, reset: args.force });
    if (args.out) statements = writtenTo(resolve(args.out), seedHeader({ events, users, now }), statements);
    let applied = 0;
    let lastReport = Date.now();
    let shellPeakKb = 0;
    const onBatch = ({ bytes }) => {
      applied += bytes;
      if (Date.now() - lastReport > 15_000) {
        lastReport = Date.now();
        console.log(`  ${(applied / 1e6).toFixed(0)} MB of SQL applied, ${seconds(started)}`);
      }
    };
    const load = async () => {
      if (!sqlite3) return runInBatches(db, statements, { batchBytes: BATCH_BYTES, onBatch });
      if (!db.file) throw new Error("the sqlite3 shell needs the database's file");
      ({ peakKb: shellPeakKb } = await runThroughSqlite3(db.file, statements, { batchBytes: SQLITE3_BATCH_BYTES, onBatch }));
    };
    try {
      if (!bulk) await load();
      else {
        let rebuilding = 0;
        await bulkLoad(
          db,
          {
            tables: SLICE_TABLES,
            // The texts' trigger finds a free search key through the first (migrations/0020_listed_search_texts.sql);
            // attendee rows' foreign key names the second, and a foreign key's parent needs its unique index (0024).
            keep: ["events_by_search_key", "events_by_no"],
            pendingFile,
            onRebuilt: ({ name, ms }) => {
              rebuilding += ms;
              console.log(`  ${name} built in ${(ms / 1000).toFixed(1)} s`);
            },
          },
          async () => {
            await load();
            console.log(`  ${(applied / 1e6).toFixed(0)} MB of SQL applied in ${seconds(started)}; building the indexes and full-text tables again`);
          },
        );
        console.log(`  indexes and full-text tables built in ${(rebuilding / 1000).toFixed(1)} s`);
      }
      // The words of every event text, listed or not, for searches by a word's beginning: read from a scratch
      // contentless index of the texts, as migrations/0020_listed_search_texts.sql fills the table. Misspelt search
      // words are compared with them and with the content's (docs/decisions/029-typo-tolerant-search.md).
      const wording = Date.now();
      await db.batch([
        `CREATE VIRTUAL TABLE event_words_scratch USING fts5 (
          title, description_text, content = '', detail = none, tokenize = 'unicode61 remove_diacritics 2')`,
        "INSERT INTO event_words_scratch (title, description_text) SELECT title, description_text FROM event_translations",
        "CREATE VIRTUAL TABLE event_words_scratch_terms USING fts5vocab(event_words_scratch, 'row')",
        "INSERT OR IGNORE INTO event_search_terms (term) SELECT term FROM event_words_scratch_terms",
        "DROP TABLE event_words_scratch_terms",
        "DROP TABLE event_words_scratch",
        // The words of the articles, playlists and resources, read from their own indexes (migrations/0029).
        ...["article", "playlist", "resource"].flatMap((kind) => [
          `CREATE VIRTUAL TABLE ${kind}_words_scratch USING fts5vocab (${kind}s_fts, 'row')`,
          `INSERT OR IGNORE INTO content_search_terms (term) SELECT term FROM ${kind}_words_scratch`,
          `DROP TABLE ${kind}_words_scratch`,
        ]),
      ]);
      console.log(`  words of the event and content texts listed in ${seconds(wording)}`);
      // The text index as one segment: a search then reads its matches in order and stops after the page, where
      // the 26 segments a million events leave would each be read in part (docs/query-plans.md "Search").
      const optimizing = Date.now();
      await db.query("INSERT INTO events_fts (events_fts) VALUES ('optimize')");
      console.log(`  full-text index of the events merged in ${seconds(optimizing)}`);
    } catch (error) {
      console.error(`Seeding failed after ${(applied / 1e6).toFixed(1)} MB of SQL: ${error.message}`);
      console.error(
        sqlite3
          ? `${persistTo} was written without a journal and may be damaged: delete it and migrate again.`
          : `Batches are separate transactions: ${persistTo} may hold part of the seed (rerun with --force, or delete it and migrate again).`,
      );
      process.exitCode = 1;
    }
    if (!process.exitCode) {
      const own = process.resourceUsage();
      const usage = [
        { name: "node", peakKb: own.maxRSS, cpuSeconds: (own.userCPUTime + own.systemCPUTime) / 1e6 },
        ...(sqlite3 ? [{ name: "sqlite3", peakKb: shellPeakKb, cpuSeconds: endedChildrenCpu() }] : descendantsUsage().filter((p) => p.peakKb > 0)),
      ];
      console.log(
        `Seeded ${events} events and ${users} users into ${persistTo} in ${seconds(started)} (${(applied / 1e6).toFixed(0)} MB of SQL` +
          `${args.out ? `, written to ${args.out}` : ""}).\n  Peak memory and CPU time: ` +
          usage.map((p) => `${p.name} ${Math.round(p.peakKb / 1024)} MB, ${p.cpuSeconds.toFixed(0)} s`).join("; "),
      );
    }
  }
} finally {
  await db.close({ intact: !process.exitCode });
}
