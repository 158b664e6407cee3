import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Database } from "~/database/client.server";
import { createMailDelivery, type MailMessage } from "~/modules/mail/delivery.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { parseMail } from "./smtp";

/** The origin the integration tests' mails put in their links. */
export const TEST_PUBLIC_URL = "https://quartz.example";

/** Waits for the server's file mail transport to write a message that `read` accepts, newest first, and returns what it read. */
async function waitForMailFile<T>(dataDir: string, read: (raw: string) => T | null, needle: string, timeoutMs: number): Promise<T> {
  const mailDir = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir).catch(() => []))
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .reverse();
    for (const file of files) {
      const found = read(await readFile(path.join(mailDir, file), "utf8"));
      if (found !== null) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail containing ${needle} within ${timeoutMs} ms`);
}

/**
 * Waits for the server's file mail transport to write a message containing `needle` and returns
 * it with quoted-printable soft line breaks undone, so links can be read from it.
 */
export function waitForMail(dataDir: string, needle: string, timeoutMs = 20_000): Promise<string> {
  return waitForMailFile(
    dataDir,
    (raw) => {
      const decoded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      return decoded.includes(needle) ? decoded : null;
    },
    needle,
    timeoutMs,
  );
}

/**
 * The text a mail client shows of the message whose headers or body, as written, contain `needle` (an address): a
 * mail mostly in Chinese goes out base64-encoded, where neither its words nor its links can be read from the file.
 */
export function waitForMailText(dataDir: string, needle: string, timeoutMs = 20_000): Promise<string> {
  return waitForMailFile(dataDir, (raw) => (raw.includes(needle) ? parseMail(raw).text : null), needle, timeoutMs);
}

/** The storage for mail workers whose mails carry no attachments: it holds nothing. */
export const emptyStorage: Storage = createLocalStorage(path.join(os.tmpdir(), "quartz-tests-empty-storage"));

/** Sends what the outbox holds due at `now`, as the server's worker would, and returns the mails as sent (links written in, attachments read from `storage`). */
export async function deliverOutbox(db: Database, now = new Date(), storage = emptyStorage): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const worker = createMailDelivery({
    db,
    transport: { kind: "smtp", send: async (message) => void sent.push(message) },
    storage,
    from: "site@example.com",
    publicUrl: TEST_PUBLIC_URL,
    now: () => now,
  });
  await worker.deliverDue();
  await worker.stop();
  return sent;
}
