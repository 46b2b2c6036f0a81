import { createElement, lazy, useEffect, type ComponentType } from "react";
import { loading } from "./readiness";

/**
 * How long a lazy component counts as pending, after its code came or React last rendered it, without React
 * committing it: a render can start it and a later one leave it out (a state that changed meanwhile, a session
 * that came), and a component never committed would otherwise hold `data-ready` false for good.
 */
const DROPPED_AFTER_MS = 1000;

/**
 * The wait for one lazy component's commit: `settle` is called at its first commit, or once it has been neither
 * rendered nor committed for `droppedAfterMs` since its code came.
 */
export function commitWait(settle: () => void, droppedAfterMs = DROPPED_AFTER_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    settle();
  };
  return {
    /** The code came, or React rendered the component: it may still be dropped before a commit. */
    rendered() {
      if (done) return;
      clearTimeout(timer);
      timer = setTimeout(finish, droppedAfterMs);
    },
    committed: finish,
  };
}

/**
 * `lazy()` for a component the page loads after hydration, which `data-ready` counts until React has committed
 * it, not only until its code has come (app/lib/readiness.ts): React hydrates a boundary whose code has arrived in
 * a later task, and a click in between lands on the server's HTML (a link instead of the dialog it becomes).
 */
export function lazyReady<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    let settle = () => {};
    void loading(new Promise<void>((resolve) => (settle = resolve)));
    const wait = commitWait(settle);
    try {
      const Component = await load();
      function Ready(props: Props) {
        wait.rendered();
        useEffect(() => wait.committed(), []);
        return createElement(Component, props);
      }
      wait.rendered();
      return { default: Ready };
    } catch (error) {
      wait.committed();
      throw error;
    }
  });
}
