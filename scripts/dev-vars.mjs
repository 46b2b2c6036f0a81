import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Local secrets live in .dev.vars (git-ignored). On a fresh clone it is written from .dev.vars.example
 * with a random JWT_SECRET, so no two machines share a signing key and the published example key is
 * never used (docs/decisions/010).
 */
export function ensureDevVars(root) {
  const target = join(root, ".dev.vars");
  if (existsSync(target)) return target;
  const example = readFileSync(join(root, ".dev.vars.example"), "utf8");
  const secret = randomBytes(32).toString("hex");
  writeFileSync(target, example.replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${secret}`), { mode: 0o600 });
  console.log("Wrote .dev.vars with a random JWT_SECRET.");
  return target;
}

/** wrangler reads .dev.vars beside the config it serves: the built one in build/server. */
export function copyDevVarsTo(root, configPath) {
  const target = join(root, dirname(configPath), ".dev.vars");
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(ensureDevVars(root), target);
}
