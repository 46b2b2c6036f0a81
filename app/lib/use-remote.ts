import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, type ApiClient } from "~/lib/api-client";
import { browserApi } from "~/lib/api";
import { useRootData } from "~/lib/root-data";

/*
 * How the account and email-link pages handle personal data: the server renders the same shell for
 * everyone (heading, navigation, a loading line) and never reads the session, so the HTML holds nothing
 * personal and may be cached like any anonymous page. Once hydrated, the page calls the API with
 * `browserApi` (session cookies, answers `private, no-store`). Email-link tokens are likewise sent to
 * the API from the browser only, so a server render never spends a single-use token.
 */

export function useApi(): ApiClient {
  return browserApi(useRootData().config.apiBase);
}

type Remote<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed" };

/**
 * Data loaded after hydration, once `enabled`; `load` must be stable (useCallback). `update` changes the
 * loaded data in place (after an unattend, say); `retry` loads again.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, enabled: boolean) {
  const [remote, setRemote] = useState<Remote<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setRemote({ status: "ready", data });
      },
      () => {
        if (!controller.signal.aborted) setRemote({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [load, enabled, attempt]);
  const update = useCallback((change: (data: T) => T) => {
    setRemote((current) => (current.status === "ready" ? { status: "ready", data: change(current.data) } : current));
  }, []);
  const retry = useCallback(() => {
    setRemote({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  return { remote, update, retry };
}

type Outcome<T> = { status: "pending" } | { status: "done"; value: T } | { status: "failed"; code: string };

/** The error code of a failed call: the API's `error.code`, else "network". */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : "network";
}

/**
 * Runs `run(key)` once per key after hydration (one call even when React runs effects twice): single-use
 * email tokens, logout. A null key means there is nothing to run. `run` must be stable.
 */
export function useRunOnce<T>(key: string | null, run: (key: string) => Promise<T>) {
  const [outcome, setOutcome] = useState<Outcome<T>>({ status: "pending" });
  const started = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const runKey = key === null ? null : `${key}#${attempt}`;
    if (key === null || started.current === runKey) return;
    started.current = runKey;
    run(key).then(
      (value) => setOutcome({ status: "done", value }),
      (error: unknown) => setOutcome({ status: "failed", code: errorCode(error) }),
    );
  }, [key, run, attempt]);
  const retry = useCallback(() => {
    setOutcome({ status: "pending" });
    setAttempt((count) => count + 1);
  }, []);
  return { outcome, retry };
}
