import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Waits for the server's file mail transport to write a message containing `needle` and returns
 * it with quoted-printable soft line breaks undone, so links can be read from it.
 */
export async function waitForMail(dataDir: string, needle: string, timeoutMs = 20_000): Promise<string> {
  const mailDir = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith(".eml")).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(mailDir, file), "utf8");
      const decoded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      if (decoded.includes(needle)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail containing ${needle} within ${timeoutMs} ms`);
}
