// `npm run fuzz -- --url http://127.0.0.1:3000 [--database-url postgres://…] [--requests 10000] [--seed 1]`
// Sends malformed requests (headers, bodies, query strings) to every route of the route table (app/routes.ts, with
// every language's address from app/i18n/page-paths.ts), each with the methods it takes and its dynamic segments
// filled with the site's own values, well-formed unknown ones and malformed ones, and to the server's own addresses;
// reproducibly from a seed, over raw sockets so nothing is cleaned up on the way. Prints the count per status class;
// exits non-zero on any 5xx, on a route no request reached, on a server that stops answering or a page left failing
// or hanging, or, given the server's PostgreSQL database, on any change to the stored content.
import { Buffer } from "node:buffer";
import { setTimeout as sleep } from "node:timers/promises";
import { readFileSync } from "node:fs";
import net from "node:net";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { tsImport } from "tsx/esm/api";

/** @import { RouteConfigEntry } from "@react-router/dev/routes" */
/**
 * A route of the route table: its full path, the module serving it, whether that module takes an action, its dynamic
 * segments, and values for them found on the site.
 * @typedef {{ pattern: string; file: string; hasAction: boolean; parameters: string[]; validValues: string[][] }} Route
 */
/** @typedef {ReturnType<typeof requestGenerator>} Random */

const { values: options } = parseArgs({
  options: {
    url: { type: "string", default: process.env.FUZZ_URL ?? "http://127.0.0.1:3000" },
    "database-url": { type: "string", default: process.env.DATABASE_URL },
    requests: { type: "string", default: "10000" },
    seed: { type: "string", default: "1" },
    concurrency: { type: "string", default: "8" },
    only: { type: "string" },
  },
});
const target = new URL(options.url);
const seed = Number(options.seed);
const total = Number(options.requests);

/**
 * mulberry32: a small, fast generator, so request `i` of seed `s` is the same on every run.
 * @param {number} state
 */
function generator(state) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number} index */
function requestGenerator(index) {
  const random = generator(Math.imul(seed, 1_000_003) + index);
  /**
   * One of `list`, which is never empty.
   * @template T
   * @param {readonly T[]} list
   */
  const pick = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);
  const chance = (/** @type {number} */ probability) => random() < probability;
  const repeat = (/** @type {string} */ text, /** @type {number} */ times) => text.repeat(Math.max(1, Math.floor(times)));
  return { random, pick, chance, repeat };
}

/** The route table as React Router reads it (app/routes.ts, its pages' addresses from app/i18n/page-paths.ts), loaded from the sources. */
/** @type {typeof import("../app/routes.ts")} */
const { default: routeConfig } = await tsImport("../app/routes.ts", import.meta.url);

/**
 * Every address of the route table, each once: its full path, the route module serving it and whether that module
 * takes an action (a POST, PUT, PATCH or DELETE). A layout without a path has no address of its own: its children
 * are its addresses; one whose index child shares its path is fuzzed through that address.
 * @param {RouteConfigEntry[]} entries
 * @returns {{ pattern: string; file: string }[]}
 */
function addressesOf(entries, parentPath = "") {
  return entries.flatMap((entry) => {
    const fullPath = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    const own = entry.path || entry.index ? [{ pattern: fullPath || "/", file: entry.file }] : [];
    return [...own, ...addressesOf(entry.children ?? [], fullPath)];
  });
}
const takesAction = (/** @type {string} */ file) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
    readFileSync(new URL(`../app/${file}`, import.meta.url), "utf8"),
  );
/** @type {Route[]} */
const routes = [...new Map(addressesOf(routeConfig).map((address) => [address.pattern, address])).values()].map((address) => ({
  ...address,
  parameters: address.pattern
    .split("/")
    .filter((segment) => segment.startsWith(":") || segment === "*")
    .map((segment) => segment.replace(/^:|\?$/g, "")),
  hasAction: takesAction(address.file),
  // Found on the site below.
  validValues: [],
}));

const matcherOf = (/** @type {string} */ pattern) =>
  new RegExp(
    `^${pattern
      .split("/")
      .map((segment) => (segment === "*" ? "(.+)" : segment.startsWith(":") ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`,
  );
/**
 * @param {string} pattern
 * @param {(string | undefined)[]} values
 */
