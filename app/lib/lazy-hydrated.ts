import { lazy, type ComponentType } from "react";
import { loading } from "./readiness";

type Loaded<Props> = { default: ComponentType<Props> };

/** A thenable that calls back within `then`: React's lazy() then renders the component at once. */
const alreadyLoaded = <Props>(module: Loaded<Props>) =>
  ({ then: (resolve: (value: Loaded<Props>) => void) => resolve(module) }) as unknown as Promise<Loaded<Props>>;

/**
 * `lazy()` for a component the server renders whole and the browser hydrates once its code has come
 * (docs/architecture.md §7 "Small first load"). On the server its code loads as soon as the module that
 * declares it does, and React gets it already loaded: with `lazy()` alone, the first page an isolate renders
 * holds it back behind its fallback until a script reveals it, which visitors without JavaScript never run
 * (and the page cache keeps that copy).
 */
export function lazyHydrated<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: Loaded<Props> | undefined;
  const loadOnce = () => load().then((component) => (loaded = { default: component }));
  // On the server; a load that failed is tried again by the first render.
  if (typeof document === "undefined") loadOnce().catch(() => {});
  return lazy(() => (loaded ? alreadyLoaded(loaded) : loading(loadOnce())));
}
