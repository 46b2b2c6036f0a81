import type { Context } from "hono";
import * as v from "valibot";
import { CATALOGUES } from "~/i18n/catalogues";
import { formMessageOf } from "~/lib/form-rules";
import { apiError } from "./errors";

/** The English text of a form rule's message (app/lib/form-rules.ts), else the message itself. */
function ruleText(message: string): string {
  const rule = formMessageOf(message);
  return rule ? CATALOGUES.en[rule] : message;
}

/** Parses the query string with a valibot schema; a bad parameter answers 400 naming it. */
export function parseQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, c.req.query());
  if (result.success) return result.output;
  const issue = result.issues[0];
  const name = issue.path?.map((item) => String(item.key)).join(".") ?? "query";
  throw apiError(400, "invalid_parameter", `Invalid query parameter "${name}": ${ruleText(issue.message)}`);
}

/** A JSON object, the only body the API takes: an array, a string or a number where fields are expected is a client bug. */
function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * Parses a JSON body with a valibot schema: bad JSON, a body that is not an object, or a bad field answers
 * 400. The body's size was checked before (workers/body-limit.ts).
 */
export async function parseBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    // Bytes that are not UTF-8 are refused, not replaced by U+FFFD and stored.
    body = JSON.parse(UTF8.decode(await c.req.arrayBuffer()));
  } catch {
    throw apiError(400, "invalid_json", "The request body must be valid JSON in UTF-8.");
  }
  if (!isJsonObject(body)) throw apiError(400, "invalid_body", "The request body must be a JSON object ({…}).");
  return parseFields(schema, body);
}

/** Checks a body's fields (JSON, or a multipart form's text fields) with a valibot schema: a bad one answers 400 naming it. */
export function parseFields<TSchema extends v.GenericSchema>(schema: TSchema, fields: Record<string, unknown>): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, fields);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw invalidField(issue.path?.map((item) => String(item.key)).join(".") ?? "body", issue.message);
}

/** 400 `invalid_body` naming the field `name` of the body and what its rule (`message`, a form rule's id) says. */
export function invalidField(name: string, message: string) {
  return apiError(400, "invalid_body", `Invalid field "${name}": ${ruleText(message)}`);
}
