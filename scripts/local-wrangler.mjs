import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Runs the project's own wrangler (no network, no metrics, never prompts). */
export const WRANGLER = fileURLToPath(new URL("../node_modules/.bin/wrangler", import.meta.url));
export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };

export function wranglerSync(args, options = {}) {
  const result = spawnSync(WRANGLER, args, { cwd: ROOT, env: ENV, encoding: "utf8", stdio: options.capture ? "pipe" : "inherit" });
  if (result.status !== 0) {
    if (options.capture) process.stderr.write(result.stderr ?? "");
    throw new Error(`wrangler ${args.join(" ")} failed with exit code ${result.status}`);
  }
  return result.stdout ?? "";
}

/** --name value flags of a script's command line. */
export function flag(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
