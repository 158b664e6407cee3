import type { Config } from "@react-router/dev/config";

// React Router 8 made every v8_* future flag this app had adopted its default (middleware, requests passed through,
// split route modules, trailing-slash-aware data requests, the Vite Environment API), so none is set here.
export default {
  ssr: true,
} satisfies Config;
