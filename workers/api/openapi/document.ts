import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { ACCOUNT_OPERATIONS } from "./operations-accounts";
import { ADMIN_OPERATIONS } from "./operations-admin";
import { EVENT_OPERATIONS } from "./operations-events";
import { ORGANIZE_OPERATIONS } from "./operations-organize";
import { SITE_OPERATIONS } from "./operations-site";
import type { Answer, AnswerType, Limit, Operation } from "./operation";
import { NAMED_SCHEMAS, SHAPE_NOTES } from "./shapes";

/** Every operation of /api/v1, in the order of the reference page. */
export const OPERATIONS: Operation[] = [...EVENT_OPERATIONS, ...ORGANIZE_OPERATIONS, ...ACCOUNT_OPERATIONS, ...SITE_OPERATIONS, ...ADMIN_OPERATIONS];

type Json = Record<string, unknown>;

/**
 * Requests are described as the client sends them (`typeMode: "input"`: a query's "true" before it becomes a
 * boolean), and answers as the browser's schemas read them. Rules JSON Schema cannot say (a date of the calendar,
 * a password not on the common list) are left out: the server still applies them (docs/decisions/026-openapi-from-schemas.md).
 */
const CONVERSION = { target: "draft-2020-12", typeMode: "input", errorMode: "ignore" } as const;

/** JSON Schema's local references (`#/$defs/Name`) as the document's (`#/components/schemas/Name`). */
function inComponents<T>(json: T): T {
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as T;
}

/** Converts valibot schemas, gathering the named ones (NAMED_SCHEMAS, with their SHAPE_NOTES) for components.schemas. */
function converter() {
  const definitions: Record<string, Json> = {};
  const convert = (schema: v.GenericSchema): Json => {
    const { $schema: _, $defs, ...json } = toJsonSchema(schema, { ...CONVERSION, definitions: NAMED_SCHEMAS });
    for (const [name, definition] of Object.entries(inComponents($defs ?? {}))) {
      const note = SHAPE_NOTES[name as keyof typeof NAMED_SCHEMAS];
      if (typeof definition === "object") definitions[name] = note ? { ...definition, description: note } : { ...definition };
    }
    return inComponents(json);
  };
  return { convert, definitions };
}

const ERROR_SCHEMA = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "object", required: ["code", "message"], properties: { code: { type: "string" }, message: { type: "string" } } },
  },
};

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "No session, or the session has ended",
  403: "Refused",
  404: "Not found, or not visible to the caller",
  409: "Conflict with the current state",
  412: "Changed since the version in If-Match",
  413: "Body too large",
  429: "Too many requests (see Retry-After)",
  500: "Unexpected error: the message names the request id of the server's log",
  502: "An upstream service is unavailable",
  503: "The database is busy (see Retry-After): nothing was written",
};

const WRITE_METHODS = new Set(["post", "put", "delete"]);

/** The error codes an operation may answer, by status: its own and those of the API's common checks. */
function errorCodes(operation: Operation): Map<number, Set<string>> {
  const codes = new Map<number, Set<string>>();
  const add = (status: number, ...list: string[]) => {
    const set = codes.get(status) ?? new Set<string>();
    for (const code of list) set.add(code);
    codes.set(status, set);
  };
  if (operation.query) add(400, "invalid_parameter");
  if (operation.body === "multipart") add(400, "invalid_body");
  else if (operation.body) {
    add(400, "invalid_json", "invalid_body");
    add(413, "payload_too_large");
  }
  if (operation.auth === "user" || operation.auth === "admin") add(401, "unauthorized");
  // A personal API token outside its scopes (or on any route without one) is refused.
  if (operation.auth === "user" || operation.auth === "admin") add(403, "token_scope");
  if (operation.auth === "admin") add(403, "email_not_confirmed", "forbidden");
  if (WRITE_METHODS.has(operation.method)) add(403, "forbidden_origin");
  if (operation.limits) add(429, "rate_limited");
  for (const [status, list] of Object.entries(operation.errors ?? {})) add(Number(status), ...list);
  add(500, "internal_error");
  add(503, "database_busy");
  return new Map([...codes].sort(([a], [b]) => a - b));
}

