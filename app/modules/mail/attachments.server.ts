import path from "node:path";
import type { MailAttachment } from "~/database/schema";
import { assertSafeKey, InvalidStorageKeyError, type StoredObject, type Storage } from "~/modules/storage/storage.server";

export const MAX_ATTACHMENTS = 5;
/** Base64 grows the files by a third, which keeps the whole mail under the 20–25 MB most mail servers accept. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;
const MAX_FILE_NAME_LENGTH = 120;
/** Quote PDFs and pictures. No SVG: it can carry scripts, which some mail clients would run. */
const attachableTypes = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

/**
 * Characters no file system accepts in a name, control characters, and invisible formatting ones
 * such as the right-to-left override, with which a program's name can be made to read as a PDF's.
 */
const unsafeInFileName = /[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu;

export class MailAttachmentError extends Error {}

/** A file as the transport attaches it, read from the storage at send time. */
export type AttachedFile = { filename: string; contentType: string; content: Buffer };

/**
 * The name the recipient saves the file under: its last path segment, without characters a file
 * system refuses or that disguise it, without a leading dot (a hidden file), and at most 120
 * characters with the extension kept.
 */
export function safeFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop()!;
  const cleaned = lastSegment
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(unsafeInFileName, "-")
    .replace(/^[\s.-]+|[\s.]+$/g, "");
  // Counted in code points, so a cut never splits a character in two.
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return cleaned || "attachment";
  const extension = Array.from(path.extname(cleaned));
  const kept = extension.length <= 10 ? extension : [];
  return (
    characters
      .slice(0, MAX_FILE_NAME_LENGTH - kept.length)
      .join("")
      .trimEnd() + kept.join("")
  );
}

/** The attachments as stored with a mail, names made safe; throws MailAttachmentError for anything a mail may not carry. */
export function checkedAttachments(attachments: MailAttachment[]): MailAttachment[] {
  if (attachments.length > MAX_ATTACHMENTS)
    throw new MailAttachmentError(`A mail carries at most ${MAX_ATTACHMENTS} attachments, not ${attachments.length}.`);
  return attachments.map((attachment) => {
    const contentType = attachment.contentType.trim().toLowerCase();
    if (!attachableTypes.has(contentType))
      throw new MailAttachmentError(`A mail cannot carry a file of type ${JSON.stringify(attachment.contentType)}.`);
    try {
      assertSafeKey(attachment.storageKey);
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw new MailAttachmentError(error.message);
      throw error;
    }
    return { filename: safeFileName(attachment.filename), contentType, storageKey: attachment.storageKey };
  });
}

/**
 * Reads a mail's attachments from the storage. A missing file or one past the size limit throws, so
 * the mail waits for the next attempt with the reason as its last error instead of going out without it.
 */
export async function readAttachments(storage: Storage, attachments: MailAttachment[]): Promise<AttachedFile[]> {
  const files: AttachedFile[] = [];
  let budget = MAX_ATTACHMENT_BYTES;
  for (const attachment of attachments) {
    const stored = await storage.get(attachment.storageKey);
    if (!stored) throw new Error(`The attachment ${attachment.filename} is missing from the storage (${attachment.storageKey}).`);
    const content = await readWithin(stored, budget);
    if (!content)
      throw new Error(
        `The attachments are larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB in total, the most a mail carries (${attachment.filename} goes past it).`,
      );
    budget -= content.length;
    files.push({ filename: attachment.filename, contentType: attachment.contentType, content });
  }
  return files;
}

/** The object's bytes, or null as soon as they pass `limit`; the stated size saves reading a file known to be too large. */
async function readWithin(stored: StoredObject, limit: number): Promise<Buffer | null> {
  if (stored.size > limit) {
    stored.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stored.body) {
    length += (chunk as Buffer).length;
    // Leaving the loop destroys the stream.
    if (length > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, length);
}
