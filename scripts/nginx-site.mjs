// The committed nginx site (deploy/nginx/quartz.conf) made runnable by an ordinary user on free ports,
// with a self-signed certificate and private cache and temp folders. The deploy test and the bench's
// caching-proxy scenario both run this very file, so what they check is what docs/deploy.md installs.
import { Buffer } from "node:buffer";
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";

/** @import { IncomingHttpHeaders } from "node:http" */
/** @import { AddressInfo } from "node:net" */
/** @typedef {{ httpUrl: string; httpsUrl: string; stop(): Promise<void> }} CommittedSite */
/** @typedef {{ status: number; headers: IncomingHttpHeaders; body: Buffer }} SiteAnswer */

export const SITE_NAME = "www.example.com";
const SITE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../deploy/nginx/quartz.conf");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
const OPENSSL = ["/usr/bin/openssl", "/usr/local/bin/openssl"].find((candidate) => existsSync(candidate));

/** Why the committed site cannot run here, or null when nginx and openssl are both installed. */
export function nginxMissing() {
  if (!NGINX) return "nginx is not installed (apt-get install -y nginx-light)";
  if (!OPENSSL) return "openssl is not installed (apt-get install -y openssl)";
  return null;
}

/** @returns {Promise<number>} */
async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * The site file with its ports, certificate and cache moved into `directory`; fails loudly if a replacement missed.
 * @param {string} directory
 * @param {{ app: number; http: number; https: number }} ports
 */
function runnableSite(directory, ports) {
  /** @type {[string, string][]} */
  const replacements = [
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${ports.app};`],
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`],
    [`/etc/letsencrypt/live/${SITE_NAME}/fullchain.pem`, path.join(directory, "cert.pem")],
    [`/etc/letsencrypt/live/${SITE_NAME}/privkey.pem`, path.join(directory, "key.pem")],
    ["/var/cache/nginx/quartz", path.join(directory, "cache")],
  ];
  let site = readFileSync(SITE_FILE, "utf8").replace(/^\s*listen \[::\]:.*$/gm, "");
  for (const [from, to] of replacements) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/quartz.conf no longer contains "${from}"; update scripts/nginx-site.mjs`);
    site = site.replace(from, to);
  }
  return site;
}

/**
 * Starts nginx with the committed site in front of `originUrl`. Resolves once HTTPS answers; `stop`
 * ends nginx and removes its folder.
 * @param {string} originUrl
 * @returns {Promise<CommittedSite>}
 */
export async function startCommittedSite(originUrl) {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  // Both found, as nginxMissing says.
  const [nginx, openssl] = /** @type {[string, string]} */ ([NGINX, OPENSSL]);
  const directory = mkdtempSync(path.join(tmpdir(), "quartz-nginx-"));
  // nginx's workers run as another user when started by root; they must reach the temp and cache folders.
  chmodSync(directory, 0o755);
  const certificate = spawnSync(
    openssl,
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${SITE_NAME}`,
      "-keyout",
      path.join(directory, "key.pem"),
      "-out",
      path.join(directory, "cert.pem"),
    ],
    { encoding: "utf8" },
  );
  if (certificate.status !== 0) throw new Error(`openssl could not make a certificate: ${certificate.stderr}`);
  const ports = { http: await freePort(), https: await freePort(), app: Number(new URL(originUrl).port) };
  writeFileSync(path.join(directory, "quartz.conf"), runnableSite(directory, ports));
  for (const folder of ["temp", "logs", "cache"]) mkdirSync(path.join(directory, folder), { recursive: true, mode: 0o777 });
  for (const folder of ["temp", "cache"]) chmodSync(path.join(directory, folder), 0o777);
  const configuration = path.join(directory, "nginx.conf");
  writeFileSync(
    configuration,
    `pid ${directory}/nginx.pid;
error_log ${directory}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${directory}/temp/body;
  proxy_temp_path ${directory}/temp/proxy;
  fastcgi_temp_path ${directory}/temp/fastcgi;
  uwsgi_temp_path ${directory}/temp/uwsgi;
  scgi_temp_path ${directory}/temp/scgi;
  include ${directory}/quartz.conf;
}
`,
  );
  const check = spawnSync(nginx, ["-t", "-q", "-p", directory, "-c", configuration], { encoding: "utf8" });
  if (check.status !== 0) {
    rmSync(directory, { recursive: true, force: true });
    throw new Error(`nginx -t refused the committed site: ${check.stderr}`);
  }
  const child = spawn(nginx, ["-p", directory, "-c", configuration, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (/** @type {Buffer} */ chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT");
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(directory, { recursive: true, force: true });
  };
  const site = { httpUrl: `http://127.0.0.1:${ports.http}`, httpsUrl: `https://127.0.0.1:${ports.https}`, stop };
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with code ${child.exitCode}: ${output}`);
    }
    try {
      await requestThroughSite(`${site.httpsUrl}/healthz`);
      return site;
    } catch (error) {
      if (attempt > 50) {
        await stop();
        throw new Error(`nginx did not answer on ${site.httpsUrl}: ${error} ${output}`);
      }
      await sleep(100);
    }
  }
}

/**
 * One request to the site as a visitor's browser would send it (the site's name, its self-signed
 * certificate accepted). Resolves with the status, headers and raw body.
 * @param {string} url
 * @param {{ headers?: Record<string, string>; localAddress?: string }} [options]
 * @returns {Promise<SiteAnswer>}
 */
export function requestThroughSite(url, { headers = {}, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith("https:") ? https : http;
    const outgoing = client.request(
      new URL(url),
      { localAddress, rejectUnauthorized: false, servername: SITE_NAME, headers: { host: SITE_NAME, ...headers } },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}
