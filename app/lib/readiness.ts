/**
 * `<html data-ready="true">` once the page is hydrated and the code it loads after hydration (lazy
 * components, deferred machines) has arrived, so every control does what it says. The end-to-end tests
 * wait for it; nothing else reads it.
 */
let pending = 0;
let hydrated = false;

function update() {
  document.documentElement.dataset.ready = String(hydrated && pending === 0);
}

/** Counts `promise` as code the page is still loading (in the browser; on the server it is returned as is). */
export function loading<T>(promise: Promise<T>): Promise<T> {
  if (typeof document === "undefined") return promise;
  pending += 1;
  update();
  return promise.finally(() => {
    pending -= 1;
    update();
  });
}

/** Called once the root has hydrated. */
export function markHydrated() {
  hydrated = true;
  update();
}
