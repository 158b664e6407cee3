import type { Config } from "~/config/config.server";
import type { Database } from "~/database/client.server";
import type { Logger } from "~/modules/observability/logger.server";
import { countAdministrators, createOrResetAdministrator } from "./accounts.server";

/**
 * There is no default account: the administrator comes from ADMIN_EMAIL and ADMIN_PASSWORD when
 * none exists yet, or from `npm run admin`. Without either, start-up says how in one line.
 */
export async function ensureAdministrator(
  db: Database,
  config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD">,
  log: Logger,
): Promise<void> {
  if ((await countAdministrators(db)) > 0) return;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await createOrResetAdministrator(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    log({ event: "admin.created", email: config.ADMIN_EMAIL });
    return;
  }
  log({
    level: "warn",
    event: "admin.missing",
    message:
      "No administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD and restart, or stop the server and run `npm run admin -- create --email you@example.com`.",
  });
}
