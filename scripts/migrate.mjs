#!/usr/bin/env node
// Applies migrations/*.sql to the local D1 database (never drops data). Usage: npm run db:migrate -- [--persist-to DIR]
import { flag, wranglerSync } from "./local-wrangler.mjs";

const persistTo = flag("persist-to", ".wrangler/state");
wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
