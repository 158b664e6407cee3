import { spawnSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import net from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange, rawRequest, request } from "../support/http";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

/** The built server as a stranger meets it: forged hosts, malformed headers, private pages, its listening address. */
let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ HOST: "127.0.0.1", LOG_LEVEL: "info" }, { captureOutput: true });
}, 120_000);
afterAll(() => server.stop());

const evilHosts: Record<string, string>[] = [
  { host: "evil.example" },
  { "x-forwarded-host": "evil.example" },
  { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
];

async function resetMails(): Promise<string[]> {
  const mailDir = path.join(server.dataDir, "mail");
  const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith(".eml"));
  const mails = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), "utf8")));
  return mails.map((raw) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).filter((mail) => mail.includes("reset-password/"));
}

async function signIn(): Promise<string> {
  const response = await request(server.baseUrl, "/login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.80" },
    body: new URLSearchParams(TEST_ADMIN).toString(),
  });
  expect(response.status).toBe(302);
  return String(response.headers["set-cookie"]?.[0]).split(";")[0]!;
}

describe("one canonical origin", () => {
  it("is required in production: the server refuses to start without PUBLIC_URL, on one line naming it", () => {
    const { PUBLIC_URL: _unset, ...env } = process.env;
    const start = spawnSync(process.execPath, ["server.js"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...env, NODE_ENV: "production", PORT: "0", DATA_DIR: path.join(server.dataDir, "never-opened") },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr.trim()).toMatch(/^Configuration error: PUBLIC_URL must be set when NODE_ENV=production[^\n]*$/);
  });

  it("mails reset links on PUBLIC_URL whatever Host or X-Forwarded-Host the request names", async () => {
    // A newer link cancels an unsent older one, so each request's mail is awaited before the next.
    for (const [index, headers] of evilHosts.entries()) {
      const response = await request(server.baseUrl, "/forget-password", {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `203.0.113.${10 + index}` },
        body: new URLSearchParams({ email: TEST_ADMIN.email }).toString(),
      });
      expect(response.status).toBe(302);
      expect(response.headers.location).not.toContain("evil.example");
      const deadline = Date.now() + 20_000;
      while ((await resetMails()).length <= index && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await resetMails()).toHaveLength(index + 1);
    }
    for (const mail of await resetMails()) {
      expect(mail).not.toContain("evil.example");
      const links = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${server.baseUrl}/reset-password/`)).toBe(true);
    }
  });

  it("keeps canonical, hreflang, Open Graph, the sitemap and robots.txt on PUBLIC_URL", async () => {
    for (const headers of evilHosts) {
      const page = await request(server.baseUrl, "/about-us", { headers });
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${server.baseUrl}/about-us"`);
      expect(page.body).toContain(`hrefLang="zh-CN" href="${server.baseUrl}/about-us-zh"`);
      expect(page.body).toMatch(new RegExp(`property="og:url" content="${server.baseUrl}/about-us"`));
      expect(page.body).not.toContain("evil.example");
      const sitemap = await request(server.baseUrl, "/sitemap.xml", { headers });
      expect(sitemap.body).toContain(`<loc>${server.baseUrl}/</loc>`);
      expect(sitemap.body).not.toContain("evil.example");
      const robots = await request(server.baseUrl, "/robots.txt", { headers });
      expect(robots.body).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    }
  });

  it("refuses a form posted from another origin, even one that matches the forged Host", async () => {
    const response = await request(server.baseUrl, "/contact-us", {
      method: "POST",
      headers: { host: "evil.example", origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=A&lastName=B&email=a%40example.com&message=hi",
    });
    expect(response.status).toBe(403);
  });
});

