import { setTimeout as sleep } from "node:timers/promises";
import type { Page, Request } from "@playwright/test";
import { expect, waitForHydration } from "../../e2e/fixtures";

/**
 * What a page did with the payloads it showed: calls of `__xss`, CSP violations, injected markup; and its
 * requests under way (`pending`), so a visit knows when the data loaded after hydration has come.
 */
export type Findings = { executed: string[]; violations: string[]; pending: Set<Request> };

/**
 * Arms `page`: `__xss(n)` records a payload that ran (in any frame), and every CSP violation the browser
 * reports (`securitypolicyviolation`) is recorded with its directive and source. Call before the first visit.
 */
export async function watchForXss(page: Page): Promise<Findings> {
  const findings: Findings = { executed: [], violations: [], pending: new Set() };
  page.on("request", (request) => findings.pending.add(request));
  page.on("requestfinished", (request) => findings.pending.delete(request));
  page.on("requestfailed", (request) => findings.pending.delete(request));
  await page.exposeFunction("__xss", (n: unknown) => {
    findings.executed.push(`payload ${String(n)} ran on ${page.url()}`);
  });
  await page.exposeFunction("__cspViolation", (text: unknown) => {
    findings.violations.push(`${String(text)} on ${page.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report: unknown = Reflect.get(window, "__cspViolation");
      if (typeof report === "function") report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  page.on("dialog", (dialog) => {
    findings.executed.push(`a dialog opened on ${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return findings;
}

/**
 * Elements a payload put in the page: its `xss-n` ids, event-handler attributes calling `__xss`, and attributes
 * holding a script-bearing URL or a srcdoc. Text that shows a payload escaped is no finding.
 */
export async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl = /^\s*(javascript|vbscript|data:text\/html)/i;
    for (const element of Array.from(document.querySelectorAll("*"))) {
      if (element.id.startsWith("xss-")) found.push(`<${element.localName} id=${element.id}>`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith("on") && attribute.value.includes("__xss")) found.push(`<${element.localName} ${name}>`);
        if (["href", "src", "action", "formaction", "data", "xlink:href", "srcdoc"].includes(name) && (scriptUrl.test(attribute.value) || name === "srcdoc")) {
          found.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
        }
      }
    }
    return found;
  });
}

/** How long a page stays without a request under way before its data counts as loaded. */
const QUIET_MS = 100;

/**
 * Resolves once the watched page has had no request under way for QUIET_MS: what Playwright's `networkidle` waits for,
 * with a quiet of 100 ms instead of 500 (a fetch that follows another starts within milliseconds, a render
 * within a few dozen; the 150 visits of the probes spent over a minute idle at 500 ms).
 */
async function settled(findings: Findings) {
  let quietSince = Date.now();
  for (;;) {
    if (findings.pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await sleep(25);
  }
}

/**
 * Visits `path` as the page's browser context is logged in, waits for hydration and for the data loaded after
 * it, and adds to `problems` what the payloads did there.
 */
export async function visit(page: Page, findings: Findings, path: string, problems: string[]) {
  const response = await page.goto(path);
  expect(response?.status() ?? 0, path).toBeLessThan(500);
  if ((response?.headers()["content-type"] ?? "").includes("text/html") && !path.startsWith("/dev/") && !path.startsWith("/iframe/"))
    await waitForHydration(page);
  await settled(findings);
  problems.push(...(await injectedMarkup(page)).map((markup) => `${path}: injected ${markup}`));
  problems.push(...findings.executed.splice(0), ...findings.violations.splice(0));
}
