import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { enquiries, maintenanceLeases, pageViews, products, roomCompositions } from "~/database/schema";
import { basicInfoFormValues, flatBasicInfoFormValues } from "~/modules/site-settings/basic-info-form";
import { readBasicInfo } from "~/modules/site-settings/site-settings.server";
import { createPostgresDatabase } from "../support/database";
import { startS3Server, type RunningS3Server } from "../support/s3";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

/** Two stateless app instances behind one PostgreSQL and one bucket, as docs/running-at-scale.md describes. */
describe("two app instances sharing PostgreSQL and a bucket", () => {
  let bucket: RunningS3Server;
  let database: { url: string; drop: () => Promise<void> };
  let first: RunningServer;
  let second: RunningServer;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    bucket = await startS3Server();
    database = await createPostgresDatabase({ unmigrated: true });
    const env = { ...bucket.env, DATABASE_URL: database.url };
    // Both start at once: migrations and the demo seed must not collide. Only the second draws rooms.
    [first, second] = await Promise.all([startBuiltServer(env), startBuiltServer({ ...env, COMPOSE_ROOMS: "true" })]);
    handle = await openDatabase({ url: database.url, dataDir: "" });
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
    await bucket?.stop();
  });

  const post = (server: RunningServer, path: string, fields: Record<string, string>, cookie = "") =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(fields),
    });

  it("seeds the catalogue once", async () => {
    const [{ value }] = (await handle.db.select({ value: count() }).from(products)) as [{ value: number }];
    expect(value).toBe(14);
  });

  it("accepts a session made on one instance on the other", async () => {
    const login = await post(first, "/login", TEST_ADMIN);
    expect(login.status).toBe(302);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const dashboard = await fetch(`${second.baseUrl}/dashboard`, { redirect: "manual", headers: { cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(TEST_ADMIN.email);
  });

  it("shows a product added on one instance on the other, with its photo from the bucket", async () => {
    const cookie = (await post(first, "/login", TEST_ADMIN)).headers.get("set-cookie")!.split(";")[0]!;
    const [demo] = await handle.db.select().from(products).limit(1);
    const saved = await post(
      first,
      "/dashboard/products",
      {
        intent: "add",
        titleEn: "Shared Instance Grey",
        titleZh: "共享实例灰",
        descriptionEn: "Made on instance one.\nShown on instance two.",
        descriptionZh: "在一号实例上创建。",
        categoryId: demo!.categoryId ?? "",
        keywords: "grey",
        visible: "on",
        homepage: "on",
        photoUrl: demo!.photoUrl,
        photoVariants: JSON.stringify(demo!.photoVariants),
      },
      cookie,
    );
    expect([200, 302, 303]).toContain(saved.status);
    const page = await fetch(`${second.baseUrl}/product/shared-instance-grey`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Shared Instance Grey");
    const image = html.match(/\/media\/saide\/[^"\s,]+\.webp/)![0];
    const photo = await fetch(`${second.baseUrl}${image}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
  });

  it("shows company details saved on one instance on the other at once, and tells caches to ask again", async () => {
    await fetch(`${second.baseUrl}/contact-us`);
    expect((await fetch(`${second.baseUrl}/contact-us`)).headers.get("x-page-cache")).toBe("hit");
    const cookie = (await post(first, "/login", TEST_ADMIN)).headers.get("set-cookie")!.split(";")[0]!;
    const current = await readBasicInfo(handle.db);
    const fields = flatBasicInfoFormValues(
      basicInfoFormValues(
        { ...current.company, texts: { ...current.company.texts, en: { ...current.company.texts.en, name: "Two Instance Stone Ltd." } } },
        current.ownerEmails,
      ),
    );
    const saved = await post(first, "/dashboard/basic-info", { ...fields, version: String(current.version) }, cookie);
    expect(saved.status).toBe(200);
    const page = await fetch(`${second.baseUrl}/contact-us`);
    expect(await page.text()).toContain("Two Instance Stone Ltd.");
    expect(page.headers.get("cache-control")).toBe("no-cache, no-transform");
  });

  it("drops an instance's cached pages when anything else writes to the database (another instance, the admin CLI)", async () => {
    const [demo] = await handle.db.select().from(products).where(eq(products.visible, true)).limit(1);
    await fetch(`${second.baseUrl}/product/${demo!.id}`);
    expect((await fetch(`${second.baseUrl}/product/${demo!.id}`)).headers.get("x-page-cache")).toBe("hit");
    await handle.db
      .update(products)
      .set({ texts: { ...demo!.texts, en: { ...demo!.texts.en, title: "Renamed Behind The Cache" } } })
      .where(eq(products.id, demo!.id));
    const page = await fetch(`${second.baseUrl}/product/${demo!.id}`);
    expect(page.headers.get("x-page-cache")).toBe("miss");
    expect(await page.text()).toContain("Renamed Behind The Cache");
  });

  it("shows a product's change made elsewhere on the next quote list an instance renders, though it keeps what the list reads", async () => {
    const [demo] = await handle.db.select().from(products).where(eq(products.visible, true)).limit(1);
    const [size] = demo!.slabSizes;
    const cookie = `quartz_quote=${demo!.id}:${demo!.thicknessesMm[0]}:${size!.lengthMm}x${size!.widthMm}::3:s`;
    const list = async () => (await fetch(`${second.baseUrl}/quote-list`, { headers: { cookie } })).text();
    expect(await list()).toContain(`>${demo!.texts.en.title}</a>`);
    await handle.db
      .update(products)
      .set({ texts: { ...demo!.texts, en: { ...demo!.texts.en, title: "Renamed Under The List" } } })
      .where(eq(products.id, demo!.id));
    expect(await list()).toContain(">Renamed Under The List</a>");
    await handle.db.update(products).set({ visible: false }).where(eq(products.id, demo!.id));
    expect(await list()).not.toContain("Renamed Under The List");
    await handle.db.update(products).set({ visible: true, texts: demo!.texts }).where(eq(products.id, demo!.id));
  });

  it("leaves a room asked for on an instance that draws none to the one that does, and serves its picture from the bucket", async () => {
    const page = await (await fetch(`${first.baseUrl}/product/calacatta-gold`)).text();
    const room = page.match(/src="(\/room-images\/[^"]+\.jpg)"/)![1]!;
    const emptyRoom = await fetch(`${first.baseUrl}${room}`);
    await emptyRoom.arrayBuffer();
    expect(emptyRoom.headers.get("cache-control")).toBe("no-store");
    // An instance that drew would have claimed the job within milliseconds of the request.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await handle.db.select().from(maintenanceLeases).where(eq(maintenanceLeases.job, "room-compositions"))).toEqual([]);
    expect((await handle.db.select().from(roomCompositions)).map((row) => [row.productId, row.status])).toEqual([
      ["calacatta-gold", "wanted"],
    ]);

    // A visitor of the instance that draws wakes it at once (else its minute's check would find the wish).
    await (await fetch(`${second.baseUrl}${room}`)).arrayBuffer();
    const cacheControlOnFirst = async () => (await fetch(`${first.baseUrl}${room}`, { method: "HEAD" })).headers.get("cache-control");
    await expect.poll(cacheControlOnFirst, { timeout: 60_000, interval: 500 }).toBe("public, max-age=31536000, immutable");
  }, 90_000);

  it("counts the views and enquiries that arrive at either instance", async () => {
    const marker = `/about-us?two-instances=${Date.now()}`;
    for (const server of [first, second, first, second, second]) {
      expect(
        (await fetch(`${server.baseUrl}${marker}`, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" } })).status,
      ).toBe(200);
    }
    const senders = [first, second].map((_, index) => `instance${index}.${Date.now()}@example.com`);
    await post(first, "/contact-us", { firstName: "One", lastName: "Instance", email: senders[0]! });
    await post(second, "/contact-us", { firstName: "Two", lastName: "Instance", email: senders[1]! });
    for (const sender of senders) expect(await handle.db.select().from(enquiries).where(eq(enquiries.email, sender))).toHaveLength(1);

    const deadline = Date.now() + 10_000;
    let recorded = 0;
    while (Date.now() < deadline) {
      const rows = await handle.db.select({ url: pageViews.url }).from(pageViews).where(eq(pageViews.urlPathname, "/about-us"));
      recorded = rows.filter((row) => row.url.endsWith(marker)).length;
      if (recorded === 5) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recorded).toBe(5);
  });

  it("writes the views an instance still holds when it is told to stop", async () => {
    const marker = `/news-center?stopping=${Date.now()}`;
    for (let request = 0; request < 3; request++) {
      expect(
        (await fetch(`${second.baseUrl}${marker}`, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" } })).status,
      ).toBe(200);
    }
    // Stopped at once, well inside the one-second batching interval.
    await second.stop();
    expect(second.process.exitCode).toBe(0);
    const rows = await handle.db.select({ url: pageViews.url }).from(pageViews).where(eq(pageViews.urlPathname, "/news-center"));
    expect(rows.filter((row) => row.url.endsWith(marker))).toHaveLength(3);
  });
});
