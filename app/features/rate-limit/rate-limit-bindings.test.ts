import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { unstable_readConfig as readConfig } from "wrangler";
import { RATE_LIMIT_BINDINGS, RATE_LIMITS } from "./rate-limit.server";

const CONFIG = fileURLToPath(new URL("../../../wrangler.jsonc", import.meta.url));

test("each per-minute limit the Rate Limiting API counts is declared in production with the same limit over 60 s, and not locally", () => {
  const production = readConfig({ config: CONFIG, env: "production" });
  const local = readConfig({ config: CONFIG });
  for (const [action, name] of Object.entries(RATE_LIMIT_BINDINGS)) {
    const rule = RATE_LIMITS[action as keyof typeof RATE_LIMIT_BINDINGS];
    expect([action, rule.windowSeconds]).toEqual([action, 60]);
    expect(production.ratelimits.find((entry: { name: string; simple?: unknown }) => entry.name === name)?.simple).toEqual({ limit: rule.limit, period: 60 });
    expect(local.ratelimits.map((entry: { name: string; simple?: unknown }) => entry.name)).not.toContain(name);
  }
});
