import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The pure language registry (decision 036). Everything else in app/i18n is the texts, a layer above the database,
 * but for its React hooks (`use-*.ts`), which only components and routes may call.
 */
const registryFiles = ["languages", "owner-texts", "page-paths", "language-paths", "plural", "bidi", "numbers", "translations-form"].map(
  (name) => `${name}.ts`,
);
const textFiles = readdirSync(`${import.meta.dirname}/app/i18n`, { withFileTypes: true })
  .map((entry) => (entry.isDirectory() ? `${entry.name}/**` : entry.name))
  .filter((name) => !registryFiles.includes(name) && !name.startsWith("use-"));
// The rule takes globs only, so each list is one brace pattern.
const languageRegistry = [`app/i18n/{${registryFiles.join(",")}}`];
const texts = [`app/i18n/{${textFiles.join(",")}}`];
const areas = (/** @type {string[]} */ ...names) => names.map((name) => `app/modules/${name}/**`);

/**
 * The layers from the bottom up (docs/decisions/036-module-boundaries.md). A file may import from its own layer and
 * the ones below, never from one above, type imports included; a piece both need moves below both.
 */
const layers = [
  { name: "the language registry", paths: languageRegistry },
  { name: "config", paths: ["app/config/**", ...areas("observability")] },
  { name: "the database", paths: ["app/database/**"] },
  { name: "the texts", paths: texts },
  {
    name: "the plain services",
    paths: [
      "app/modules/*.ts",
      ...areas(
        "crypto",
        "storage",
        "http",
        "geo",
        "jobs",
        "rate-limit",
        "account-links",
        "pdf",
        "revisions",
        "enhancements",
        "spreadsheets",
        "audit",
      ),
    ],
  },
  { name: "mail, media and accounts", paths: areas("mail", "media", "auth") },
  { name: "the content areas", paths: areas("catalogue", "news", "site-settings", "room-scenes") },
  {
    name: "the areas that read across content",
    paths: areas(
      "enquiries",
      "quotes",
      "analytics",
      "seo",
      "spec-sheet",
      "translations",
      "history",
      "health",
      "maintenance",
      "operations",
      "seed",
      "page-cache",
      "brochure",
    ),
  },
  { name: "the enhancements", paths: ["app/enhancements/**"] },
  { name: "the components", paths: ["app/components/**", "app/i18n/use-*.ts"] },
  { name: "the routes and the app's root", paths: ["app/routes/**", "app/*.{ts,tsx}"] },
  { name: "the server", paths: ["server/**"] },
  { name: "the scripts", paths: ["scripts/**"] },
];

const placed = new Set(layers.flatMap((layer) => layer.paths));
for (const area of readdirSync(`${import.meta.dirname}/app/modules`, { withFileTypes: true }))
  if (area.isDirectory() && !placed.has(`app/modules/${area.name}/**`))
    throw new Error(`eslint.config.js: place app/modules/${area.name} in a layer (docs/decisions/036-module-boundaries.md)`);

export const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: layer.paths,
  from: layers.slice(index + 1).flatMap((above) => above.paths),
  message: `Layer "${layer.name}" may not import from a layer above it (docs/decisions/036-module-boundaries.md).`,
}));

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // A module must load without one of its own imports half-loaded (decision 036). Type-only imports
    // vanish at run time, so they may point back. Nothing imports a test, so no test is in a cycle, and following a
    // test's imports would only cost lint time.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })],
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    // A test may exercise its module with the areas above it.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        URL: "readonly",
        fetch: "readonly",
      },
    },
  },
);
