// The settings the deploy would send, checked by the Worker's own guard (getEnv in app/env.server.ts, which
// workers/config-guard.ts runs on every request): the deploy refuses what the site would refuse with 503
// (docs/decisions/010, docs/decisions/025-one-command-deploy.md).
import { randomBytes } from "node:crypto";

/**
 * @typedef {(settings: Record<string, string>) => { problems: string[], local: boolean }} SettingsGuard
 */

/**
 * The guard of app/env.server.ts as a function of plain settings: its problems, none when the site would serve.
 * @param {{ getEnv: (env: Record<string, string>) => { local: boolean }, ConfigError: new (...args: never[]) => Error & { problems: readonly string[] } }} envModule
 * @returns {SettingsGuard}
 */
export function settingsGuardOf({ getEnv, ConfigError }) {
  return (settings) => {
    try {
      return { problems: [], local: getEnv(settings).local };
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return { problems: [...error.problems], local: false };
    }
  };
}

// Reserved for documentation and tests (RFC 2606, RFC 6761): a production origin still left at an example.
const RESERVED_HOST = /(^|\.)(example(\.(com|net|org))?|test|invalid)$/;

/** Whether a URL's host is one of the names reserved for examples, which no visitor can reach. */
export function isExampleOrigin(url) {
  return URL.canParse(url) && RESERVED_HOST.test(new URL(url).hostname);
}

/**
 * Checks the vars and secrets the deploy would send. A secret's value is known only when the deploy uploads it
 * (`--secrets-file`); one already on the account is known by its name, and stands in for the guard as a random
 * value, so only its presence is checked (the Worker checks its value on every request).
 * @param {{
 *   vars: Record<string, unknown>,
 *   secretNames: readonly string[],
 *   provided: Record<string, string>,
 *   onAccount: readonly string[] | null,
 *   guard: SettingsGuard,
 * }} input `onAccount` is null when the account cannot be asked (--dry-run): every secret is then taken as set.
 * @returns {{ problems: string[], required: string[], origin: string }}
 */
export function checkSettings({ vars, secretNames, provided, onAccount, guard }) {
  const problems = [];
  const settings = Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, String(value)]));
  for (const name of secretNames) {
    if (settings[name]) problems.push(`${name} is a secret: it must not be in the deploy config's vars (wrangler secret put ${name}).`);
    delete settings[name];
    if (provided[name] !== undefined) settings[name] = provided[name];
    else if (onAccount === null || onAccount.includes(name)) settings[name] = randomBytes(32).toString("hex");
  }
  const verdict = guard(settings);
  problems.push(...verdict.problems);
  if (verdict.local)
    problems.push(`SITE_URL ${settings.SITE_URL ?? "(unset)"} is a loopback address: the Worker would take the deployed site for a local one.`);
  // The secrets without which the guard refuses: asked of the guard, not listed here a second time.
  const required =
    verdict.problems.length === 0
      ? secretNames.filter((name) => {
          if (!(name in settings)) return false;
          return guard(Object.fromEntries(Object.entries(settings).filter(([key]) => key !== name))).problems.length > 0;
        })
      : [];
  return { problems, required, origin: settings.SITE_URL ?? "" };
}
