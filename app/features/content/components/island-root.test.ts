import * as reactRouter from "react-router";
import { expect, test } from "vitest";
import { ROUTER_CONTEXTS } from "./island-root";

test("islands are handed every context React Router exports, each a React context", () => {
  const exported = Object.entries(reactRouter)
    .filter(([name]) => /^UNSAFE_\w+Context$/.test(name))
    .map(([, context]) => context);
  expect(exported).toHaveLength(8);
  expect(new Set(ROUTER_CONTEXTS)).toEqual(new Set(exported));
  for (const context of ROUTER_CONTEXTS) expect(Reflect.get(Object(context), "$$typeof")).toBe(Symbol.for("react.context"));
});
