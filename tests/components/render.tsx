import { parse } from "@formatjs/icu-messageformat-parser";
import type { ReactNode } from "react";
import { expect } from "vitest";
import { createRoot } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { CATALOGUES, type CompiledMessages } from "~/i18n/catalogues";
import { IntlProvider } from "~/i18n/intl";
import type { Lang } from "~/i18n/locale";
import type { RootData } from "~/lib/root-data";

/** Every label of `lang`, compiled as the root loader compiles them (messages with arguments parsed). */
function compiled(lang: Lang): CompiledMessages {
  return Object.fromEntries(Object.entries(CATALOGUES[lang]).map(([id, text]) => [id, /[{}]/.test(text) ? parse(text) : text]));
}

/**
 * Renders `node` in the page as a route renders it: under a router (links, forms), the root's data (the API's
 * address) and the labels of `lang`. Resolves once it is on the page. React renders as in a browser (no act():
 * the tests act through real events and wait for what the page shows).
 */
export async function render(node: ReactNode, { lang = "fr" }: { lang?: Lang } = {}) {
  const messages = compiled(lang);
  const root: RootData = { lang, messages, config: { apiBase: "/api/v1" } as RootData["config"], nonce: "" };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      HydrateFallback: () => null,
      Component: () => (
        <IntlProvider lang={lang} messages={messages}>
          {node}
        </IntlProvider>
      ),
    },
  ]);
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const reactRoot = createRoot(container);
  reactRoot.render(<Stub initialEntries={["/"]} />);
  await expect.poll(() => container.childElementCount).toBeGreaterThan(0);
  return { container, unmount: () => reactRoot.unmount() };
}
