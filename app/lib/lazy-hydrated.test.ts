import { createElement, lazy, Suspense, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { lazyHydrated } from "./lazy-hydrated";

function Greeting({ name }: { name: string }) {
  return createElement("p", null, `Bonjour ${name}`);
}

/** What a render that cannot wait shows: the component if React has it at once, else the fallback. */
function firstPass(Component: ComponentType<{ name: string }>) {
  return renderToString(createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Component, { name: "Lou" })));
}

test("on the server, React gets a lazyHydrated component at once once its code has loaded", async () => {
  const Later = lazyHydrated(() => Promise.resolve(Greeting));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(firstPass(Later)).toBe("<!--$--><p>Bonjour Lou</p><!--/$-->");
});

test("with lazy() alone, the first render has only the fallback to show", async () => {
  const Later = lazy(() => Promise.resolve({ default: Greeting }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(firstPass(Later)).toContain("<p>…</p>");
});
