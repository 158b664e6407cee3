import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config/config.server";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { eq, inArray, sql } from "drizzle-orm";
import { backups, mailOutbox, media, pageViewDays, products, roomCompositions, roomScenes } from "~/database/schema";
import { addDays, calendarDateIn } from "~/modules/analytics/visit-stats";
import { readSiteHealth, type HealthSources } from "~/modules/health/site-health.server";
import type { HealthCheck, HealthCheckId } from "~/modules/health/site-health";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { createStorage } from "~/modules/storage/create-storage.server";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import { productTexts } from "../support/product-texts";

const realDetails = {
  phones: ["+86 766 888 1234"],
  emails: ["sales@saide-quartz.cn"],
  website: "https://www.saide-quartz.cn",
  whatsapp: "",
  linkedin: "",
};

describe.each(databaseKinds)("site health on %s", (kind) => {
  let dataDir: string;
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "site-health-"));
    if (kind === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    database = await openDatabase({ url: databaseUrl, dataDir });
  }, 180_000);
  afterAll(async () => {
    await database.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  const sources = (env: Record<string, string> = {}): HealthSources => {
    const config = loadConfig({ DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env });
    return { config, db: database.db, storage: createStorage(config) };
  };
  const statusesOf = (checks: HealthCheck[]) =>
    Object.fromEntries(checks.map((check) => [check.id, check.status])) as Record<HealthCheckId, string>;

  it("asks a fresh site for a mail server and real company details, and finds the rest in order", async () => {
    const checks = await readSiteHealth(sources());
    expect(statusesOf(checks)).toMatchObject({
      mail: "attention",
      companyDetails: "attention",
      publicUrl: "ok",
      storage: "ok",
      backup: "ok",
      version: "ok",
      timeZone: "ok",
    });
    const byId = Object.fromEntries(checks.map((check) => [check.id, check]));
    expect(byId.companyDetails!.facts).toEqual({
      placeholderFields: ["phones", "emails", "website"],
      placeholderOwners: ["sales@example.com", "owner@example.com"],
    });
    expect(byId.version!.facts).toMatchObject({ appVersion: "1.0.0" });
    expect(byId.database!.facts).toMatchObject({ kind: kind === "postgres" ? "postgresql" : "embedded" });
    expect((byId.database!.facts as { sizeBytes: number }).sizeBytes).toBeGreaterThan(1024 * 1024);
  });

  it("finds nothing to do once mail has a server and the details are real, and calls mail broken when the server refuses it for hours", async () => {
    await writeSetting(database.db, "saideInfo", { ...defaultCompanyInfo, ...realDetails });
    await writeSetting(database.db, "ownerEmails", ["li@saide-quartz.cn"]);
    const fixed = sources({ SMTP_URL: "smtp://mail.saide-quartz.cn:587" });
    expect(statusesOf(await readSiteHealth(fixed))).toMatchObject({ mail: "ok", companyDetails: "ok" });

    await enqueueMail(database.db, { to: ["li@saide-quartz.cn"], subject: "New enquiry", text: "…" });
    await database.db
      .update(mailOutbox)
      .set({ attempts: 4, lastError: "535 Authentication failed", createdAt: new Date(Date.now() - 2 * 3_600_000) });
    const [mail] = await readSiteHealth(fixed);
    expect(mail).toMatchObject({
      id: "mail",
      status: "failure",
      fix: "checkSmtp",
      facts: { outbox: { waiting: 1, lastError: "535 Authentication failed", lastSentAt: null } },
    });
  });

  it("calls backups broken when the newest one failed, and asks for them when they are turned off", async () => {
    await database.db
      .insert(backups)
      .values({ trigger: "manual", status: "failed", fileName: "x.tar.gz", error: "No space left on device" });
    const failed = (await readSiteHealth(sources())).find((check) => check.id === "backup");
    expect(failed).toMatchObject({
      status: "failure",
      fix: "checkBackups",
      facts: { attention: { reason: "failed" }, lastSuccessAt: null },
    });
    await database.db.delete(backups);
    const off = (await readSiteHealth(sources({ BACKUP_TIME: "off" }))).find((check) => check.id === "backup");
    expect(off).toMatchObject({ status: "attention", fix: "turnOnBackups" });
  });

  it("tells how the drawing of rooms goes: what waits since when, the last drawn, and the products whose rooms could not be drawn", async () => {
    const { db } = database;
    const rooms = async (env: Record<string, string> = {}) => (await readSiteHealth(sources(env))).find((check) => check.id === "rooms");
    expect(await rooms()).toMatchObject({
      status: "ok",
      facts: { waiting: 0, oldestWaitingSince: null, lastComposedAt: null, failedProducts: [], composesHere: true },
    });

    const [photo] = await db
      .insert(media)
      .values({ baseKey: "health/kitchen", filename: "kitchen.jpg", width: 1600, height: 1000, variants: [] })
      .returning({ id: media.id });
    const [scene] = await db
      .insert(roomScenes)
      .values({ photoId: photo!.id, nameEn: "Kitchen", surfaces: [] })
      .returning({ id: roomScenes.id });
    await db.insert(products).values(
      ["health-gold", "health-grey", "health-white"].map((id) => ({
        id,
        texts: productTexts({ title: id }),
        photoUrl: `/media/${id}.jpg`,
      })),
    );
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await db.insert(roomCompositions).values([
      { sceneId: scene!.id, productId: "health-gold", fingerprint: "a".repeat(16), requestedAt: twoHoursAgo },
      { sceneId: scene!.id, productId: "health-grey", fingerprint: "b".repeat(16) },
      {
        sceneId: scene!.id,
        productId: "health-white",
        fingerprint: "c".repeat(16),
        status: "failed",
        error: "Input file contains unsupported image format",
      },
    ]);
    const left = await rooms({ COMPOSE_ROOMS: "false" });
    expect(left).toMatchObject({
      status: "attention",
      fix: "composeRooms",
      facts: { waiting: 2, oldestWaitingSince: twoHoursAgo, lastComposedAt: null, failedProducts: ["health-white"], composesHere: false },
    });
    expect(await rooms()).toMatchObject({ status: "attention", fix: "checkRoomComposition" });

    // One drawn a minute ago: the backlog is being worked through; the photo that cannot be read still needs the owner.
    await db
      .update(roomCompositions)
      .set({ status: "ready", composedAt: new Date(Date.now() - 60_000) })
      .where(eq(roomCompositions.productId, "health-grey"));
    expect(await rooms()).toMatchObject({ status: "attention", fix: "replaceRoomPhotos", facts: { waiting: 1 } });
    await db.delete(products).where(inArray(products.id, ["health-gold", "health-grey", "health-white"]));
    await db.delete(roomScenes).where(eq(roomScenes.id, scene!.id));
    await db.delete(media).where(eq(media.id, photo!.id));
  });

  it("tells the database's daily growth from the last complete week's visits, without counting every stored view", async () => {
    const { db } = database;
    const now = new Date("2026-11-24T08:00:00Z");
    const today = calendarDateIn(now, "Asia/Shanghai");
    // 2,000 views stored long ago; the week before today had 70 a day (today's 5,000 are not a complete day).
    await db.execute(sql`insert into page_views (url, url_origin, url_pathname, device_type, source_type, source_from, user_agent, created_at)
      select 'http://127.0.0.1/', 'http://127.0.0.1', '/', 'desktop', 'desktop', 'direct', 'Mozilla/5.0', '2026-01-01T00:00:00Z'::timestamptz
      from generate_series(1, 2000)`);
    await db.insert(pageViewDays).values([
      ...Array.from({ length: 7 }, (_, index) => ({
        day: addDays(today, -1 - index),
        sourceType: "desktop",
        deviceType: "desktop",
        sourceFrom: "direct",
        admin: false,
        visits: 70,
      })),
      { day: addDays(today, -8), sourceType: "desktop", deviceType: "desktop", sourceFrom: "direct", admin: false, visits: 9000 },
      { day: today, sourceType: "desktop", deviceType: "desktop", sourceFrom: "direct", admin: false, visits: 5000 },
    ]);
    const [size] = (
      (await db.execute(sql`select pg_total_relation_size('page_views')::int as bytes`)) as unknown as { rows: { bytes: number }[] }
    ).rows;
    const growth = async () => (await readSiteHealth({ ...sources(), now })).find((found) => found.id === "database")?.facts;
    expect(await growth()).toMatchObject({ growthBytesPerDay: Math.round((70 * size!.bytes) / 2000) });
    // Once analysed, as the roll-up or autovacuum leave it, the rows are the planner's count.
    await db.execute(sql`analyze page_views`);
    expect(await growth()).toMatchObject({ growthBytesPerDay: Math.round((70 * size!.bytes) / 2000) });
    await db.execute(sql`delete from page_views`);
    await db.delete(pageViewDays);
  });
});
