import Ajv2020 from "ajv/dist/2020";
import { api } from "../../workers/api/app";
import { apiCall, type CallOptions } from "./api-call";

type Json = Record<string, unknown>;
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }> }> }>>;
  components: { schemas: Record<string, Json> };
};

/** Formats (email, uri…) are the server's rules, not the answers' shape. */
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

/** The description as the Worker serves it (GET /api/v1/openapi.json), read once per test file. */
let described: Promise<Document> | null = null;
export function describedApi(): Promise<Document> {
  described ??= apiCall("GET", "/openapi.json").then((response) => response.json() as Promise<Document>);
  return described;
}

/** Hono's `/events/:id` and `/calendar/:file{[^/]+\.ics}` as OpenAPI's `/events/{id}`, without a trailing slash. */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}").replace(/(.)\/$/, "$1");
}

/** Every route registered in the API app (workers/api/app.ts and its sub-apps), as "METHOD /path", middlewares left out. */
export function registeredRoutes(): string[] {
  const routes = api.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${openApiPath(route.path)}`);
  return [...new Set(routes)].sort();
}

/** Every operation of the description, as "METHOD /path". */
export function describedRoutes(document: Document): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** The described path template a concrete path matches, literal segments first (`/events/organized` before `/events/{id}`). */
function templateOf(document: Document, method: string, path: string): string | undefined {
  const templates = Object.keys(document.paths)
    .filter((template) => document.paths[template]?.[method] !== undefined)
    .sort((a, b) => a.split("{").length - b.split("{").length);
  return templates.find((template) => new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`).test(path));
}

/** A schema with its `#/components/schemas/…` references replaced by what they name (the shared schemas are not recursive). */
function resolved(node: unknown, schemas: Record<string, Json>): unknown {
  if (Array.isArray(node)) return node.map((item) => resolved(item, schemas));
  if (typeof node !== "object" || node === null) return node;
  const { $ref, ...rest } = node as Json;
  const entries = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolved(value, schemas)]));
  if (typeof $ref !== "string") return entries;
  return { ...(resolved(schemas[$ref.replace("#/components/schemas/", "")], schemas) as Json), ...entries };
}

/**
 * The problems of an answer against the description: its path and method must be described, its status among the
 * operation's answers, and a JSON body must match that answer's schema. Empty when the answer is as described.
 */
export async function answerProblems(method: string, path: string, status: number, body: unknown): Promise<string[]> {
  const document = await describedApi();
  const lower = method.toLowerCase();
  const template = templateOf(document, lower, new URL(path, "http://localhost").pathname);
  if (!template) return [`${method} ${path} is not described`];
  const answer = document.paths[template]?.[lower]?.responses[String(status)];
  if (!answer) return [`${method} ${template} does not describe status ${status}`];
  const schema = answer.content?.["application/json"]?.schema;
  if (!schema) return body === null ? [] : [`${method} ${template} ${status} describes no JSON body`];
  const validate = ajv.compile(resolved(schema, document.components.schemas) as Json);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${method} ${template} ${status}: ${error.instancePath || "/"} ${error.message ?? ""}`);
}

/**
 * An API call (apiCall's options) whose answer must be as described: its status and JSON body, once checked. Any
 * Worker test may call the API through it to check its answers against the description as well.
 */
export async function describedJson(method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: unknown; problems: string[] }> {
  const response = await apiCall(method, path, options);
  const text = await response.text();
  const body: unknown = text && (response.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : null;
  return { status: response.status, body, problems: await answerProblems(method, path, response.status, body) };
}
