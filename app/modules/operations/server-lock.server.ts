import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The embedded database has one owner: the server says it holds it, so command-line tools can refuse to open it too. */
export function serverPidFile(dataDir: string): string {
  return path.join(dataDir, "server.pid");
}

export function claimEmbeddedDatabase(dataDir: string): () => void {
  const file = serverPidFile(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
