import { useCallback, useEffect, useState } from "react";
import * as v from "valibot";
import { useRootData } from "~/lib/root-data";

/** A finished admin call: its status and JSON body (null when there is none or it is not JSON). */
export type AdminAnswer = { ok: boolean; status: number; body: unknown };

const ErrorCode = v.object({ error: v.object({ code: v.string() }) });

/** The API's error code of a failed answer, else "network" (no answer) or "http_<status>". */
export function codeOf(answer: AdminAnswer): string {
  if (answer.status === 0) return "network";
  const parsed = v.safeParse(ErrorCode, answer.body);
  return parsed.success ? parsed.output.error.code : `http_${answer.status}`;
}

/**
 * The admin page's calls to /api/v1/admin: same origin, the session cookies, JSON both ways, and the whole
 * error body kept (a content refusal lists its problems, which the editor shows beside the JSON). Loaded
 * after hydration only: the page itself is the same anonymous shell for everyone (docs/architecture.md §5).
 */
export function useAdminApi() {
  const base = `${useRootData().config.apiBase.replace(/\/+$/, "")}/admin`;
  return useCallback(
    async (method: string, path: string, body?: unknown, { signal, ifMatch }: { signal?: AbortSignal; ifMatch?: number } = {}): Promise<AdminAnswer> => {
      try {
        const headers: Record<string, string> = { Accept: "application/json" };
        // A form (an image with its fields) goes as multipart, with the boundary the browser writes.
        const form = body instanceof FormData;
        if (body !== undefined && !form) headers["Content-Type"] = "application/json";
        // The version the write is based on: refused (412) when the record was written since (another tab).
        if (ifMatch !== undefined) headers["If-Match"] = `"${ifMatch}"`;
        const response = await fetch(`${base}${path}`, {
          method,
          credentials: "same-origin",
          headers,
          body: body === undefined ? undefined : form ? body : JSON.stringify(body),
          signal,
        });
        const text = await response.text();
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = null;
        }
        return { ok: response.ok, status: response.status, body: parsed };
      } catch (error) {
        if (signal?.aborted) throw error;
        return { ok: false, status: 0, body: null };
      }
    },
    [base],
  );
}

export type AdminLoad<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed"; code: string };

/** GET `path` after hydration, its answer parsed with `schema`; `reload` asks again (the data shown stays meanwhile). */
export function useAdminLoad<TSchema extends v.GenericSchema>(path: string | null, schema: TSchema) {
  const call = useAdminApi();
  const [state, setState] = useState<AdminLoad<v.InferOutput<TSchema>>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    call("GET", path, undefined, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const parsed = answer.ok ? v.safeParse(schema, answer.body) : null;
        setState(parsed?.success ? { status: "ready", data: parsed.output } : { status: "failed", code: answer.ok ? "bad_answer" : codeOf(answer) });
      },
      () => {},
    );
    return () => controller.abort();
  }, [call, path, schema, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
