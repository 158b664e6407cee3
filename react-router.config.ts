import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every behaviour React Router 8 makes the default, adopted now so no start prints a future-flag warning.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
