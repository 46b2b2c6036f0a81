import js from "@eslint/js";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The features from the bottom up (docs/architecture.md §8 "Feature order"): each may import the features of
 * the levels before its own, never those of its level or after.
 */
const FEATURE_LEVELS = [
  ["analytics", "api-result", "instagram", "mail", "newsletter", "places", "questions", "rate-limit", "seo", "taxonomies", "uploads"],
  ["accounts", "hotspots", "retention", "rich-text"],
  ["exclusivities", "game", "surveys"],
  ["events"],
  ["agenda-feed", "attend", "live", "media"],
  ["collections", "content", "email-links", "feedback", "likes", "organize"],
  ["iframes", "search"],
  ["admin"],
];

/** The root route imports the layouts and features: none imports it back (its data: app/lib/root-data.ts). */
const ROOT_ROUTE = { group: ["~/root", "**/app/root"], message: "Read the root data with useRootData (app/lib/root-data.ts)." };

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".wrangler/", "node_modules/", "worker-configuration.d.ts", "bench/.state/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  { ...playwright.configs["flat/recommended"], files: ["tests/e2e/**/*.ts"] },
  // Nothing imports the root route (app/root.tsx imports the layouts and features); blocks below that set
  // no-restricted-imports for part of app/ repeat ROOT_ROUTE, as a later block's options replace these.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/features/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROOT_ROUTE] }] },
  },
  // Layers (docs/architecture.md §8): routes and handlers call use-cases, never D1 queries; machines are
  // pure; shared modules depend on no feature.
  {
    files: ["app/routes/**/*.{ts,tsx}", "workers/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.db.server", "**/*.db.server.ts"], message: "Routes and handlers call a use-case (*.server.ts), not D1 queries." }] },
      ],
    },
  },
  {
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/*", "**/app/**"], message: "Machines are pure: side effects enter as named actors and actions." }] },
      ],
    },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}", "app/components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/features/*"], message: "Shared modules depend on no feature." }, ROOT_ROUTE] }],
    },
  },
  // Feature order (docs/architecture.md §8 "Feature order"): a feature imports only features of a lower level,
  // so no two features import each other and features form no cycle; nor does a feature import the root route.
  ...FEATURE_LEVELS.flatMap((level, index) =>
    level.map((feature) => ({
      files: [`app/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              ...FEATURE_LEVELS.slice(index)
                .flat()
                .filter((other) => other !== feature)
                .map((other) => ({
                  // By alias or by relative path ("../events/…" from a feature's top folder, "../../events/…" below).
                  regex: `^(~/features/|(\\.\\./)+(features/)?)${other}/`,
                  message: `${feature} may not import ${other}: see the feature order in docs/architecture.md §8.`,
                })),
              ROOT_ROUTE,
            ],
          },
        ],
      },
    })),
  ),
  // Message ids are checked by the compiler: a cast to MessageId would hide a missing key.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSTypeReference > Identifier[name='MessageId']",
          message: "Do not cast to MessageId: type the id (a union or `as const` template), or check it with isMessageId.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        self: "readonly",
        caches: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
  },
  // Promises are awaited, returned or explicitly left with `void` (docs/conventions.md): type-aware, on every
  // TypeScript file and on the Node scripts and the bench (type-checked with their JSDoc, tsconfig.scripts.json).
  {
    files: ["**/*.{ts,tsx}", "scripts/**/*.mjs", "bench/*.mjs"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // Scripts that partners' pages and our widget frames load as they are (no bundler): browser globals.
    files: ["public/embed.js", "public/widget-frame.js"],
    languageOptions: { globals: { window: "readonly", document: "readonly", ResizeObserver: "readonly" } },
  },
);
