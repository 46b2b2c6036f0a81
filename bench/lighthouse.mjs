// Lighthouse 12.8 (kept out of package.json: it is installed once into bench/.tools) against Debian's Chromium.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { BENCH, median, output, run } from "./lib.mjs";

const VERSION = "12.8.2";
const TOOLS = join(BENCH, ".tools");
const CLI = join(TOOLS, "node_modules/lighthouse/cli/index.js");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

export function ensureLighthouse() {
  const pkg = join(TOOLS, "node_modules/lighthouse/package.json");
  if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).version === VERSION) return;
  console.log(`Installing lighthouse@${VERSION} into bench/.tools (once)…`);
  run("npm", ["install", "--prefix", TOOLS, "--no-save", "--no-audit", "--no-fund", `lighthouse@${VERSION}`]);
  if (!existsSync(CHROME)) throw new Error(`${CHROME} is missing: apt-get install -y chromium (or set CHROME_PATH)`);
}

/** The browser Lighthouse drives, as it names itself ("Chromium 156.0.8078.108 …"): its paint scheduling moves the scores. */
export function browserVersion() {
  return output(CHROME, ["--version"]);
}

/** One mobile run (Lighthouse's default form factor and simulated throttling): the figures the bench reports. */
function once(url, index) {
  const out = join(BENCH, `.state/lighthouse-${index}.json`);
  rmSync(out, { force: true });
  run(
    process.execPath,
    [
      CLI,
      url,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      "--form-factor=mobile",
      "--screenEmulation.mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${FLAGS}`,
      "--max-wait-for-load=45000",
    ],
    { env: { CHROME_PATH: CHROME }, capture: true },
  );
  const lhr = JSON.parse(readFileSync(out, "utf8"));
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const transfer = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    fcp: audit("first-contentful-paint"),
    totalBytes: audit("total-byte-weight") ?? transfer(requests),
    jsBytes: transfer(requests.filter((item) => item.resourceType === "Script")),
    failed: [
      ...["accessibility", "seo", "best-practices"].flatMap((cat) =>
        (lhr.categories[cat]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
          .map((ref) => `${cat}:${ref.id}`),
      ),
    ],
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

/** Median of `runs` runs of each figure; the failing audits of the median-performance run are kept to explain misses. */
export function lighthouse(url, runs, index) {
  const results = [];
  const errors = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(once(url, `${index}-${i}`));
    } catch (error) {
      console.warn(`  lighthouse run ${i + 1} on ${url} failed: ${error.message.split("\n")[0]}`);
      errors.push(error.message.split("\n")[0]);
    }
  }
  if (!results.length) return { runs: 0, errors, failedAudits: [], all: [] };
  const pick = (key) => median(results.map((r) => r[key]));
  const byPerf = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return {
    runs: results.length,
    errors,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    fcp: pick("fcp"),
    totalBytes: pick("totalBytes"),
    jsBytes: pick("jsBytes"),
    failedAudits: byPerf[Math.floor(byPerf.length / 2)].failed,
    all: results.map((r) => Object.fromEntries(Object.entries(r).filter(([key]) => key !== "failed"))),
  };
}
