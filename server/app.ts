import { randomBytes, randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import express from "express";
import { sql } from "drizzle-orm";
import { loadConfig } from "~/config/config.server";
import { ensureAdministrator } from "~/modules/auth/bootstrap.server";
import { createCurrentUserResolver } from "~/modules/auth/session.server";
import { isCrossSiteMutation } from "~/modules/http/cross-site";
import { securityHeaders } from "~/modules/http/security-headers";
import { createPageViewRecorder } from "~/modules/analytics/page-views.server";
import { createMailDelivery, createMailTransport } from "~/modules/mail/delivery.server";
import { createCleanupScheduler } from "~/modules/maintenance/scheduler.server";
import { createLogger, requestContext, type Logger } from "~/modules/observability/logger.server";
import { seedDemoCatalogue } from "~/modules/seed/seed.server";
import { openInstanceDatabase } from "~/modules/operations/data-dir-lock.server";
import { createStorage } from "~/modules/storage/create-storage.server";
import type { AppServices } from "~/services.server";

export { ConfigError } from "~/config/config.server";
export { DataDirectoryInUseError } from "~/modules/operations/data-dir-lock.server";

export type RunningServices = AppServices & { stop: () => Promise<void> };

/** Opens the database (migrating it), seeds an empty one, and starts the background workers. */
export async function startServices(env: Record<string, string | undefined> = process.env): Promise<RunningServices> {
  const config = loadConfig(env);
  const log = createLogger();
  const database = await openInstanceDatabase(config, "the server");
  const storage = createStorage(config);
  if (config.SEED_DEMO === "true") {
    const seeded = await seedDemoCatalogue(database.db, storage);
    if (seeded) log({ event: "seed.demo-catalogue", products: seeded.products });
  }
  await ensureAdministrator(database.db, config, log);
  const pageViews = createPageViewRecorder({ db: database.db, log });
  const mail = createMailDelivery({
    db: database.db,
    transport: createMailTransport(config),
    from: config.MAIL_FROM,
    // LEAD: PUBLIC_URL becomes a required string (defaulting to http://localhost:PORT outside
    // production) on the canonical-origin branch; drop this fallback when merging.
    publicUrl: config.PUBLIC_URL?.replace(/\/$/, "") ?? `http://localhost:${config.PORT}`,
    log,
  });
  mail.start();
  const cleanup = createCleanupScheduler({ db: database.db, storage, config, log });
  return {
    config,
    db: database.db,
    storage,
    pageViews,
    deliverMailSoon: () => mail.kick(),
    log,
    async stop() {
      await pageViews.stop();
      await mail.stop();
      await cleanup.stop();
      await database.close();
    },
  };
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (the proxy's X-Request-Id when it sent a sane one), runs everything
 * that serves it inside that id's context so every log line carries it, and logs the outcome.
 */
export function requestLogMiddleware(log: Logger): express.RequestHandler {
  return (request, response, next) => {
    const offered = request.get("x-request-id");
    const requestId = offered && requestIdPattern.test(offered) ? offered : randomUUID();
    const started = performance.now();
    response.set("X-Request-Id", requestId);
    response.on("finish", () =>
      requestContext.run({ requestId }, () =>
        log({
          event: "request",
          method: request.method,
          path: request.path,
          status: response.statusCode,
          ms: Math.round(performance.now() - started),
        }),
      ),
    );
    requestContext.run({ requestId }, next);
  };
}

/** Security headers on every response, with a fresh nonce that the document's inline scripts carry. */
export function securityHeadersMiddleware(options: { development: boolean }): express.RequestHandler {
  return (request, response, next) => {
    const nonce = randomBytes(16).toString("base64");
    response.locals.cspNonce = nonce;
    response.set(securityHeaders({ nonce, https: request.secure, development: options.development }));
    next();
  };
}

export function createAppHandler(services: AppServices): express.Router {
  const router = express.Router();
  router.get("/healthz", async (_request, response) => {
    const answers = async (event: string, probe: () => Promise<unknown>) => {
      try {
        await probe();
        return true;
      } catch (error) {
        services.log({ level: "error", event, error: String(error) });
        return false;
      }
    };
    const [database, storage] = await Promise.all([
      answers("healthz.database", () => services.db.execute(sql`select 1`)),
      answers("healthz.storage", () => services.storage.check()),
    ]);
    const healthy = database && storage;
    response.status(healthy ? 200 : 503).json({
      status: healthy ? "ok" : "unavailable",
      database: database ? "ok" : "unreachable",
      storage: storage ? "ok" : "unreachable",
    });
  });
  const publicHost = services.config.PUBLIC_URL ? new URL(services.config.PUBLIC_URL).host : undefined;
  router.use((request, response, next) => {
    const crossSite = isCrossSiteMutation({
      method: request.method,
      allowedHosts: [request.get("host"), publicHost],
      origin: request.get("origin"),
      secFetchSite: request.get("sec-fetch-site"),
    });
    if (!crossSite) return next();
    services.log({ level: "warn", event: "request.cross-site-refused", path: request.path, origin: request.get("origin") });
    response.status(403).type("text/plain").send("Cross-site requests are not accepted.");
  });
  router.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (request, response) =>
        Object.assign(new RouterContextProvider(), {
          services,
          clientIp: request.ip ?? "",
          currentUser: createCurrentUserResolver(services.db, request.headers.cookie),
          cspNonce: String(response.locals.cspNonce ?? ""),
        }),
    }),
  );
  return router;
}
