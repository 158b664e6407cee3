// A caching reverse proxy in front of the bench's server, for the "nginx caching in front" scenario.
// The configuration is the one place the bench defines it; it follows the origin's own Cache-Control
// and ETag (no proxy_cache_valid override), so what gets cached is exactly what the server allows.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./server.mjs";

const NGINX = "nginx";

/** True when an nginx binary answers `nginx -v`. */
export function nginxInstalled() {
  return spawnSync(NGINX, ["-v"], { stdio: "ignore" }).status === 0;
}

export function cachingProxyConfig({ directory, listenPort, originUrl }) {
  return `worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
# Run as the invoking user: as root, workers would otherwise switch to nobody and lose the temp directory.
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${directory}/client-body;
  proxy_temp_path ${directory}/proxy-temp;
  fastcgi_temp_path ${directory}/fastcgi-temp;
  uwsgi_temp_path ${directory}/uwsgi-temp;
  scgi_temp_path ${directory}/scgi-temp;
  proxy_cache_path ${directory}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;

  # Signed-in visitors and every non-GET request go to the origin and are never stored.
  map $http_cookie $signed_in { default 0; "~quartz_session=" 1; }
  map $request_method $not_get { GET 0; HEAD 0; default 1; }

  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass ${originUrl};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_cache pages;
      proxy_cache_bypass $signed_in $not_get;
      proxy_no_cache $signed_in $not_get;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

/** Starts nginx in the foreground with a private config and cache; `stop` ends it and removes both. */
export async function startCachingProxy(originUrl) {
  const directory = mkdtempSync(path.join(tmpdir(), "quartz-bench-nginx-"));
  const listenPort = await freePort();
  const configPath = path.join(directory, "nginx.conf");
  writeFileSync(configPath, cachingProxyConfig({ directory, listenPort, originUrl }));
  const child = spawn(NGINX, ["-p", directory, "-c", configPath, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT");
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(directory, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with code ${child.exitCode}: ${output}`);
    }
    try {
      await (await fetch(`${baseUrl}/healthz`)).arrayBuffer();
      break;
    } catch {
      if (attempt > 40) {
        await stop();
        throw new Error(`nginx did not answer on ${baseUrl}: ${output}`);
      }
      await sleep(100);
    }
  }
  return { baseUrl, stop };
}