describe("malformed requests", () => {
  const host = new URL(TEST_ADMIN.email.replace(/.*@/, "http://")).host;
  const malformed = [
    "GET / HTTP/1.0\r\nHost: evil example\r\n\r\n",
    "GET /about-us HTTP/1.1\r\nHost: evil example\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: quartz.example:99999\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: quartz.example:-1\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: a/b@c\r\n\r\n",
    `GET / HTTP/1.1\r\nHost: ${"a".repeat(300)}\r\n\r\n`,
    Buffer.from("GET / HTTP/1.1\r\nHost: \xe9vil.example\r\n\r\n", "latin1"),
    `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: evil example\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: quartz.example:70000\r\n\r\n`,
    `POST /contact-us HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: [zz]\r\nContent-Length: 0\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Proto: java script\r\n\r\n`,
    `GET http://evil.example/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
    `GET /dashboard/%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  ];

  it.each(malformed.map((text) => [String(text).split("\r\n").slice(0, 3).join(" | "), text] as const))(
    "answers 400 to %j",
    async (_name, text) => {
      expect(await rawRequest(server.baseUrl, text)).toBe(400);
    },
  );

  it("writes only JSON lines, with no stack of a refused request", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = [...server.output.stdout, ...server.output.stderr];
    expect(lines.length).toBeGreaterThan(malformed.length);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const refused = lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === "request.malformed");
    expect(refused.length).toBeGreaterThanOrEqual(malformed.length - 2);
    expect(lines.join("\n")).not.toMatch(/correct horse|reset-password\/[A-Za-z0-9_-]{10,}/);
  });
});

