// Runs after `npm install` / `npm ci` (package.json "postinstall"): fixes, in node_modules, a dependency's bug
// that costs the suite its time, until a release fixes it (docs/decisions/031-worker-tests-share-a-runtime.md).
// tests/unit/patched-dependencies.test.ts fails when the installed file is neither patched nor fixed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * @cloudflare/vitest-pool-workers wraps its entrypoint class's prototype in one more Proxy at every construction,
 * that is at every request a test sends to the Worker: the n-th request's method lookup runs n nested traps, so a
 * file's requests cost time quadratic in their number (cloudflare/workers-sdk issue 15092, fixed upstream by
 * installing the Proxy once, which this does too).
 */
const file = "node_modules/@cloudflare/vitest-pool-workers/dist/worker/lib/cloudflare/test-internal.mjs";
const unpatched = "\tfunction Class(...args) {\n\t\tClass.prototype = new Proxy(Class.prototype, {";
const patched = "\tlet proxied = false;\n\tfunction Class(...args) {\n\t\tif (!proxied) proxied = Boolean(Class.prototype = new Proxy(Class.prototype, {";
const close = "\t\t} });\n\t\treturn Reflect.construct(superClass, args, Class);";
const closePatched = "\t\t} }));\n\t\treturn Reflect.construct(superClass, args, Class);";

if (existsSync(file)) {
  const text = readFileSync(file, "utf8");
  if (text.includes(patched)) {
    console.log("patch-dependencies: vitest-pool-workers already patched");
  } else if (text.includes(unpatched) && text.includes(close)) {
    writeFileSync(file, text.replace(unpatched, patched).replace(close, closePatched));
    console.log("patch-dependencies: vitest-pool-workers now installs its entrypoint Proxy once");
  } else {
    console.warn("patch-dependencies: vitest-pool-workers changed; the patch was not applied (see docs/decisions/031-worker-tests-share-a-runtime.md)");
  }
}