const fill = (pattern, values) => {
  let next = 0;
  return pattern
    .split("/")
    .map((segment) => (segment === "*" || segment.startsWith(":") ? values[next++] : segment))
    .join("/");
};

/**
 * The site's real addresses (its sitemap, and the links and images of its home and of a page of each route with a
 * dynamic segment), so a dynamic segment is also filled with a value that leads somewhere: a product, a room picture
 * of it, its spec sheet.
 */
async function discoverAddresses() {
  /** @type {Set<string>} */
  const found = new Set();
  const read = async (/** @type {string} */ address) => {
    try {
      const response = await fetch(new URL(address, target), { redirect: "manual" });
      return response.ok ? await response.text() : "";
    } catch {
      return "";
    }
  };
  const collect = (/** @type {string} */ text) => {
    const values = [...text.matchAll(/<loc>([^<]+)<\/loc>|(?:href|src|srcset)="([^"]+)"/g)].flatMap((match) =>
      (match[1] ?? match[2] ?? "").replaceAll("&amp;", "&").split(","),
    );
    for (const value of values) {
      const address = value.trim().split(/\s+/)[0];
      if (!address) continue;
      const url = new URL(address, target);
      if (url.host === target.host || address.startsWith("http")) found.add(url.pathname);
    }
  };
  const sitemap = await read("/sitemap.xml");
  collect(sitemap);
  for (const part of [...found].filter((address) => address.startsWith("/sitemaps/"))) collect(await read(part));
  // One page of each public route with a dynamic segment (a product, a news post, in every language) names the
  // files of its kind: room pictures, spec sheets, photos.
  const pagesWithSegments = routes.filter((route) => route.parameters.length > 0 && route.file.startsWith("routes/_public/"));
  const firstOf = (/** @type {string} */ pattern) => [...found].find((address) => matcherOf(pattern).test(address));
  for (const page of new Set(["/", ...pagesWithSegments.map((route) => firstOf(route.pattern))])) if (page) collect(await read(page));
  return [...found];
}

const discovered = await discoverAddresses();
for (const route of routes) {
  const matcher = matcherOf(route.pattern);
  route.validValues =
    route.parameters.length === 0
      ? []
      : discovered
          .map((address) => matcher.exec(address)?.slice(1))
          .filter((values) => values !== undefined)
          .slice(0, 20);
}

/** The products the site shows, for the forms that name one (add to the quote list). */
const productIds = [
  ...new Set(routes.find((route) => route.pattern === "/product/:productId")?.validValues.map(([productId]) => productId)),
].concat("no-such-product");

/** Values of the shape a segment expects that lead nowhere: an id, a token, a name. */
const wellFormedValues = [
  "00000000-0000-4000-8000-000000000000",
  "5a1de000-0000-4000-8000-000000000101",
  "0".repeat(64),
  "calacatta-gold",
  "carrara-series",
  "en",
  "zh",
  "ar",
  "original",
  "copy",
  "site/hero-1-480.webp",
  "800-abcdef.webp",
];
const malformedValues = [
  "",
  "anything",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%E0%A4%A",
  "产品",
  "a".repeat(3000),
  "<script>",
  "%2e%2e",
  "..",
  "%ZZ",
  "😀",
  "%F0%9F%98",
  "-1",
  "99999999999999999999",
  "a".repeat(500),
  "x.pdf",
  "a/".repeat(50),
  "site/hero-1-480.webp%00.png",
];

/** The server's own addresses outside the route table, and addresses no route expects. */
const serverAddresses = ["/healthz", "/_root.data", "/favicon.ico", "/assets/%2e%2e/%2e%2e/package.json", "/assets/missing.js"];
const oddAddresses = ["//double", "/./about-us", "/about-us/..", "/%2e%2e/", "/about-us%2F..", "/\u00e9", `/${"é".repeat(100)}`];

/**
 * A value for one dynamic segment: as the site writes it, well-formed but unknown, or malformed.
 * @param {Random} r
 * @param {Route} route
 * @param {number} position
 */
function segmentValue(r, route, position) {
  if (route.validValues.length > 0 && r.chance(0.4)) return r.pick(route.validValues)[position];
  return r.chance(0.4) ? r.pick(wellFormedValues) : r.pick(malformedValues);
}

/**
 * Request `index` goes to route `index` modulo their count, so a run of as many requests as routes reaches each.
 * @param {Random} r
 * @param {number} index
 */
