import { createElement, lazy, useEffect, type ComponentType } from "react";
import { loading } from "./readiness";

/**
 * `lazy()` for a component the page loads after hydration, which `data-ready` counts until React has committed
 * it, not only until its code has come (app/lib/readiness.ts): React hydrates a boundary whose code has arrived in
 * a later task, and a click in between lands on the server's HTML (a link instead of the dialog it becomes).
 */
export function lazyReady<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    let committed = () => {};
    void loading(new Promise<void>((resolve) => (committed = resolve)));
    try {
      const Component = await load();
      function Ready(props: Props) {
        useEffect(() => committed(), []);
        return createElement(Component, props);
      }
      return { default: Ready };
    } catch (error) {
      committed();
      throw error;
    }
  });
}
