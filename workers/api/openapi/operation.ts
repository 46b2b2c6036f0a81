import type * as v from "valibot";
import type { ApiTokenScope } from "~/features/organize/api-tokens.schema";
import type { RateLimit } from "~/features/rate-limit/rate-limit.server";

/**
 * Who may call an operation: anyone; anyone, answered differently with a session; a session user (Bearer token
 * or session cookie); an admin (docs/architecture.md §5).
 */
export type Auth = "none" | "optional" | "user" | "admin";

/** What a successful answer carries: JSON (the default), a file of another type, nothing (204) or a redirect. */
export type AnswerType = "json" | "csv" | "calendar" | "image" | "html" | "javascript" | "empty" | "redirect";

/** The same example in both languages the site is first written in: French, then English. */
export type Examples = { fr: unknown; en: unknown };

export type Answer = {
  status: number;
  description: string;
  /** The JSON answer's schema; left out, the answer is described as a JSON object only. */
  schema?: v.GenericSchema;
  /** Answers to show, one written in French and one in English. */
  examples?: Examples;
  type?: AnswerType;
};

/** A budget of the rate limiter (app/features/rate-limit/rate-limit.server.ts) and whose it is. */
export type Limit = RateLimit & { per: "client address" | "user" | "email address" | "event" | "admin" | "visitor" };

/**
 * One operation of /api/v1 as the OpenAPI description tells it (docs/decisions/026-openapi-from-schemas.md): its
 * request schemas are the valibot schemas its handler parses with, its answers the schemas its clients check.
 * The common refusals (bad JSON, no session, cross-origin write, rate limit, busy database) are added from
 * `auth`, `body`, `query` and `limits`; `errors` lists the operation's own codes by status.
 */
export type Operation = {
  method: "get" | "post" | "put" | "delete";
  /** Below /api/v1, with OpenAPI's `{name}` for Hono's `:name`. */
  path: string;
  id: string;
  tag: string;
  summary: string;
  description?: string;
  auth: Auth;
  /** A personal API token holding this scope may call it too (docs/security.md "API tokens"); no other may. */
  tokenScope?: ApiTokenScope;
  /** Schemas of path parameters; a parameter not named here is a string. */
  params?: Record<string, v.GenericSchema>;
  /** The query's object schema (or a pipe that starts with one), as parseQuery reads it: every value a string. */
  query?: v.GenericSchema;
  /** The JSON body's schema, as parseBody reads it; "multipart" for an image in the field `file`. */
  body?: v.GenericSchema | "multipart";
  /** With a "multipart" body: the schema of its text fields beside `file`, as parseFields reads them. */
  multipartFields?: v.GenericSchema;
  /** The body may be left out (then read as `{}`). */
  bodyOptional?: boolean;
  /** Bodies to show, one written in French and one in English. */
  bodyExamples?: Examples;
  answers: Answer[];
  errors?: Record<number, string[]>;
  limits?: Limit[];
};
