import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/database/client.server";
import { pageViews } from "~/database/schema";
import { createPostgresDatabase, dataDirAfterFirstStart } from "../support/database";
import { rawExchange, rawRequest } from "../support/http";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const get = (server: RunningServer, target: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${server.baseUrl}${target}`, { method, redirect: "manual", headers: { "user-agent": BROWSER, ...headers } });

const post = (server: RunningServer, target: string, fields: Record<string, string>, cookie = "") =>
  fetch(`${server.baseUrl}${target}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER, origin: server.baseUrl, cookie },
    body: new URLSearchParams(fields),
  });

const signIn = async (server: RunningServer) => (await post(server, "/login", TEST_ADMIN)).headers.get("set-cookie")!.split(";")[0]!;

/** The nonce the policy allows, and every nonce the document carries. */
async function noncesOf(response: Response) {
  const policy = response.headers.get("content-security-policy") ?? "";
  const html = await response.text();
  return {
    policy: policy.match(/'nonce-([^']+)'/)?.[1],
    inDocument: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))],
    html,
  };
}

describe("the page cache, seen from outside", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startBuiltServer();
  }, 180_000);
  afterAll(() => server?.stop());

  it("answers the second anonymous visitor from the cache, compressed once, with a policy nonce of its own that nothing in the page carries", async () => {
    const first = await get(server, "/about-us");
    const second = await get(server, "/about-us", { "accept-encoding": "br, gzip" });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    // A public page has no script that needs a nonce, so the stored body is the same for everyone and kept encoded.
    expect(second.headers.get("content-encoding")).toBe("br");
    const [one, two] = await Promise.all([noncesOf(first), noncesOf(second)]);
    expect(one.inDocument).toEqual([]);
    expect(two.inDocument).toEqual([]);
    expect(two.policy).toBeTruthy();
    expect(two.policy).not.toBe(one.policy);
    expect(two.html).toBe(one.html);
  });

  it("sends a page it holds with every header a rendered one has, still refuses a malformed Host for it, and answers it to a GET with a body", async () => {
    const rendered = await get(server, "/zh");
    const kept = await get(server, "/zh", { "x-request-id": "front-door-test-1" });
    expect(rendered.headers.get("x-page-cache")).toBe("miss");
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    const perResponse = new Set([
      "date",
      "x-request-id",
      "content-security-policy",
      "x-page-cache",
      "content-encoding",
      "content-length",
      "vary",
    ]);
    const contentHeaders = (response: Response) => [...response.headers].filter(([name]) => !perResponse.has(name));
    expect(contentHeaders(kept)).toEqual(contentHeaders(rendered));
    expect(kept.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(kept.headers.get("vary")).toBe(rendered.headers.get("vary"));
    expect(kept.headers.get("content-encoding")).toBe(rendered.headers.get("content-encoding"));
    expect(kept.headers.get("x-request-id")).toBe("front-door-test-1");
    expect(kept.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(await kept.text()).toBe(await rendered.text());
    expect(await rawRequest(server.baseUrl, "GET /zh HTTP/1.1\r\nHost: evil example\r\n\r\n")).toBe(400);
    // A GET with a body goes the long way, through the handling of unread bodies, and is still answered from the cache.
    const withBody = await rawExchange(
      server.baseUrl,
      `GET /zh HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello`,
    );
    expect(withBody).toMatch(/^HTTP\/1\.1 200 /);
    expect(withBody).toMatch(/\r\nX-Page-Cache: hit\r\n/i);
  });

  it("streams photos from their route, and a photo a browser gave up on does not hold up the next request for it", async () => {
    const photo = /"(\/media\/[^"\s]+\.webp)/.exec(await (await get(server, "/")).text())![1]!;
    const abandoned = new AbortController();
    const first = fetch(`${server.baseUrl}${photo}`, { signal: abandoned.signal }).catch(() => null);
    const second = get(server, photo);
    abandoned.abort();
    await first;
    const answer = await Promise.race([second, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]);
    expect(answer?.status).toBe(200);
    expect(answer!.headers.get("content-type")).toBe("image/webp");
    expect(answer!.headers.get("x-page-cache")).toBe("bypass");
    expect((await answer!.arrayBuffer()).byteLength).toBe(Number(answer!.headers.get("content-length")));
  });

  it("tells a repeat visitor its copy is current without a new policy, and answers HEAD without a body", async () => {
    const etag = (await get(server, "/brand-center")).headers.get("etag")!;
    const repeat = await get(server, "/brand-center", { "if-none-match": etag });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get("content-security-policy")).toBeNull();
    const head = await get(server, "/brand-center", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.headers.get("etag")).toBe(etag);
    expect(await head.text()).toBe("");
  });

  it("keeps the client-navigation data of a page too", async () => {
    await get(server, "/about-us.data");
    const again = await get(server, "/about-us.data", { "accept-encoding": "gzip, br" });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("content-type")).toMatch(/^text\/x-script/);
    // It carries no nonce, so it was compressed once when kept.
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(again.headers.get("vary")).toMatch(/Accept-Encoding/i);
    const plain = await get(server, "/about-us.data", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await again.text()).toBe(await plain.text());
  });

  it("never shows a signed-in layout to a visitor, nor a cached page to a signed-in administrator", async () => {
    const cookie = await signIn(server);
    await get(server, "/news-center");
    const signedIn = await get(server, "/news-center", { cookie });
    expect(signedIn.headers.get("x-page-cache")).toBe("bypass");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache, no-transform");
    expect(await signedIn.text()).toContain('href="/dashboard"');
    const anonymous = await get(server, "/news-center");
    expect(anonymous.headers.get("x-page-cache")).toBe("hit");
    expect(await anonymous.text()).not.toContain('href="/dashboard"');
  });

  it("never keeps an administrator's draft preview", async () => {
    const cookie = await signIn(server);
    const preview = await get(server, "/about-us?preview=draft", { cookie });
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(await preview.text()).toContain("Preview — not published.");
    const visitor = await get(server, "/about-us?preview=draft");
    expect(await visitor.text()).not.toContain("Preview — not published.");
    expect((await get(server, "/about-us?preview=draft")).headers.get("x-page-cache")).toBe("hit");
  });

  it("never answers a form's post from the cache, nor shows its errors to the next visitor", async () => {
    await get(server, "/contact-us");
    const rejected = await post(server, "/contact-us", { firstName: "", lastName: "", email: "not an address" });
    expect(rejected.headers.get("x-page-cache")).toBe("bypass");
    expect(await rejected.text()).toContain("Please enter your first name.");
    const next = await get(server, "/contact-us");
    expect(next.headers.get("x-page-cache")).toBe("hit");
    expect(await next.text()).not.toContain("Please enter your first name.");
  });

  it("shows a change saved in the dashboard at the next request", async () => {
    const cookie = await signIn(server);
    const dashboard = await (await get(server, "/dashboard/products", { cookie })).text();
    const id = dashboard.match(/name="intent" value="delete"\/><input type="hidden" name="id" value="([^"]+)"/)![1]!;
    expect((await get(server, `/product/${id}`)).status).toBe(200);
    expect((await get(server, `/product/${id}`)).headers.get("x-page-cache")).toBe("hit");
    const deleted = await post(server, "/dashboard/products", { intent: "delete", id }, cookie);
    expect(deleted.status).toBe(200);
    // The page kept before the deletion is not served again: the deleted product's address answers 404 where it is.
    const after = await get(server, `/product/${id}`);
    expect(after.status).toBe(404);
    expect(after.headers.get("location")).toBeNull();
    expect(after.headers.get("x-page-cache")).toBe("miss");
  });
});