function endpoint(r, index) {
  if (index % (routes.length + serverAddresses.length) >= routes.length)
    return { route: null, address: r.pick(r.chance(0.5) ? serverAddresses : oddAddresses) };
  const route = /** @type {Route} */ (routes[index % (routes.length + serverAddresses.length)]);
  const address = fill(
    route.pattern,
    route.parameters.map((_, position) => segmentValue(r, route, position)),
  );
  return { route, address };
}

/** @param {Random} r */
function queryString(r) {
  if (!r.chance(0.4)) return "";
  const pieces = [
    "a=1",
    "%ZZ=%ZZ",
    "q=%E0%A4%A",
    `long=${r.repeat("x", r.random() * 20_000)}`,
    "_routes=routes%2F_public%2Flayout",
    "_routes=nonexistent",
    "_data=root",
    "notice=reset-requested",
    "notice=<script>",
    "page=-1",
    "page=99999999999999999999",
    "lang=zh",
    "==&&==",
    "%00",
    "a[]=1&a[]=2",
    `${r.repeat("k=v&", r.random() * 500)}`,
    "\u{1F600}=\u{1F600}",
  ];
  return `?${Array.from({ length: 1 + Math.floor(r.random() * 3) }, () => r.pick(pieces)).join("&")}`;
}

/**
 * @param {Random} r
 * @param {number} index
 */
function path(r, index) {
  const { route, address } = endpoint(r, index);
  let value = address;
  if (r.chance(0.25)) value = value === "/" ? "/_root.data" : `${value.replace(/\/$/, "")}.data`;
  return { route, value: value + queryString(r) };
}

/** The session cookie's name (app/modules/auth/session.server.ts): a malformed one must be read and refused, and any one skips the page cache. */
const SESSION_COOKIE = "quartz_session";

const hosts = () => [
  target.host,
  target.host,
  target.host,
  "evil.example",
  "evil example",
  "localhost:99999",
  "[::1",
  "é.example",
  "a".repeat(300),
  "",
  "host:80:80",
  "a/b",
  "127.0.0.1:-1",
  "[zz::1]:80",
  "\t",
  "evil.example@good",
];
const contentTypes = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "multipart/form-data",
  "multipart/form-data; boundary=fuzz",
  "multipart/form-data; boundary=",
  "application/json",
  "text/plain",
  "text/plain;charset=x",
  "garbage",
  "",
  'multipart/form-data; boundary="a b"',
  "application/json; charset=utf-16",
];

/** @param {Random} r */
function body(r) {
  const field = () =>
    r.pick([
      "firstName",
      "lastName",
      "email",
      "message",
      "phone",
      "company",
      "password",
      "currentPassword",
      "photo",
      "intent",
      "website",
      "path",
      "x",
      "product",
      "line",
      "thickness",
      "quantity",
      "unit",
      "size",
      "finish",
      "limit",
      "country",
      "port",
      "incoterm",
      "lang",
    ]);
  // Never a usable e-mail address with a name and message together: the fuzz must not store an enquiry or a quote request.
  const value = () =>
    r.pick([
      "",
      "a",
      "not-an-email",
      "%ZZ",
      "%E0%A4%A",
      r.repeat("x", r.random() * 100_000),
      "字".repeat(100),
      "<script>alert(1)</script>",
      "on",
      "null",
      "\u0000",
      "add",
      "remove",
      "change",
      "send",
      "accept",
      "changes",
      "0",
      "-1",
      "20",
      "1e308",
      "NaN",
      "slab",
      "m2",
      "road",
      "port",
      "FOB",
      "CN",
      "ar",
      r.pick(productIds),
    ]);
  const kind = r.pick(["form", "form", "multipart", "truncated-multipart", "json", "bad-json", "binary", "invalid-utf8", "empty", "huge"]);
  switch (kind) {
    case "form":
      return Buffer.from(Array.from({ length: 1 + Math.floor(r.random() * 6) }, () => `${field()}=${value()}`).join("&"));
    case "multipart":
    case "truncated-multipart": {
      const parts = Array.from({ length: 1 + Math.floor(r.random() * 3) }, () => {
        const name = field();
        const file =
          name === "photo"
            ? `; filename="${r.pick(["a.jpg", "../../x.png", "", "é.png"])}"\r\nContent-Type: ${r.pick(["image/jpeg", "image/png", "text/html"])}`
            : "";
        return `--fuzz\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value()}\r\n`;
      }).join("");
      const whole = `${parts}--fuzz--\r\n`;
      return Buffer.from(kind === "multipart" ? whole : whole.slice(0, Math.floor(r.random() * whole.length)));
    }
    case "json":
      return Buffer.from(
        JSON.stringify(
          r.pick([
            { path: "/" },
            { path: "//evil.example" },
            { path: r.repeat("/a", r.random() * 3000) },
            { path: 1 },
            [],
            null,
            "x",
            { path: "/\u0000" },
          ]),
        ),
      );
    case "bad-json":
      return Buffer.from(r.pick(["{", '{"path":', "[[[[[[[[", '{"path":"/"}}', "\u{FEFF}{}", "undefined"]));
    case "binary":
      return Buffer.from(Array.from({ length: Math.floor(r.random() * 4096) }, () => Math.floor(r.random() * 256)));
    case "invalid-utf8":
      return Buffer.concat([
        Buffer.from("message="),
        Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, 0xff]),
      ]);
    case "empty":
      return Buffer.alloc(0);
    default:
      return Buffer.alloc(Math.floor(64 * 1024 + r.random() * 2 * 1024 * 1024), "a");
  }
}