describe("protocol edges", () => {
  const headOf = (response: string) => response.split("\r\n\r\n")[0]!;

  it("serves an HTTP/1.0 request without Host as a request for PUBLIC_URL", async () => {
    const response = await rawExchange(server.baseUrl, "GET /about-us-zh HTTP/1.0\r\n\r\n");
    expect(headOf(response)).toMatch(/^HTTP\/1\.[01] 200 /);
    expect(response).toContain(`<link rel="canonical" href="${server.baseUrl}/about-us-zh"/>`);
    const moved = headOf(await rawExchange(server.baseUrl, "GET /About-Us HTTP/1.0\r\n\r\n"));
    expect(moved).toMatch(/^HTTP\/1\.[01] 301 /);
    expect(moved).toMatch(/\r\nLocation: \/about-us\r\n/i);
  });

  it.each([
    ["TRACE", "/about-us", "GET, HEAD, OPTIONS"],
    ["PUT", "/about-us", "GET, HEAD, OPTIONS"],
    ["POST", "/about-us", "GET, HEAD, OPTIONS"],
    ["DELETE", "/contact-us", "GET, HEAD, POST, OPTIONS"],
    ["PATCH", "/product/calacatta-gold", "GET, HEAD, OPTIONS"],
    ["PROPFIND", "/", "GET, HEAD, OPTIONS"],
    ["PUT", "/media/saide/calacatta-gold-480.webp", "GET, HEAD, OPTIONS"],
    ["DELETE", "/resources/page-view", "POST, OPTIONS"],
  ])("answers %s %s with 405 naming what the address takes", async (method, path, allowed) => {
    const response = await request(server.baseUrl, path, { method });
    expect([response.status, response.headers.allow]).toEqual([405, allowed]);
  });

  it("keeps an idle connection open past Node's 5 s default, so a proxy's or a client's next request on it is answered", async () => {
    const url = new URL(server.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    let received = "";
    let closed = false;
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("close", () => (closed = true));
    const ask = async () => {
      const answersBefore = received.split("HTTP/1.1 ").length;
      socket.write(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
      await expect.poll(() => received.split("HTTP/1.1 ").length).toBe(answersBefore + 1);
    };
    await ask();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    await ask();
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    socket.destroy();
  });

  it("names the methods an address takes to OPTIONS", async () => {
    const response = await request(server.baseUrl, "/contact-us-zh", { method: "OPTIONS" });
    expect([response.status, response.headers.allow]).toEqual([204, "GET, HEAD, POST, OPTIONS"]);
  });

  it.each([
    ["TRACK /contact-us HTTP/1.1", "GET, HEAD, POST, OPTIONS"],
    ["MADE-UP /about-us HTTP/1.1", "GET, HEAD, OPTIONS"],
    ["CONNECT evil.example:443 HTTP/1.1", "GET, HEAD, OPTIONS"],
  ])("answers %s, which Node itself parses, with 405 too", async (line, allowed) => {
    const head = headOf(await rawExchange(server.baseUrl, `${line}\r\nHost: ${new URL(server.baseUrl).host}\r\n\r\n`));
    expect(head).toMatch(/^HTTP\/1\.1 405 /);
    expect(head).toContain(`\r\nAllow: ${allowed}\r\n`);
  });

  it("answers HEAD with exactly the headers GET gives, before and after the page is cached", async () => {
    /** Headers that differ between any two responses: when, which request, the script nonce, whether the cache had it. */
    const perResponse = new Set(["date", "x-request-id", "content-security-policy", "x-page-cache", "connection", "keep-alive"]);
    const lasting = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.has(name)));
    for (const path of ["/news-center-zh", "/product/no-such-slab"]) {
      const head = await request(server.baseUrl, path, { method: "HEAD" });
      const get = await request(server.baseUrl, path);
      const headAgain = await request(server.baseUrl, path, { method: "HEAD" });
      expect(head.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(lasting(head.headers), path).toEqual(lasting(get.headers));
      expect(lasting(headAgain.headers), path).toEqual(lasting(get.headers));
      expect([head.body, headAgain.body]).toEqual(["", ""]);
      expect(get.body.length).toBeGreaterThan(1000);
    }
  });
});

describe("private pages", () => {
  it("are answered no-store, redirects and .data requests included; public pages are not", async () => {
    const cookie = await signIn();
    const signedIn = { cookie };
    const privateRequests: [string, Record<string, string>?][] = [
      ["/dashboard", signedIn],
      ["/dashboard.data", signedIn],
      ["/dashboard/products", signedIn],
      ["/dashboard/products.data", signedIn],
      ["/dashboard/analytics", signedIn],
      ["/dashboard/account", signedIn],
      ["/dashboard"],
      ["/dashboard.data"],
      ["/login"],
      ["/login.data"],
      ["/forget-password"],
      ["/reset-password/not-a-token"],
      ["/verify-email/not-a-token"],
      ["/confirm-email/not-a-token"],
      ["/logout"],
    ];
    for (const [path, headers] of privateRequests) {
      const response = await request(server.baseUrl, path, { headers });
      expect(response.headers["cache-control"], path).toBe("no-store");
    }
    const signOut = await request(server.baseUrl, "/logout", { method: "POST", headers: { cookie } });
    expect(signOut.status).toBe(302);
    expect(signOut.headers["cache-control"]).toBe("no-store");
    expect((await request(server.baseUrl, "/about-us")).headers["cache-control"]).not.toBe("no-store");
  });
});

describe("HOST", () => {
  it("listens on the address it names and logs it", async () => {
    const listening = server.output.stdout.map((line) => JSON.parse(line)).find((entry) => entry.event === "server.listening");
    expect(listening).toMatchObject({ address: "127.0.0.1", port: Number(new URL(server.baseUrl).port), url: server.baseUrl });
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === "IPv4");
    if (!outside) return;
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(new URL(server.baseUrl).port), outside.address);
      socket.on("connect", () => (socket.destroy(), resolve(false)));
      socket.on("error", () => resolve(true));
    });
    expect(refused, `connection to ${outside.address}`).toBe(true);
  });
});

describe("stopping", () => {
  it("answers a request that was arriving when asked to stop, then exits at once though the client keeps its connection", async () => {
    const database = await createPostgresDatabase();
    const stopping = await startBuiltServer({ DATABASE_URL: database.url });
    try {
      const url = new URL(stopping.baseUrl);
      const socket = net.connect(Number(url.port), url.hostname);
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
      await new Promise((resolve) => socket.once("connect", resolve));
      // The request line is in, its headers are not: the connection is busy when the stop begins.
      socket.write(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\n`);
      const stopped = stopping.stop();
      const newConnection = () =>
        new Promise<string>((resolve) => {
          const probe = net.connect(Number(url.port), url.hostname);
          probe.once("connect", () => (probe.destroy(), resolve("accepted")));
          probe.once("error", () => resolve("refused"));
        });
      await expect.poll(newConnection).toBe("refused");
      socket.write("\r\n");
      await expect.poll(() => received).toMatch(/^HTTP\/1\.1 200 [\s\S]*keep-alive/i);
      // The client would keep the connection 65 s. A server that waited for it would be forced out after 10 s with
      // code 1, and stop() rejects that.
      await stopped;
      socket.destroy();
    } finally {
      await stopping.stop();
      await database.drop();
    }
  });
});
