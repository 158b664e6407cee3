/**
 * A catalogue import being applied has the processor first (docs/decisions/051-catalogue-spreadsheet.md): the background
 * jobs that would compete with it for the cores (image files, brochures) wait while one runs, and catch up after it.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { catalogueImports } from "~/database/schema";

/** A running import writes its heartbeat every second; one silent for this long was interrupted. */
export const IMPORT_HEARTBEAT_STALE_MS = 30_000;

/** Whether an import is writing the catalogue now, on this instance or another. */
export async function catalogueImportApplying(db: Database, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(
      and(eq(catalogueImports.status, "applying"), gt(catalogueImports.heartbeatAt, new Date(now.getTime() - IMPORT_HEARTBEAT_STALE_MS))),
    )
    .limit(1);
  return row !== undefined;
}