/**
 * One request as raw bytes, plus a description short enough to print.
 * @param {number} index
 */
function buildRequest(index) {
  const r = requestGenerator(index);
  const { route, value: requestPath } = path(r, index);
  // The methods the route takes most of the time; any other now and then, which must be refused, never fail.
  const method = r.chance(0.1)
    ? r.pick(["HEAD", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "FOO", "POST"])
    : route?.hasAction && r.chance(0.6)
      ? r.pick(["POST", "POST", "POST", "PUT", "PATCH", "DELETE"])
      : r.pick(["GET", "GET", "GET", "HEAD"]);
  const http10 = r.chance(0.03);
  /** @type {[string, string][]} */
  const headers = [];
  const host = r.chance(0.8) ? target.host : r.pick(hosts());
  if (!(http10 && r.chance(0.5))) headers.push(["Host", host]);
  if (r.chance(0.15)) headers.push(["X-Forwarded-Host", r.pick(hosts())]);
  if (r.chance(0.1)) headers.push(["X-Forwarded-Proto", r.pick(["https", "http", "ftp", "", "https, http", "java script"])]);
  if (r.chance(0.15))
    headers.push(["X-Forwarded-For", r.pick(["203.0.113.7", "garbage", "::ffff:1.2.3.4", "1.1.1.1, 2.2.2.2", "", "999.999.999.999"])]);
  if (r.chance(0.2))
    headers.push([
      "Cookie",
      r.pick([
        `${SESSION_COOKIE}=garbage`,
        `${SESSION_COOKIE}=`,
        `${SESSION_COOKIE}=${"a".repeat(4000)}`,
        "a=b; a=c; ;;",
        "=",
        `${SESSION_COOKIE}=%ZZ`,
        `${SESSION_COOKIE}=eyJ.eyJ.sig`,
        "__session=garbage",
      ]),
    ]);
  if (r.chance(0.2)) headers.push(["Origin", r.pick([`${target.protocol}//${target.host}`, "http://evil.example", "null", "garbage", ""])]);
  if (r.chance(0.1)) headers.push(["Sec-Fetch-Site", r.pick(["same-origin", "cross-site", "none", "garbage"])]);
  if (r.chance(0.3)) headers.push(["User-Agent", r.pick(["Mozilla/5.0 (iPhone)", "Googlebot/2.1", "", "\u00ff\u00fe", "x".repeat(8000)])]);
  if (r.chance(0.1)) headers.push(["Accept-Language", r.pick(["zh-CN", "*", ";;;q=x", "en;q=abc"])]);
  if (r.chance(0.1))
    headers.push([
      "X-Request-Id",
      r.pick(["short", "a".repeat(100), "ok-request-id-123", "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9"]),
    ]);
  if (r.chance(0.05)) headers.push(["Range", r.pick(["bytes=0-10", "bytes=-1", "bytes=99999999-", "garbage"])]);
  if (r.chance(0.05)) headers.push(["If-None-Match", r.pick(["*", '"x"', "garbage"])]);
  let payload = Buffer.alloc(0);
  if (method !== "GET" && method !== "HEAD" && r.chance(0.9)) {
    payload = body(r);
    headers.push(["Content-Type", r.pick(contentTypes)]);
    const mismatch = r.chance(0.1) ? r.pick(["shorter", "longer", "chunked"]) : "exact";
    if (mismatch === "chunked") {
      headers.push(["Transfer-Encoding", "chunked"]);
      const cut = r.chance(0.3);
      payload = Buffer.concat([Buffer.from(`${payload.length.toString(16)}\r\n`), payload, Buffer.from(cut ? "" : "\r\n0\r\n\r\n")]);
    } else {
      const declared =
        mismatch === "shorter" ? Math.floor(payload.length / 2) : mismatch === "longer" ? payload.length + 10 : payload.length;
      headers.push(["Content-Length", String(declared)]);
    }
  }
  headers.push(["Connection", "close"]);
  const head = `${method} ${requestPath} HTTP/1.${http10 ? 0 : 1}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n`;
  const describe = `#${index} ${method} ${requestPath.slice(0, 120)} ${headers
    .filter(([name]) => name !== "Connection")
    .map(([name, value]) => `${name}=${JSON.stringify(String(value).slice(0, 40))}`)
    .join(" ")} body=${payload.length}B`;
  return { bytes: Buffer.concat([Buffer.from(head, "latin1"), payload]), describe, route };
}

