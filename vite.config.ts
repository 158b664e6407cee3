import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { cpSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build, defineConfig, type Plugin } from "vite";
import { PACKAGE_FILES, PACKAGE_FILES_FOLDER } from "./app/config/package-files.server.ts";

/** Every `react-router build` (npm run build, npm start, the tests, the bench) also builds the public pages' enhancements. */
function publicEnhancementsBuild(): Plugin {
  return {
    name: "public-enhancements-build",
    apply: "build",
    buildApp: {
      order: "post",
      async handler() {
        await build({ configFile: "vite.enhance.config.ts", logLevel: "warn" });
      },
    },
  };
}

/** The data files the server reads out of development packages, copied beside its bundle (app/config/package-files.server.ts). */
function packageFilesCopy(): Plugin {
  return {
    name: "package-files-copy",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle(output) {
      const resolve = createRequire(import.meta.url).resolve;
      for (const file of PACKAGE_FILES) {
        // With its modification time, which the country table's cache compares: a new build is not a new table.
        cpSync(resolve(file), path.join(output.dir!, PACKAGE_FILES_FOLDER, file), { preserveTimestamps: true });
      }
    },
  };
}

export default defineConfig({
  // The server bundle's entry is our Express app, which imports React Router's server build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // Bundled into the server rather than loaded from node_modules, so a production install leaves them out
  // (docs/decisions/033-lean-install.md): the dashboard's editor and forms, the second factor, and the readers of
  // translation files and catalogue sheets. The command-line tools import none of them.
  ssr: {
    noExternal: [
      /^@simplewebauthn\//,
      /^@peculiar\//,
      "@hexagon/base64",
      "@levischuck/tiny-cbor",
      "asn1js",
      "pvtsutils",
      "pvutils",
      "reflect-metadata",
      "tsyringe",
      "otpauth",
      "@noble/hashes",
      "qrcode",
      "dijkstrajs",
      "pngjs",
      "fast-xml-parser",
      "@nodable/entities",
      "fast-xml-builder",
      "is-unsafe",
      "path-expression-matcher",
      "strnum",
      "anynum",
      "xml-naming",
      "csv-parse",
      "busboy",
      "streamsearch",
      "yauzl",
      "pend",
      /^@tiptap\//,
      /^prosemirror-/,
      "linkifyjs",
      "orderedmap",
      "rope-sequence",
      "w3c-keyname",
      "fast-equals",
      "use-sync-external-store",
      "@conform-to/react",
      "@conform-to/dom",
      "@conform-to/zod",
      // Both ship hundreds of small modules, which Node resolved one by one at each start: bundled, importing the
      // server takes 0.45 s instead of 0.8 (docs/benchmarks/053-test-suite-speed.md).
      "drizzle-orm",
      "zod",
    ],
  },
  // Rolldown reports a build's slowest plugins when it ran long, which on a busy 2-core machine is every build
  // of the test run: a warning nobody can act on (the slow ones are React Router's own).
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), publicEnhancementsBuild(), packageFilesCopy()],
});
