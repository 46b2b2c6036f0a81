#!/usr/bin/env node
// Applies migrations/*.sql to the local D1 database DB and migrations-archive/*.sql to ARCHIVE (never drops data).
// Usage: npm run db:migrate -- [--persist-to DIR]
// Same bookkeeping as `wrangler d1 migrations apply DB --local` (the d1_migrations table, each migration one
// transaction with its row), so either may run after the other. Run in this process with Miniflare, which starts
// once: wrangler's command took about 14 s on an empty database, most of it starting itself.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { unstable_splitSqlQuery as splitSqlQuery } from "wrangler";
import { flag, ROOT } from "./local-wrangler.mjs";
import { openLocalD1 } from "./seed/local-d1.mjs";

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

const persistTo = flag("persist-to", ".wrangler/state");
/** Each local database with its folder of migrations (wrangler.jsonc's d1_databases). */
const DATABASES = [
  { binding: "DB", folder: "migrations" },
  { binding: "ARCHIVE", folder: "migrations-archive" },
];

for (const { binding, folder: name } of DATABASES) {
  const folder = join(ROOT, name);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".sql"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  const db = await openLocalD1(ROOT, resolve(ROOT, persistTo), binding);
  try {
    await db.batch([MIGRATIONS_TABLE]);
    const applied = new Set((await db.query("SELECT name FROM d1_migrations")).map((row) => row.name));
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      const started = Date.now();
      const statements = splitSqlQuery(readFileSync(join(folder, file), "utf8"));
      await db.batch([...statements, `INSERT INTO d1_migrations (name) VALUES ('${file.replaceAll("'", "''")}')`]);
      console.log(`  ${binding}: ${file} applied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    console.log(
      pending.length === 0 ? `No migrations to apply to ${binding} in ${persistTo}.` : `${pending.length} migrations applied to ${binding} in ${persistTo}.`,
    );
  } finally {
    await db.close();
  }
}