describe("page views with the cache on and off", () => {
  const dataDirs: string[] = [];
  afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Runs one visit sequence against a fresh server and returns the views it recorded, without what differs per server. */
  async function viewsRecorded(cacheMegabytes: string) {
    const dataDir = await dataDirAfterFirstStart("quartz-page-cache-views-");
    dataDirs.push(dataDir);
    // Without the demo catalogue: a faster start, and these pages need none.
    const server = await startBuiltServer({ DATA_DIR: dataDir, PAGE_CACHE_MAX_MB: cacheMegabytes, SEED_DEMO: "false" });
    try {
      const cookie = await signIn(server);
      const visits: [string, Record<string, string>, string?][] = [
        ["/", {}],
        ["/", {}],
        ["/", { referer: "https://www.google.com/search?q=quartz" }],
        ["/", { "user-agent": CRAWLER }],
        // An empty User-Agent reads as none, which wrk and many scripts send: not a visitor, nor is a load tool.
        ["/", { "user-agent": "" }],
        ["/", { "user-agent": "wrk" }],
        ["/", {}, "HEAD"],
        ["/about-us?utm_source=mail&utm_medium=email", {}],
        ["/about-us?utm_source=mail&utm_medium=email", { "if-none-match": 'W/"anything", *' }],
        ["/about-us.data", {}],
        ["/no-such-page", {}],
        ["/no-such-page", {}],
        ["/about-us-zh", { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" }],
        ["/about-us", { cookie }],
        ["/about-us", { cookie }],
      ];
      for (const [target, headers, method] of visits) {
        expect((await get(server, target, headers, method)).status).toBeLessThan(500);
      }
    } finally {
      await server.stop();
    }
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(pageViews);
      return rows
        .map(({ id: _id, createdAt: _createdAt, url, urlOrigin, userId, ...row }) =>
          JSON.stringify({ ...row, target: url.slice(urlOrigin.length), signedIn: userId !== null }),
        )
        .sort();
    } finally {
      await database.close();
    }
  }

  it("records the same views whether pages come from the cache or are rendered", async () => {
    const withCache = await viewsRecorded("64");
    const withoutCache = await viewsRecorded("0");
    expect(withoutCache.length).toBe(10);
    expect(withCache).toEqual(withoutCache);
  }, 240_000);
});

describe("addresses that carry an ad's or a campaign's parameters", () => {
  let server: RunningServer;

  // A small cache, so that keeping every such address as a page of its own would push the real pages out;
  // small catalogue pages, so that the Brand Center has a second one.
  beforeAll(async () => {
    server = await startBuiltServer({ PAGE_CACHE_MAX_MB: "1", CATALOGUE_PAGE_SIZE: "4" });
  }, 180_000);
  afterAll(() => server?.stop());

  it("answers them with the page kept for the address without them, and keeps nothing more", async () => {
    const plain = await get(server, "/product/calacatta-gold");
    expect(plain.headers.get("x-page-cache")).toBe("miss");
    const clicks = [
      "utm_source=wechat&utm_medium=social",
      "fbclid=IwAR",
      "gclid=Cj0K",
      "msclkid=5f1",
      "yclid=73",
      "from=singlemessage&isappinstalled=0",
      "utm_x=",
    ];
    const answers = [];
    for (let visit = 0; visit < 60; visit += 1) {
      const tracked = await get(server, `/product/calacatta-gold?${clicks[visit % clicks.length]}${randomUUID()}`);
      answers.push(`${tracked.headers.get("x-page-cache")} ${tracked.headers.get("etag")}`);
    }
    expect(new Set(answers)).toEqual(new Set([`hit ${plain.headers.get("etag")}`]));
    // Sixty pages of their own would have pushed the product's page out of this 1 MB cache.
    expect((await get(server, "/product/calacatta-gold")).headers.get("x-page-cache")).toBe("hit");
  });

  it("leaves React Router's own requests as they came: a route manifest asked for with the build's version is answered", async () => {
    const version = /"version":\s*"([0-9a-f]+)"/.exec(await (await get(server, "/login")).text())![1]!;
    const manifest = await get(server, `/__manifest?paths=%2Flogin&version=${version}`);
    // Without its version, the answer was "reload the document" (204): every first visit to a dashboard screen or the
    // sign-in pages by a link loaded the whole page again.
    expect([manifest.status, manifest.headers.get("x-remix-reload-document")]).toEqual([200, null]);
    expect(Object.keys(await manifest.json())).toContain("routes/_auth/login");
  });

  it("shows no visitor's campaign to the next visitor", async () => {
    await get(server, "/contact-us?utm_source=first-visitor");
    const next = await get(server, "/contact-us?utm_source=next-visitor");
    expect(next.headers.get("x-page-cache")).toBe("hit");
    expect(await next.text()).not.toMatch(/first-visitor|next-visitor/);
  });

  it("keeps apart what a page reads of its address: the Brand Center's search, category, filters and page, a product enquiry's choice", async () => {
    const pages = [
      ["/brand-center", "/brand-center?utm_campaign=spring"],
      ["/brand-center?q=white", "/brand-center?gclid=1&q=white"],
      [
        "/brand-center?category=calacatta-series&colour=white&thickness=20",
        "/brand-center?thickness=20&colour=white&fbclid=2&category=calacatta-series",
      ],
      ["/brand-center?page=2", "/brand-center?page=2&utm_source=newsletter"],
      ["/contact-us/product/calacatta-gold?request=sample", "/contact-us/product/calacatta-gold?request=sample&from=timeline"],
      ["/contact-us/product/calacatta-gold", "/contact-us/product/calacatta-gold?utm_medium=cpc"],
    ];
    const etags = [];
    for (const [own, tracked] of pages) {
      const first = await get(server, own!);
      const again = await get(server, tracked!);
      expect([tracked, again.headers.get("x-page-cache"), again.headers.get("etag")]).toEqual([tracked, "hit", first.headers.get("etag")]);
      etags.push(first.headers.get("etag"));
    }
    expect(new Set(etags).size).toBe(pages.length);
  });
});

// On PostgreSQL the content version is read before a page is looked up, so a visitor may be gone before the cache sees the request.
describe("the page cache on PostgreSQL", () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    server = await startBuiltServer({ DATABASE_URL: database.url });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("answers the next visitors of pages whose first visitors left before they were rendered", async () => {
    // Ten addresses of pages not rendered yet, each asked by a visitor gone at once: some are gone while the content
    // version is read, before the cache sees them.
    const addresses = Array.from({ length: 10 }, (_, index) => `/news-center?page=${index + 2}`);
    await Promise.all(
      addresses.map(
        (address) =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(new URL(server.baseUrl).port), "127.0.0.1", () => {
              socket.write(`GET ${address} HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\nUser-Agent: ${BROWSER}\r\n\r\n`);
              socket.destroy();
              resolve();
            });
          }),
      ),
    );
    const answers = await Promise.all(
      addresses.map(async (address) => {
        const answer = await Promise.race([get(server, address), new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
        return `${address}: ${answer?.status ?? "no answer within 15 s"}`;
      }),
    );
    expect(answers).toEqual(addresses.map((address) => `${address}: 200`));
  });
});
