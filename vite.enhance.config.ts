import { defineConfig } from "vite";

/**
 * The public pages' progressive enhancements (docs/decisions/017): plain TypeScript compiled apart
 * from the React app, one small entry that imports each feature's chunk only where a page uses it.
 * Added to build/client after React Router's build; the server reads the manifest for the hashed name.
 */
export default defineConfig({
  publicDir: false,
  resolve: { tsconfigPaths: true },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    manifest: ".vite/enhance-manifest.json",
    modulePreload: false,
    target: "es2022",
    rolldownOptions: {
      input: { enhance: "app/enhancements/main.ts" },
      output: { entryFileNames: "assets/enhance-[hash].js", chunkFileNames: "assets/enhance-[name]-[hash].js" },
    },
  },
});
