import type express from "express";
import { sql } from "drizzle-orm";
import type { AppServices } from "~/services.server";

/** `/healthz`: 200 when the database and the storage answer, 503 when either does not. */
export function healthCheck(services: AppServices): express.RequestHandler {
  return async (_request, response) => {
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
    // Anyone may ask, so the answer names no part of the site; the log says which part failed.
    response.status(healthy ? 200 : 503).json({ status: healthy ? "ok" : "unavailable" });
  };
}
