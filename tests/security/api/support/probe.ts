import type { RawBody } from "./corpus";
import { callWorker } from "./call-worker";
import { changeMark, changesSince, garbageIn, watchTables } from "./tables";

/** One request of a probe. `path` is the whole path (`/api/v1/…`), query included. */
export type Attempt = { label: string; method: string; path: string; headers?: Record<string, string>; body?: RawBody };

/** What a request did: its answer, and what it changed in the tables of record. */
export type Outcome = {
  status: number;
  text: string;
  contentType: string;
  /** Tables whose rows changed. */
  changed: string[];
  /** Stored cells holding control, bidi or broken characters, among the rows the request added or changed. */
  garbage: string[];
};

/**
 * A series of requests, one at a time, each change of the tables of record put down to the request that made
 * it (tables.ts keeps the log).
 */
export async function startProbe() {
  await watchTables();
  let mark = await changeMark();
  return async function send(attempt: Attempt): Promise<Outcome> {
    const headers: Record<string, string> = { ...attempt.headers };
    if (attempt.body) headers["Content-Type"] = attempt.body.contentType;
    const response = await callWorker(attempt.path, { method: attempt.method, headers, body: attempt.body?.text });
    const text = await response.text();
    const changes = await changesSince(mark);
    mark = changes.mark;
    return {
      status: response.status,
      text,
      contentType: response.headers.get("Content-Type") ?? "",
      changed: changes.tables,
      garbage: garbageIn(changes.rows),
    };
  };
}

const ErrorShape = (text: string) => {
  try {
    const body: unknown = JSON.parse(text);
    if (body === null || typeof body !== "object" || !("error" in body)) return false;
    const error: unknown = body.error;
    return (
      error !== null &&
      typeof error === "object" &&
      "code" in error &&
      "message" in error &&
      typeof error.code === "string" &&
      typeof error.message === "string"
    );
  } catch {
    return false;
  }
};

/** Whether an answer is the API's error shape `{error: {code, message}}` in JSON. */
export function isErrorShape(outcome: Pick<Outcome, "text" | "contentType">): boolean {
  return outcome.contentType.startsWith("application/json") && ErrorShape(outcome.text);
}

/** The answer in a line: status, then the start of the body. */
export function describe(outcome: Outcome): string {
  return `${outcome.status} ${outcome.text.slice(0, 140).replace(/\s+/g, " ")}`;
}

/** Paths whose every error is the JSON error shape: the API and uploads (docs/security.md "Validation"). */
const JSON_ERRORS = /^\/(api|uploads)\//;
/** The social login's popup page: HTML on purpose, the popup shows the failure to the person logging in. */
const HTML_ON_PURPOSE = /^\/api\/v1\/auth\/[^/]+\/callback(\?|$)/;

/**
 * The rules every answer keeps (docs/security.md "Validation"): never a 5xx; a 4xx changes no stored row and,
 * under /api/ and /uploads/, is `{error: {code, message}}`; an accepted request stores no
 * control, bidi or broken characters. Returns the broken rules, one line each.
 */
export function basicProblems(attempt: Attempt, outcome: Outcome): string[] {
  const where = `${attempt.label}: ${attempt.method} ${attempt.path.slice(0, 120)}`;
  const problems: string[] = [];
  if (outcome.status >= 500) problems.push(`${where} answered ${describe(outcome)}`);
  if (outcome.status >= 400 && outcome.status < 500) {
    if (JSON_ERRORS.test(attempt.path) && !HTML_ON_PURPOSE.test(attempt.path) && !isErrorShape(outcome))
      problems.push(`${where} answered ${outcome.status} without the JSON error shape: ${outcome.text.slice(0, 100)}`);
    if (outcome.changed.length > 0) problems.push(`${where} was refused (${outcome.status}) but changed ${outcome.changed.join(", ")}`);
  }
  for (const cell of outcome.garbage) problems.push(`${where} stored garbage: ${cell}`);
  return problems;
}
