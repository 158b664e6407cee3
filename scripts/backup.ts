// `npm run backup -- FILE`: one .tar.gz with every table's rows and every stored file (see writeBackup).
// While the server holds the embedded database, the server makes it and this copies the archive to FILE.
import { copyFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { loadConfig, type Config } from "~/config/config.server";
import { failureLine, megabytes, summaryLine } from "~/modules/operations/backup-report.server";
import { writeBackup } from "~/modules/operations/backup-writer.server";
import { askServerForBackup } from "~/modules/operations/control-socket.server";
import { DataDirectoryInUseError, openInstanceDatabase } from "~/modules/operations/data-dir-lock.server";
import { createStorage } from "~/modules/storage/create-storage.server";

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

async function backUpHere(config: Config, file: string, started: number) {
  const database = await openInstanceDatabase(config, "npm run backup");
  const storage = createStorage(config);
  try {
    const summary = await writeBackup(database.db, storage, file);
    console.log(`Backed up ${summaryLine(summary)} to ${file} (${megabytes(summary.archiveBytes)}) in ${seconds(started)} s.`);
  } finally {
    await database.close();
  }
}

async function backUpThroughServer(config: Config, file: string, started: number, inUse: DataDirectoryInUseError) {
  const answer = await askServerForBackup(config.dataDir);
  if (!answer) throw inUse;
  if (answer.status === "failed") throw new Error(`The running server could not make it: ${answer.error}`);
  await copyFile(answer.archive, file);
  console.log(
    `Backed up ${answer.rows.toLocaleString("en")} rows, ${answer.files.toLocaleString("en")} files to ${file} (${megabytes(answer.bytes)}) in ${seconds(started)} s, made by the running server (pid ${answer.pid}) and listed on its backups page.`,
  );
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error("Usage: npm run backup -- FILE");
    process.exit(2);
  }
  const file = positionals[0]!;
  const config = loadConfig();
  const started = performance.now();
  try {
    await backUpHere(config, file, started);
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    await backUpThroughServer(config, file, started, error);
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${failureLine(error)}`);
  process.exit(1);
});