/**
 * Sends raw bytes; resolves with the status code (0 when no status line came before the socket closed or timed out)
 * and whether the answer's headers say when to retry.
 * @param {Buffer} bytes
 * @returns {Promise<{ status: number; retryAfter: boolean }>}
 */
function send(bytes) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port || 80), target.hostname);
    let received = "";
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, retryAfter: /\r\nretry-after:/i.test(received) });
    };
    socket.setTimeout(5_000, settle);
    // A client that declared more body than it sent is cut off after a while, as a real one would be.
    const hangUp = setTimeout(() => socket.end(), 1_000);
    socket.on("connect", () => socket.write(bytes));
    socket.on("close", () => clearTimeout(hangUp));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) settle();
    });
    socket.on("close", settle);
    socket.on("error", settle);
  });
}

/**
 * Row counts of every table, and the enquiries themselves, minus what the fuzz may honestly add.
 * @param {pg.Client} client
 */
async function snapshot(client) {
  // Visits (with the counts they add to as they are stored) and rate limits count traffic, and a room picture asked
  // for by its address is noted to be drawn (docs/decisions/045): they may change under a flood. The server's own
  // schedule writes the clean-up's leases and marks and the daily backup whenever it is due: only a backup someone
  // asked for counts.
  const changesWithoutAsking = (/** @type {string} */ name) =>
    /^(page_views|page_view_\w+|rate_limits|room_compositions|maintenance_leases|unused_files)$/.test(name);
  const { rows: tables } = await client.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { table_name: name } of tables) {
    if (changesWithoutAsking(name)) continue;
    const { rows } = await client.query(
      `select count(*)::int as count from "${name}"${name === "backups" ? " where trigger = 'manual'" : ""}`,
    );
    counts[name] = rows[0].count;
  }
  const { rows: enquiries } = await client.query(
    "select md5(coalesce(string_agg(e::text, '|' order by e::text), '')) as digest from enquiries e",
  );
  return { counts, enquiries: enquiries[0].digest };
}

const client = options["database-url"] ? new pg.Client({ connectionString: options["database-url"] }) : null;
await client?.connect();
const before = client ? await snapshot(client) : null;
if (!client) console.log("No --database-url given: the stored-content check is skipped.");

/**
 * A 503 that says when to come back is the site declining on purpose, not failing: a brochure not drawn yet
 * (docs/decisions/052-catalogue-brochure.md).
 * @param {number} status
 * @param {boolean} retryAfter
 */
const deliberatelyLater = (status, retryAfter) => status === 503 && retryAfter;

