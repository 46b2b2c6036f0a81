import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// The test pool's entrypoint wrapper, patched at install by scripts/patch-dependencies.mjs
// (docs/decisions/031-worker-tests-share-a-runtime.md): its function is read from the installed file and run here.
const installed = readFileSync("node_modules/@cloudflare/vitest-pool-workers/dist/worker/lib/cloudflare/test-internal.mjs", "utf8");

type Maker = (superClass: new (...args: unknown[]) => object, unknown: (key: string) => unknown) => new (...args: unknown[]) => object;

function proxyPrototypeMaker(): Maker {
  const source = /\nfunction createProxyPrototypeClass\([\s\S]*?\n}\n/.exec(installed)?.[0];
  expect(source, "createProxyPrototypeClass is no longer in the pool: see decision 031").toBeDefined();
  return new Function("IGNORED_KEYS", `${source}; return createProxyPrototypeClass;`)(["self"]) as Maker;
}

test("the installed test pool wraps its entrypoint's prototype once, however many requests construct it", () => {
  class Entrypoint {}
  const Wrapper = proxyPrototypeMaker()(Entrypoint, (key) => `unknown ${key}`);
  new Wrapper();
  const prototype = Wrapper.prototype;
  for (let request = 0; request < 5; request++) new Wrapper();
  expect(Wrapper.prototype).toBe(prototype);
});

test("the wrapper still answers what its class does not define through the pool's lookup, and knows its class", () => {
  class Entrypoint {
    known() {
      return "known";
    }
  }
  const Wrapper = proxyPrototypeMaker()(Entrypoint, (key) => `unknown ${key}`);
  const instance = new Wrapper() as Entrypoint & Record<string, unknown>;
  expect(instance.known()).toBe("known");
  expect(instance.fetchSomething).toBe("unknown fetchSomething");
  expect(instance.self).toBeUndefined();
  expect(instance).toBeInstanceOf(Entrypoint);
});
