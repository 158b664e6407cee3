import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  // The server bundle's entry is our Express app, which imports React Router's server build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), publicEnhancementsBuild()],
});
