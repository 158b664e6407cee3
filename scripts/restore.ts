// `npm run restore -- FILE [--force]`: brings this instance (DATA_DIR, DATABASE_URL, S3_*) back to the archive's state.
import { parseArgs } from "node:util";
import { loadConfig } from "~/config/config.server";
import { failureLine, summaryLine } from "~/modules/operations/backup-report.server";
import { restoreBackup } from "~/modules/operations/backup-restore.server";
import { openInstanceDatabase } from "~/modules/operations/data-dir-lock.server";
import { createStorage } from "~/modules/storage/create-storage.server";

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  if (positionals.length !== 1) {
    console.error("Usage: npm run restore -- FILE [--force]");
    process.exit(2);
  }
  const file = positionals[0]!;
  const config = loadConfig();
  const database = await openInstanceDatabase(config, "npm run restore");
  const storage = createStorage(config);
  try {
    const started = performance.now();
    const summary = await restoreBackup(database.db, storage, file, { force: values.force });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Restored ${summaryLine(summary)} from ${file} in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${failureLine(error)}`);
  process.exit(1);
});
