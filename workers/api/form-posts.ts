import type { Context } from "hono";
import * as v from "valibot";

/**
 * Pages post their forms to the API (docs/decisions/008). With JavaScript the browser sends JSON; without
 * it a form posts `application/x-www-form-urlencoded`, and the API answers with a 303 back to a page of
 * ours, which shows the outcome from its query string.
 */
export function isFormPost(c: Context): boolean {
  return (c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded");
}

/** The string fields of a posted form. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

const LocalPath = v.pipe(v.string(), v.regex(/^\/(?![/\\])[^\s]*$/));

/** A page of ours to go back to: a local path (never `//host` or `/\host`), else `fallback`. */
export function localPath(value: string | undefined, fallback: string): string {
  return v.is(LocalPath, value) ? value : fallback;
}

/** 303 to `path` with `params` added to its query string (the page reads them). */
export function redirectBack(c: Context, path: string, params: Record<string, string>) {
  const url = new URL(path, "http://local");
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return c.redirect(`${url.pathname}${url.search}`, 303);
}
