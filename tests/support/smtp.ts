import net from "node:net";
import { SMTPServer } from "smtp-server";
import { expect } from "vitest";

export type ReceivedMail = { raw: string; envelopeFrom: string; envelopeTo: string[] };

export type TestSmtpServer = {
  port: number;
  received: ReceivedMail[];
  /** SMTP reply code for every following message, or null to accept them. */
  rejectWith(code: number | null): void;
  close(): Promise<void>;
};

/** A real SMTP server on loopback that keeps what it accepted, and can be told to refuse, like a mail server having trouble. */
export async function startSmtpServer(options: { port?: number; acceptDelayMs?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejectCode: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          if (rejectCode !== null) {
            callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: rejectCode }));
            return;
          }
          received.push({
            raw: Buffer.concat(chunks).toString("utf8"),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          });
          callback();
        }, options.acceptDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    received,
    rejectWith(code) {
      rejectCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on, so connecting to it is refused like a crashed mail server. */
export async function unusedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Just enough MIME decoding to read what a mail client would show; charsets other than UTF-8 fail the test. */
export function parseMail(raw: string): { header(name: string): string | undefined; text: string } {
  const { headers, body } = splitEntity(raw);
  expect(headers.get("content-type") ?? "").toMatch(/charset=utf-8/i);
  return { header: (name) => headers.get(name.toLowerCase()), text: decodeBody(headers, body).toString("utf8").replace(/\r\n/g, "\n") };
}

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };

/** A multipart/mixed mail's headers, its text and its attachments, as a mail client would offer them to save. */
export function parseMailWithAttachments(raw: string): {
  header(name: string): string | undefined;
  text: string;
  attachments: ReceivedAttachment[];
} {
  const { headers, body } = splitEntity(raw);
  const contentType = headers.get("content-type") ?? "";
  expect(contentType).toMatch(/^multipart\/mixed;/i);
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)![1]!;
  // Before the first delimiter and after the last come no parts; the line breaks around a delimiter belong to it.
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\r?\n/, "").replace(/\r?\n$/, ""));
  const [textPart, ...attachmentParts] = parts;
  const attachments = attachmentParts.map((part) => {
    const entity = splitEntity(part);
    const disposition = entity.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment;/);
    return {
      filename: dispositionFileName(disposition),
      contentType: entity.headers.get("content-type")!.split(";")[0]!,
      content: decodeBody(entity.headers, entity.body),
    };
  });
  return { header: (name) => headers.get(name.toLowerCase()), text: parseMail(textPart!).text, attachments };
}

/** A message's or a MIME part's headers (unfolded, names in lower case, encoded words decoded) and its body as written. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headerBlock = raw.slice(0, headerEnd).replace(/\r?\n(?=[ \t])/g, "");
  const body = raw.slice(headerEnd).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of headerBlock.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): Buffer {
  const transferEncoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (transferEncoding === "base64") return Buffer.from(body, "base64");
  if (transferEncoding === "quoted-printable") return decodeQuotedPrintable(body.replace(/=\r?\n/g, ""));
  return Buffer.from(body, "utf8");
}

/** RFC 2231: a long or non-ASCII file name comes in numbered pieces, those marked `*` percent-encoded after a `charset''` prefix. */
function dispositionFileName(disposition: string): string {
  const pieces = [...disposition.matchAll(/filename(?:\*(\d+))?(\*)?=(?:"([^"]*)"|([^;\s]*))/gi)]
    .map(([, index, encoded, quoted, bare]) => ({ index: Number(index ?? 0), encoded: Boolean(encoded), value: quoted ?? bare! }))
    .sort((a, b) => a.index - b.index);
  const bytes = pieces.map(({ encoded, value }) => {
    if (!encoded) return Buffer.from(value, "utf8");
    const [, charset, text] = /^(?:([^']*)'[^']*')?(.*)$/.exec(value)!;
    if (charset) expect(charset.toLowerCase()).toBe("utf-8");
    return Buffer.from(decodeURIComponent(text!), "utf8");
  });
  return Buffer.concat(bytes).toString("utf8");
}

/** RFC 2047: adjacent encoded words are joined as bytes, since a character may be split between them. */
function decodeEncodedWords(value: string): string {
  const encodedWord = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return value.replace(/=\?[^?]+\?[BbQq]\?[^?]*\?=(\s*=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g, (run) => {
    const parts = [...run.matchAll(encodedWord)].map(([, charset, encoding, data]) => {
      expect(charset!.toLowerCase()).toBe("utf-8");
      return encoding!.toUpperCase() === "B" ? Buffer.from(data!, "base64") : decodeQuotedPrintable(data!.replace(/_/g, " "));
    });
    return Buffer.concat(parts).toString("utf8");
  });
}

function decodeQuotedPrintable(input: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < input.length; index += 1) {
    const hex = input.slice(index + 1, index + 3);
    if (input[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(input.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
}
