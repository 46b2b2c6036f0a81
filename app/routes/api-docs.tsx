import { useEffect, useRef } from "react";
import swaggerUiCss from "swagger-ui-dist/swagger-ui.css?url";
import apiDocsCss from "~/styles/api-docs.css?url";
import type { Route } from "./+types/api-docs";
import { SWAGGER_UI_SCRIPT } from "./api-docs-renderer.client";

/** The description the page shows (workers/api/openapi.ts). */
const DESCRIPTION_URL = "/api/v1/openapi.json";

type SwaggerUiBundle = (options: {
  domNode: HTMLElement;
  url: string;
  validatorUrl: null;
  deepLinking: boolean;
  docExpansion: "list" | "full" | "none";
  defaultModelsExpandDepth: number;
  supportedSubmitMethods: string[];
}) => unknown;

// The renderer's files are this page's alone: Vite emits them as static assets of our origin, and no other page's
// JavaScript names them (docs/decisions/026-openapi-from-schemas.md). The Worker test runner resolves CSS URLs to "".
export const links: Route.LinksFunction = () => [swaggerUiCss, apiDocsCss].filter(Boolean).map((href) => ({ rel: "stylesheet", href }));

export const meta: Route.MetaFunction = () => [
  { title: "API reference · Rendez-vous" },
  { name: "description", content: "The reference of the Rendez-vous API (/api/v1): every operation, its parameters, answers and errors." },
];

/**
 * What Swagger UI leaves out for assistive technologies, added as it renders: a name for the select of each
 * parameter (the parameter's name), and keyboard access to the examples that scroll.
 */
function completeControls(root: HTMLElement) {
  for (const select of root.querySelectorAll<HTMLElement>("tr[data-param-name] select:not([aria-label])")) {
    select.setAttribute("aria-label", select.closest<HTMLElement>("tr")?.dataset.paramName ?? "value");
  }
  for (const example of root.querySelectorAll<HTMLElement>("pre.microlight:not([tabindex])")) example.tabIndex = 0;
}

/**
 * /api/docs: the reference of /api/v1, rendered in the browser by Swagger UI from GET /api/v1/openapi.json. The
 * renderer is a script of our origin, which the CSP allows ('self'); it asks nothing of any other site (no
 * validator badge). "Try it out" is offered for reads only.
 */
export default function ApiDocs() {
  const reference = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const script = document.createElement("script");
    script.src = SWAGGER_UI_SCRIPT;
    script.onload = () => {
      const render = (window as unknown as { SwaggerUIBundle?: SwaggerUiBundle }).SwaggerUIBundle;
      if (!render || !reference.current) return;
      render({
        domNode: reference.current,
        url: DESCRIPTION_URL,
        validatorUrl: null,
        // Deep links put a link inside each operation's button, a control in a control for assistive technologies.
        deepLinking: false,
        docExpansion: "none",
        defaultModelsExpandDepth: 0,
        supportedSubmitMethods: ["get"],
      });
    };
    document.body.appendChild(script);
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => reference.current && completeControls(reference.current));
    });
    if (reference.current) observer.observe(reference.current, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      script.remove();
    };
  }, []);
  return (
    <main id="main" className="api-docs" lang="en">
      <h1>Rendez-vous API reference</h1>
      <p>
        Every operation of <code>/api/v1</code>, generated from the schemas the API checks requests and answers with. The description itself:{" "}
        <a href={DESCRIPTION_URL}>openapi.json</a> (OpenAPI 3.1).
      </p>
      <div ref={reference} className="api-docs-reference" aria-live="polite" />
    </main>
  );
}
