// `npm run backup -- FILE`: one .tar.gz with every table's rows and every stored file (see writeBackup).
import { parseArgs } from "node:util";
import { loadConfig } from "~/config/config.server";
import { failureLine, megabytes, openInstance, summaryLine, writeBackup } from "~/modules/operations/backup.server";

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error("Usage: npm run backup -- FILE");
    process.exit(2);
  }
  const file = positionals[0]!;
  const { database, storage } = await openInstance(loadConfig(), "npm run backup");
  try {
    const started = performance.now();
    const summary = await writeBackup(database.db, storage, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Backed up ${summaryLine(summary)} to ${file} (${megabytes(summary.archiveBytes)}) in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${failureLine(error)}`);
  process.exit(1);
});
