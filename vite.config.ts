import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rolldown } from "vite";

function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return `${execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim()}-${Date.now().toString(36)}`;
  } catch {
    return `local-${Date.now().toString(36)}`;
  }
}

/**
 * Messages reach the browser already parsed (app/i18n/messages.server.ts), so the client bundle takes
 * formatjs' parser-less build of the ICU module: about 9 kB gzip less on every page.
 */
function icuParserOnServerOnly(): Plugin {
  return {
    name: "icu-parser-on-server-only",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (source !== "@formatjs/icu-messageformat-parser") return null;
      return this.resolve("@formatjs/icu-messageformat-parser/no-parser.js", importer, { skipSelf: true });
    },
  };
}

/**
 * React Router's package exports resolve to its development build everywhere; the browser's production bundle
 * takes its production build, the same code with the development warnings off (docs/architecture.md §7 "Small
 * first load"). Every import of the client bundle goes through here, so it holds one copy of React Router.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace("/react-router/dist/development/", "/react-router/dist/production/") };
    },
  };
}

/**
 * The modules of the `shell` chunk, which every page loads with the root: one file compresses better than
 * twenty small ones and costs one request. Schemas (valibot) load with the answers they check, and so do the
 * lib modules that check forms (form rules, form parsing and the hooks of the account pages): they would pull
 * valibot into every page.
 */
const SHELL_MODULES =
  /\/(app\/(i18n|lib|components\/(layout|ui)|features\/accounts\/sessions)\/(?![^/]*\.schema\.|(form-rules|parse-form|use-form-action|use-remote)\.ts)|app\/features\/events\/(event-state|event-json|event-dates|event-date-labels|cover|card-json)\.ts|node_modules\/(@formatjs|intl-messageformat)\/)/;

const appModule = (path: string) => fileURLToPath(new URL(`./app/${path}`, import.meta.url));
const ROOT_MODULE = appModule("root.tsx");
/** The main layout and the route modules of the public pages (home, listings, event page, media, search). */
const PUBLIC_PAGE_MODULES = [
  "layouts/main.tsx",
  "routes/content-page.tsx",
  "routes/events/listing.tsx",
  "routes/events/event.tsx",
  "routes/media/index.tsx",
  "routes/search.tsx",
].map(appModule);

type ModuleGraph = Pick<Rolldown.ChunkingContext, "getModuleInfo">;

/** Every module that `starts` import statically, `starts` included: what loads before they run. */
function staticClosure(graph: ModuleGraph, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// By the root's module info, which the bundler keeps for the whole chunking pass.
const shellOfPass = new WeakMap<object, Set<string>>();

/**
 * `shell` for what the root loads, and for the SHELL_MODULES that the public pages load before hydration;
 * other SHELL_MODULES (the organizer's modal, the account's device data, what only lazy code imports) load with
 * what uses them, so no page loads them for nothing.
 */
function shellChunk(id: string, graph: ModuleGraph): string | null {
  const root = graph.getModuleInfo(ROOT_MODULE);
  if (!root) return null;
  let shell = shellOfPass.get(root);
  if (!shell) {
    const pages = staticClosure(graph, [ROOT_MODULE, ...PUBLIC_PAGE_MODULES]);
    shell = new Set([...staticClosure(graph, [ROOT_MODULE]), ...[...pages].filter((module) => SHELL_MODULES.test(module))]);
    shellOfPass.set(root, shell);
  }
  return shell.has(id) ? "shell" : null;
}

/**
 * The event cards and the listing's filter table, a chunk of their own: the listings load both before hydration
 * (one file instead of two); the event page (related events), the home page's blocks and the member's and
 * organizer's pages load it apart or after.
 */
const CARD_MODULES = /\/app\/features\/events\/(components\/(event-card|event-list)\.tsx|listing-filters\.ts)$/;

const FRAMEWORK_MODULES = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_MODULES, priority: 2 },
                { name: shellChunk, priority: 1 },
                { name: "cards", test: CARD_MODULES, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [reactRouterProductionBuild(), icuParserOnServerOnly(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
});
