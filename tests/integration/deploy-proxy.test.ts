import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
const OPENSSL = ["/usr/bin/openssl", "/usr/local/bin/openssl"].find((candidate) => existsSync(candidate));
const SITE = "www.example.com";
/** The visitor's address: another loopback address than nginx's own, so the test can tell them apart. */
const VISITOR_ADDRESS = "127.0.0.2";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request from the visitor's address, as a browser would send it to the site's name. */
function visit(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { localAddress: VISITOR_ADDRESS, rejectUnauthorized: false, servername: SITE, headers: { host: SITE, "user-agent": BROWSER, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString("utf8") });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** The committed nginx file, pointed at this test's ports, certificate and site, inside a minimal main configuration. */
function runnableConfiguration(directory: string, ports: { http: number; https: number; app: number }): string {
  const site = readFileSync(path.resolve(import.meta.dirname, "../../deploy/nginx/quartz.conf"), "utf8")
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${ports.app};`)
    .replace(/^\s*listen \[::\]:.*$/gm, "")
    .replace("listen 80;", `listen 127.0.0.1:${ports.http};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(`/etc/letsencrypt/live/${SITE}/fullchain.pem`, path.join(directory, "cert.pem"))
    .replace(`/etc/letsencrypt/live/${SITE}/privkey.pem`, path.join(directory, "key.pem"));
  expect(site).not.toMatch(/listen (80|443)\b|:3000|letsencrypt\/live/);
  writeFileSync(path.join(directory, "quartz.conf"), site);
  for (const folder of ["temp", "logs"]) mkdirSync(path.join(directory, folder), { recursive: true, mode: 0o777 });
  chmodSync(path.join(directory, "temp"), 0o777);
  const main = `pid ${directory}/nginx.pid;
error_log ${directory}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${directory}/temp/body;
  proxy_temp_path ${directory}/temp/proxy;
  fastcgi_temp_path ${directory}/temp/fastcgi;
  uwsgi_temp_path ${directory}/temp/uwsgi;
  scgi_temp_path ${directory}/temp/scgi;
  include ${directory}/quartz.conf;
}
`;
  writeFileSync(path.join(directory, "nginx.conf"), main);
  return path.join(directory, "nginx.conf");
}

describe.skipIf(!NGINX || !OPENSSL)("the committed nginx configuration in front of the site", () => {
  let directory: string;
  let server: RunningServer;
  let database: { url: string; drop: () => Promise<void> };
  let nginx: ChildProcess;
  let ports: { http: number; https: number; app: number };

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "quartz-nginx-"));
    chmodSync(directory, 0o755);
    const certificate = spawnSync(OPENSSL!, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${SITE}`, "-keyout", path.join(directory, "key.pem"), "-out", path.join(directory, "cert.pem")], { encoding: "utf8" });
    expect(certificate.status, certificate.stderr).toBe(0);
    database = await createPostgresDatabase();
    server = await startBuiltServer({ DATABASE_URL: database.url, PUBLIC_URL: `https://${SITE}`, HOST: "127.0.0.1", TRUST_PROXY: "loopback" });
    ports = { http: await freePort(), https: await freePort(), app: Number(new URL(server.baseUrl).port) };
    const configuration = runnableConfiguration(directory, ports);
    const check = spawnSync(NGINX!, ["-t", "-q", "-p", directory, "-c", configuration], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX!, ["-p", directory, "-c", configuration, "-g", "daemon off;"], { stdio: "inherit" });
    for (let attempt = 0; ; attempt += 1) {
      try {
        await visit(`https://127.0.0.1:${ports.https}/healthz`);
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await server?.stop();
    await database?.drop();
    rmSync(directory, { recursive: true, force: true });
  });

  it("sends plain HTTP to HTTPS, keeping the address asked for", async () => {
    const answer = await visit(`http://127.0.0.1:${ports.http}/about-us?utm_source=card`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${SITE}/about-us?utm_source=card`);
  });

  it("serves the site over HTTPS compressed, with its links on PUBLIC_URL and HSTS", async () => {
    const page = await visit(`https://127.0.0.1:${ports.https}/about-us`, { "accept-encoding": "gzip" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["strict-transport-security"]).toContain("max-age=");
    expect(page.body).toContain(`<link rel="canonical" href="https://${SITE}/about-us"/>`);
    expect(page.body).not.toContain("127.0.0.1");
  });

  it("lets browsers keep /assets for a year and never the dashboard", async () => {
    const page = await visit(`https://127.0.0.1:${ports.https}/about-us`);
    const asset = /(?:href|src)="(\/assets\/[^"]+)"/.exec(page.body)?.[1];
    expect(asset).toBeDefined();
    const assetAnswer = await visit(`https://127.0.0.1:${ports.https}${asset}`);
    expect(assetAnswer.status).toBe(200);
    expect(assetAnswer.headers["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    const dashboard = await visit(`https://127.0.0.1:${ports.https}/dashboard`);
    expect(dashboard.status).toBeGreaterThanOrEqual(300);
    expect(dashboard.headers["cache-control"]).toBe("no-store");
  });

  it("records the visitor's own address, not nginx's nor one the visitor made up", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const marker = `/contact-us?utm_campaign=proxy-${Date.now()}`;
      expect((await visit(`https://127.0.0.1:${ports.https}${marker}`, { "x-forwarded-for": "203.0.113.9" })).status).toBe(200);
      let rows: { ip_address: string }[] = [];
      for (let attempt = 0; attempt < 50 && rows.length === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        rows = (await client.query<{ ip_address: string }>("select ip_address from page_views where url like $1", [`%${marker.slice(1)}`])).rows;
      }
      expect(rows.map((row) => row.ip_address)).toEqual([VISITOR_ADDRESS]);
    } finally {
      await client.end();
    }
  });
});