function errorAnswer(status: number, codes: Set<string>): Json {
  const schema = {
    allOf: [{ $ref: "#/components/schemas/Error" }, { properties: { error: { properties: { code: { enum: [...codes] } } } } }],
  };
  const retry = status === 429 || status === 503 ? { headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } } } : {};
  return {
    description: `${STATUS_TEXT[status] ?? "Error"}: ${[...codes].map((code) => `\`${code}\``).join(", ")}.`,
    ...retry,
    content: { "application/json": { schema } },
  };
}

const FILE_TYPES: Record<Exclude<AnswerType, "json" | "empty" | "redirect">, string[]> = {
  csv: ["text/csv"],
  calendar: ["text/calendar"],
  image: ["image/png", "image/svg+xml"],
  html: ["text/html"],
  javascript: ["text/javascript"],
};

function frenchAndEnglish(fr: unknown, en: unknown): Json {
  return { examples: { fr: { summary: "En français", value: fr }, en: { summary: "In English", value: en } } };
}

function successAnswer(answer: Answer, convert: (schema: v.GenericSchema) => Json): Json {
  const type = answer.type ?? "json";
  if (type === "empty") return { description: answer.description };
  if (type === "redirect") return { description: answer.description, headers: { Location: { schema: { type: "string" } } } };
  if (type !== "json") {
    return { description: answer.description, content: Object.fromEntries(FILE_TYPES[type].map((media) => [media, { schema: { type: "string" } }])) };
  }
  const schema = answer.schema ? convert(answer.schema) : { type: "object", description: "Not yet described field by field." };
  const examples = answer.examples ? frenchAndEnglish(answer.examples.fr, answer.examples.en) : {};
  return { description: answer.description, content: { "application/json": { schema, ...examples } } };
}

const MINUTE = 60;
function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? "hour" : `${seconds / 3600} hours`;
  return `${seconds / MINUTE} minutes`;
}

function limitsText(limits: Limit[]): string {
  return limits.map((limit) => `${limit.limit} per ${windowText(limit.windowSeconds)} per ${limit.per}`).join("; ");
}

const SECURITY = {
  none: [],
  optional: [{}, { bearerAuth: [] }, { sessionCookie: [] }],
  user: [{ bearerAuth: [] }, { sessionCookie: [] }],
  admin: [{ bearerAuth: [] }, { sessionCookie: [] }],
};

function parameters(operation: Operation, convert: (schema: v.GenericSchema) => Json): Json[] {
  const path = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => {
    const schema = operation.params?.[name];
    return { name, in: "path", required: true, schema: schema ? convert(schema) : { type: "string" } };
  });
  if (!operation.query) return path;
  const query = convert(operation.query) as { properties?: Record<string, Json>; required?: string[] };
  const names = Object.entries(query.properties ?? {});
  return [...path, ...names.map(([name, schema]) => ({ name, in: "query", required: query.required?.includes(name) ?? false, schema }))];
}

function requestBody(operation: Operation, convert: (schema: v.GenericSchema) => Json): Json | undefined {
  if (!operation.body) return undefined;
  if (operation.body === "multipart") {
    const file = { type: "string", contentMediaType: "application/octet-stream" };
    const fields = operation.multipartFields ? (convert(operation.multipartFields) as { required?: string[]; properties?: Record<string, Json> }) : {};
    const schema = { type: "object", required: ["file", ...(fields.required ?? [])], properties: { file, ...fields.properties } };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  const schema = convert(operation.body);
  const examples = operation.bodyExamples ? frenchAndEnglish(operation.bodyExamples.fr, operation.bodyExamples.en) : {};
  return { required: !operation.bodyOptional, content: { "application/json": { schema, ...examples } } };
}

function describe(operation: Operation, convert: (schema: v.GenericSchema) => Json): Json {
  const admins = operation.auth === "admin" ? "Admins only (never with a personal API token)." : "";
  const token = operation.tokenScope ? `A personal API token holding \`${operation.tokenScope}\` may call it too.` : "";
  const limits = operation.limits ? `Rate limit: ${limitsText(operation.limits)}.` : "";
  const description = [operation.description ?? "", admins, token, limits].filter(Boolean).join("\n\n");
  const answers = Object.fromEntries(operation.answers.map((answer) => [String(answer.status), successAnswer(answer, convert)]));
  const errors = Object.fromEntries([...errorCodes(operation)].map(([status, codes]) => [String(status), errorAnswer(status, codes)]));
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    ...(description ? { description } : {}),
    security: operation.tokenScope ? [...SECURITY[operation.auth], { apiToken: [operation.tokenScope] }] : SECURITY[operation.auth],
    parameters: parameters(operation, convert),
    ...(operation.body ? { requestBody: requestBody(operation, convert) } : {}),
    responses: { ...answers, ...errors },
    ...(operation.limits ? { "x-rate-limits": operation.limits } : {}),
  };
}

const INTRODUCTION = [
  "The API of Rendez-vous, under `/api/v1`. Every answer is JSON unless told otherwise; every error is `{error: {code, message}}` with a stable `code`.",
  "A caller is authenticated by `Authorization: Bearer <token>` (the token of POST /auth/local) or by the session cookies a browser gets when logging in. A write without a Bearer token must come from this site's origin (else 403 `forbidden_origin`).",
  "An organizer's scripts may use a personal API token instead (`Authorization: Bearer rdv_…`, made on /organize/api or by POST /users/me/tokens): it calls the operations that name its scope (`events:read`, `attendees:manage`) as its owner, 120 calls a minute per token, and any other operation answers 403 `token_scope`, admin operations included.",
  "L'API de Rendez-vous, sous `/api/v1` : des réponses en JSON, des erreurs `{error: {code, message}}` au `code` stable, une authentification par jeton Bearer ou par les cookies de session.",
].join("\n\n");

/** The OpenAPI 3.1 description of /api/v1, built from OPERATIONS (docs/decisions/026-openapi-from-schemas.md). */
export function buildOpenApiDocument(): Json {
  const { convert, definitions } = converter();
  const paths: Record<string, Json> = {};
  for (const operation of OPERATIONS) paths[operation.path] = { ...paths[operation.path], [operation.method]: describe(operation, convert) };
  return {
    openapi: "3.1.0",
    info: { title: "Rendez-vous API", version: "1", description: INTRODUCTION },
    servers: [{ url: "/api/v1" }],
    tags: [...new Set(OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA, ...definitions },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The `token` of POST /auth/local, /auth/local/token or /users/register/events.",
        },
        apiToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "rdv_…",
          description: "A personal API token (POST /users/me/tokens): its owner's rights within its scopes, `events:read` and `attendees:manage`.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "token",
          description: "The browser's session cookie (`__Host-token` over HTTPS), renewed from the `refresh` cookie when it expires.",
        },
      },
    },
  };
}
