// The production and development HTTP server: static assets, compression, the app, clean shutdown.
import http from "node:http";
import path from "node:path";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";

// `npm run dev` runs Node with --conditions=development, as `react-router dev` does: Vite hands the app React Router's
// development build, and the packages Node loads itself (@react-router/express) must find that same build, whose
// RouterContextProvider is the class they check the request context against.
const viteDevServer = DEVELOPMENT
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;
/** The build of server/app.ts (vite.config.ts): named, not written in the import, so the type check reads the sources. */
const BUILT_APP = "./build/server/index.js";
const loadAppModule = () =>
  /** @type {Promise<typeof import("./server/app.ts")>} */ (
    viteDevServer ? viteDevServer.ssrLoadModule("./server/app.ts") : import(BUILT_APP)
  );

const appModule = await loadAppModule();
const crashLog = appModule.createLogger({ level: process.env.LOG_LEVEL === "silent" ? "silent" : "fatal" });
// An error nothing caught is logged as one JSON line, like every other, before the process ends.
for (const event of ["uncaughtException", "unhandledRejection"]) {
  process.on(event, (error) => {
    crashLog({ level: "fatal", event: `process.${event}`, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  });
}
/** @type {import("./server/app.ts").RunningServices} */
let services;
try {
  services = await appModule.startServices(process.env);
} catch (error) {
  if (error instanceof appModule.ConfigError || error instanceof appModule.DataDirectoryInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", services.config.TRUST_PROXY);
app.set("trust proxy", appModule.rememberedTrust(app.get("trust proxy fn")));
// Every request's id, log line and security headers, and pages the cache holds, are seen to before Express.
const frontDoor = appModule.createFrontDoor(app, services, { development: DEVELOPMENT });
app.use(appModule.compressionMiddleware(services));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
  app.use(async (request, response, next) => {
    try {
      const module = await loadAppModule();
      module.createAppHandler(services)(request, response, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // File names under /assets carry a content hash, so they never change and may be cached for a year.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  // Every file here has an extension and no page address does: pages skip the file system's stat, a share of a
  // cached page's CPU worth saving (docs/benchmarks/016-page-cache.md, "Per-response costs").
  const files = express.static("build/client", { maxAge: "1h" });
  app.use((request, response, next) => (path.extname(request.path) ? files(request, response, next) : next()));
  app.use(appModule.createAppHandler(services));
}
app.use(appModule.errorMiddleware(services.log));

// Without HOST, Node listens on every address; HOST=127.0.0.1 keeps the site to this machine (behind a proxy).
const server = http.createServer(frontDoor).listen(services.config.PORT, services.config.HOST, () => {
  const { address, port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  services.log({ event: "server.listening", address, port, url: services.config.PUBLIC_URL });
});
appModule.refuseMethodsNodeCannotRoute(server);
// A proxy (nginx's upstream keep-alive, a cloud load balancer's 60 s) or a busy client reuses an idle connection
// until its own limit. Node's 5 s closed it first, and a request sent just as it closed failed ("other side
// closed", a 502 behind a proxy). The client or the proxy now closes an idle connection before the server does.
server.keepAliveTimeout = 65_000;

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  services.log({ event: "server.stopping", signal });
  // Stop accepting connections, let in-flight requests finish, then flush views and close the database.
  const closed = new Promise((resolve) => server.close(resolve));
  // close() ends the connections idle now; one answering a request becomes idle after it, and a client told to keep
  // it 65 s would hold the stop that long: each is closed as soon as it is idle.
  const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  await closed;
  clearInterval(closeIdle);
  await services.stop();
  await viteDevServer?.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
