import { readFileSync } from "node:fs";
import http from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogs";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

/** Large or hostile bodies against the built server: refused early, with the server's memory bounded. */
let server: RunningServer;
let cookie: string;
const MB = 1024 * 1024;
const uploadText = messagesFor("zh").admin.products.errors;

beforeAll(async () => {
  server = await startBuiltServer();
  const signedIn = await fetch(`${server.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.90" },
    body: new URLSearchParams(TEST_ADMIN),
  });
  expect(signedIn.status).toBe(302);
  cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);
afterAll(() => server.stop());

const residentBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

/** Runs `work` while sampling the server's resident memory; returns the work's result and the growth over the start. */
async function measureGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = residentBytes();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes())), 25);
  try {
    const result = await work();
    peak = Math.max(peak, residentBytes());
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Streams `totalBytes` to `path` (declared in Content-Length, or chunked) and resolves with the
 * status and time as soon as the server answers, then stops sending, as a flooding client would not.
 */
function sendLargeBody(
  path: string,
  options: { chunked: boolean; contentType: string; prefix?: string; totalBytes?: number; headers?: Record<string, string> },
) {
  const totalBytes = options.totalBytes ?? 250 * MB;
  const url = new URL(path, server.baseUrl);
  return new Promise<{ status: number; ms: number; sentBytes: number; body: string }>((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string> = { "content-type": options.contentType, ...options.headers };
    if (!options.chunked) headers["content-length"] = String(totalBytes);
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers });
    let sentBytes = 0;
    let answered = false;
    const filler = Buffer.alloc(256 * 1024, "a");
    request.on("response", (response) => {
      answered = true;
      const ms = performance.now() - started;
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, ms, sentBytes, body });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.prefix) {
      request.write(options.prefix);
      sentBytes += options.prefix.length;
    }
    const pump = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += filler.length;
        if (!request.write(filler)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const boundary = "----limit-test";
const multipartPrefix = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

describe("request bodies", () => {
  it("refuses 10 × 250 MB bodies to the beacon, the forms and the upload with 413 quickly, memory growing < 100 MB", async () => {
    const form = "application/x-www-form-urlencoded";
    const upload = { contentType: `multipart/form-data; boundary=${boundary}`, prefix: multipartPrefix, headers: { cookie } };
    const floods = [
      () => sendLargeBody("/resources/page-view", { chunked: false, contentType: "application/json" }),
      () => sendLargeBody("/resources/page-view", { chunked: true, contentType: "application/json" }),
      () => sendLargeBody("/contact-us", { chunked: false, contentType: form }),
      () => sendLargeBody("/contact-us", { chunked: true, contentType: form }),
      () => sendLargeBody("/login", { chunked: true, contentType: form }),
      () => sendLargeBody("/forget-password", { chunked: true, contentType: form }),
      () => sendLargeBody("/contact-us-zh/product/anything", { chunked: true, contentType: "multipart/form-data; boundary=x" }),
      () => sendLargeBody("/dashboard/products/upload", { ...upload, chunked: false }),
      () => sendLargeBody("/dashboard/products/upload", { ...upload, chunked: true }),
      () => sendLargeBody("/dashboard/products/upload", { ...upload, chunked: true }),
    ];
    const { result, growth } = await measureGrowth(() => Promise.all(floods.map((flood) => flood())));
    for (const answer of result) {
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(10_000);
      expect(answer.sentBytes).toBeLessThan(100 * MB);
    }
    console.info(
      `10 floods answered 413 in at most ${Math.round(Math.max(...result.map((answer) => answer.ms)))} ms; server memory grew ${Math.round(growth / MB)} MB`,
    );
    expect(growth).toBeLessThan(100 * MB);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it("answers the upload's own JSON 413 in Chinese and the page's 413 in its language", async () => {
    const uploadAnswer = await sendLargeBody("/dashboard/products/upload", {
      chunked: false,
      contentType: `multipart/form-data; boundary=${boundary}`,
      prefix: multipartPrefix,
      headers: { cookie },
      totalBytes: 30 * MB,
    });
    expect(uploadAnswer.status).toBe(413);
    expect(JSON.parse(uploadAnswer.body).error).toBe(uploadText.photoTooLarge(25));
    const chinesePage = await fetch(`${server.baseUrl}/contact-us-zh`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: `message=${"字".repeat(40_000)}`,
    });
    expect(chinesePage.status).toBe(413);
    expect(await chinesePage.text()).toContain(messagesFor("zh").errors.tooLarge);
  });

  it("answers 400, not 500, to a form field or an address holding NUL, which the database cannot store", async () => {
    const enquiry = await fetch(`${server.baseUrl}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Nul", lastName: "Byte", email: "nul@example.com", message: "hello\u0000there" }),
    });
    expect(enquiry.status).toBe(400);
    expect((await fetch(`${server.baseUrl}/product/%00`)).status).toBe(400);
  });

  it("answers 400, not 500, to a beacon that is not JSON or not UTF-8", async () => {
    for (const body of ["{", "null", Buffer.from([0x7b, 0x22, 0x70, 0xff, 0xfe])]) {
      const response = await fetch(`${server.baseUrl}/resources/page-view`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
    }
  });
});

async function uploadPhoto(bytes: Buffer, filename: string) {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(bytes)], filename, { type: "image/png" }));
  const response = await fetch(`${server.baseUrl}/dashboard/products/upload`, { method: "POST", headers: { cookie }, body: form });
  return { status: response.status, body: (await response.json()) as { error?: string; photoUrl?: string } };
}

describe("photo uploads", () => {
  it("answers 415 with a Chinese message to a truncated JPEG, not 500", async () => {
    const noise = Buffer.alloc(800 * 600 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
    const jpeg = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer();
    const truncated = await uploadPhoto(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "truncated.jpg");
    expect(truncated).toEqual({ status: 415, body: { error: uploadText.notAnImage } });
    expect((await uploadPhoto(Buffer.from("not an image at all"), "text.jpg")).status).toBe(415);
    const whole = await uploadPhoto(jpeg, "whole.jpg");
    expect(whole.status).toBe(200);
    expect(whole.body.photoUrl).toMatch(/^\/media\/saide\//);
  });

  it("refuses a small PNG of 60 megapixels from its header, without decoding it", async () => {
    const png = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#808080" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(1 * MB);
    const { result, growth } = await measureGrowth(() => uploadPhoto(png, "huge.png"));
    expect(result).toEqual({ status: 413, body: { error: uploadText.tooManyPixels(40) } });
    expect(growth).toBeLessThan(100 * MB);
  });
});