const indexes = options.only !== undefined ? [Number(options.only)] : Array.from({ length: total }, (_, index) => index);
/** Answers per status class; "later" counts the 503s that say when to come back (`deliberatelyLater`), apart from the 5xx. */
const classes = { none: 0, "1xx": 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, later: 0 };
/** @type {string[]} */
const serverErrors = [];
const fuzzedRoutes = new Set();
/** @type {string[]} */
const unanswered = [];
const started = performance.now();
let next = 0;
async function worker() {
  while (next < indexes.length) {
    const index = /** @type {number} */ (indexes[next++]);
    const request = buildRequest(index);
    const { status, retryAfter } = await send(request.bytes);
    const later = deliberatelyLater(status, retryAfter);
    const statusClass = /** @type {keyof typeof classes} */ (status === 0 ? "none" : later ? "later" : `${Math.floor(status / 100)}xx`);
    classes[statusClass] += 1;
    if (status >= 500 && !later) serverErrors.push(`${status} ${request.describe}`);
    if (status === 0) unanswered.push(request.describe);
    if (request.route) fuzzedRoutes.add(request.route.pattern);
  }
}
await Promise.all(Array.from({ length: Number(options.concurrency) }, worker));
const seconds = (performance.now() - started) / 1000;

let healthy = false;
try {
  healthy = (await fetch(new URL("/healthz", target))).ok;
} catch {
  healthy = false;
}
/**
 * Each page without a dynamic segment, asked for plainly once the flood is over: one left failing or hanging (a
 * render waiting on something a malformed request broke) fails the run, where /healthz alone would still answer.
 * @param {string} address
 * @param {Record<string, string>} [headers]
 */
async function faultOf(address, headers = {}) {
  const answer = fetch(new URL(address, target), { redirect: "manual", headers }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status >= 500 && !deliberatelyLater(response.status, response.headers.has("retry-after"))
        ? `answered ${response.status}`
        : null;
    },
    (error) => error.message,
  );
  return Promise.race([answer, sleep(30_000, "no answer within 30 s", { ref: false })]);
}
async function brokenPages() {
  /** @type {string[]} */
  const broken = [];
  const plain = routes.filter((route) => route.parameters.length === 0);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let route = plain.shift(); route; route = plain.shift()) {
        const fault = await faultOf(route.pattern);
        // Where it goes wrong, for whoever looks into it: past the page cache (a session cookie), and the page's data.
        if (fault)
          broken.push(
            `${route.pattern}: ${fault}; with a session cookie: ${(await faultOf(route.pattern, { cookie: `${SESSION_COOKIE}=fuzz` })) ?? "answers"}; its .data: ${(await faultOf(`${route.pattern.replace(/\/$/, "") || "/_root"}.data`)) ?? "answers"}`,
          );
      }
    }),
  );
  return broken;
}
const brokenAfter = healthy ? await brokenPages() : [];
const after = client ? await snapshot(client) : null;
await client?.end();

console.log(`fuzz: ${indexes.length} requests, seed ${seed}, ${seconds.toFixed(1)} s against ${target.origin}`);
console.log(
  Object.entries(classes)
    .map(([name, count]) => `${name}: ${count}`)
    .join("  "),
);
for (const line of serverErrors.slice(0, 20)) console.log(`  ${line}`);
// No status line within 5 s: a body declared longer than sent (the server rightly waits for it), or a stall worth a look.
for (const line of unanswered.slice(0, 10)) console.log(`  no answer: ${line.slice(0, 200)}`);
if (unanswered.length > 10) console.log(`  … and ${unanswered.length - 10} more without an answer`);
if (serverErrors.length > 20) console.log(`  … and ${serverErrors.length - 20} more`);
const changed = before && after && JSON.stringify(before) !== JSON.stringify(after);
if (changed) console.log(`stored content changed:\n  before ${JSON.stringify(before)}\n  after  ${JSON.stringify(after)}`);
else if (before) console.log("stored content unchanged");
if (!healthy) console.log("the server no longer answers /healthz");
else if (brokenAfter.length > 0) console.log(`after the fuzz, pages fail:\n  ${brokenAfter.join("\n  ")}`);
else console.log("every page without a dynamic segment still answers");
// A route no request reached was not fuzzed: too few requests for the route table (one run of --only reaches one).
const unfuzzed = options.only === undefined ? routes.filter((route) => !fuzzedRoutes.has(route.pattern)) : [];
console.log(
  `routes fuzzed: ${fuzzedRoutes.size} of ${routes.length} in the route table (${routes.filter((route) => route.validValues.length > 0).length} with the site's own values too)`,
);
if (unfuzzed.length > 0)
  console.log(
    `not fuzzed (give at least ${routes.length + serverAddresses.length} requests): ${unfuzzed.map((route) => route.pattern).join(" ")}`,
  );
process.exit(serverErrors.length > 0 || changed || !healthy || brokenAfter.length > 0 || unfuzzed.length > 0 ? 1 : 0);
