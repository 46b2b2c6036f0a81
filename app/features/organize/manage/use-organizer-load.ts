import { useCallback, useEffect, useState } from "react";
import type { ApiClient } from "~/lib/api-client";
import { errorCode, useApi } from "~/lib/use-remote";

export type OrganizerLoad<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed"; code: string };

/**
 * Data of an organizer page, loaded after hydration with the session cookies. Unlike the account pages'
 * loads, a failure keeps the API's error code: a refusal (403) or an unknown event (404) is said as such.
 * `load` must be stable (useCallback).
 */
export function useOrganizerLoad<T>(load: (api: ApiClient, signal: AbortSignal) => Promise<T>) {
  const api = useApi();
  const [state, setState] = useState<OrganizerLoad<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(api, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "failed", code: errorCode(error) });
      },
    );
    return () => controller.abort();
  }, [api, load, attempt]);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === "ready" ? { status: "ready", data: change(current.data) } : current));
  }, []);
  /** Loads again; the data shown stays until the new answer (no flash of "loading"). */
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, update, reload };
}
