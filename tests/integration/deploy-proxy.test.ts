import { gunzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxMissing, requestThroughSite, SITE_NAME, startCommittedSite, type CommittedSite } from "../../scripts/nginx-site.mjs";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";

const SITE = SITE_NAME;
/** The visitor's address: another loopback address than nginx's own, so the test can tell them apart. */
const VISITOR_ADDRESS = "127.0.0.2";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

/** One request from the visitor's address, as a browser would send it to the site's name. */
async function visit(url: string, headers: Record<string, string> = {}) {
  const answer = await requestThroughSite(url, { localAddress: VISITOR_ADDRESS, headers: { "user-agent": BROWSER, ...headers } });
  const body = answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body;
  return { ...answer, body: body.toString("utf8") };
}

describe.skipIf(nginxMissing() !== null)("the committed nginx configuration in front of the site", () => {
  let server: RunningServer;
  let database: { url: string; drop: () => Promise<void> };
  let site: CommittedSite;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    server = await startBuiltServer({
      DATABASE_URL: database.url,
      PUBLIC_URL: `https://${SITE}`,
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
    });
    site = await startCommittedSite(server.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
    await server?.stop();
    await database?.drop();
  });

  it("sends plain HTTP to HTTPS, keeping the address asked for", async () => {
    const answer = await visit(`${site.httpUrl}/about-us?utm_source=card`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${SITE}/about-us?utm_source=card`);
  });

  it("serves the site over HTTPS compressed, with its links on PUBLIC_URL and HSTS", async () => {
    const page = await visit(`${site.httpsUrl}/about-us`, { "accept-encoding": "gzip" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["strict-transport-security"]).toContain("max-age=");
    expect(page.body).toContain(`<link rel="canonical" href="https://${SITE}/about-us"/>`);
    expect(page.body).not.toContain("127.0.0.1");
  });

  it("lets browsers keep /assets for a year and never the dashboard", async () => {
    const page = await visit(`${site.httpsUrl}/about-us`);
    const asset = /(?:href|src)="(\/assets\/[^"]+)"/.exec(page.body)?.[1];
    expect(asset).toBeDefined();
    const assetAnswer = await visit(`${site.httpsUrl}${asset}`);
    expect(assetAnswer.status).toBe(200);
    expect(assetAnswer.headers["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    const dashboard = await visit(`${site.httpsUrl}/dashboard`);
    expect(dashboard.status).toBeGreaterThanOrEqual(300);
    expect(dashboard.headers["cache-control"]).toBe("no-store");
  });

  it("keeps assets on nginx's disk but passes every page to the site, so a saved change shows at once", async () => {
    const page = await visit(`${site.httpsUrl}/about-us`);
    const asset = /(?:href|src)="(\/assets\/[^"]+)"/.exec(page.body)?.[1];
    await visit(`${site.httpsUrl}${asset}`);
    expect((await visit(`${site.httpsUrl}${asset}`)).headers["x-proxy-cache"]).toBe("HIT");
    const again = await visit(`${site.httpsUrl}/about-us`);
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.headers["x-proxy-cache"]).toBeUndefined();
  });

  it("records the visitor's own address, not nginx's nor one the visitor made up", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const marker = `/contact-us?utm_campaign=proxy-${Date.now()}`;
      expect((await visit(`${site.httpsUrl}${marker}`, { "x-forwarded-for": "203.0.113.9" })).status).toBe(200);
      let rows: { ip_address: string }[] = [];
      for (let attempt = 0; attempt < 50 && rows.length === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        rows = (await client.query<{ ip_address: string }>("select ip_address from page_views where url like $1", [`%${marker.slice(1)}`]))
          .rows;
      }
      expect(rows.map((row) => row.ip_address)).toEqual([VISITOR_ADDRESS]);
    } finally {
      await client.end();
    }
  });
});
