import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { Database, DatabaseHandle } from "~/database/client.server";
import * as schema from "~/database/schema";
import {
  attributeOptions,
  auditEvents,
  authenticatorApps,
  authTokens,
  backups,
  brochures,
  categories,
  enquiries,
  enquiryRoutingRules,
  invitations,
  quoteLines,
  quoteRequestLines,
  quotes,
  maintenanceLeases,
  mailOutbox,
  media,
  pageViewDaySources,
  pageViewPendingSources,
  pageViewRanges,
  pageViewRangeSources,
  pageViewTotals,
  pageViewDays,
  pageViews,
  posts,
  productOptions,
  productPhotos,
  products,
  passkeys,
  rateLimits,
  recoveryCodes,
  revisions,
  roomCompositions,
  roomScenes,
  sessions,
  signInChallenges,
  siteSettings,
  unusedFiles,
  users,
} from "~/database/schema";
import { BackupError, verifyArchive } from "~/modules/operations/backup-archive.server";
import { failureLine } from "~/modules/operations/backup-report.server";
import { restoreBackup } from "~/modules/operations/backup-restore.server";
import { backupTables, notBackedUp } from "~/modules/operations/backup-tables.server";
import { writeBackup } from "~/modules/operations/backup-writer.server";
import { lockDataDirectory } from "~/modules/operations/data-dir-lock.server";
import { backupDirectory, listBackups, makeBackup, readBackupAttention } from "~/modules/operations/scheduled-backups.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { readEntries, rewriteArchive } from "../support/backup-archive";
import { runScript } from "../support/cli";
import { startBuiltServer } from "../support/server";
import { databaseKinds, dataDirAfterFirstStart, openTestDatabase, type DatabaseKind } from "../support/database";
import { categoryRow, mediaRow, optionRow, postRow, sceneRow } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

const exactly = (text: string) => sql.raw(`'${text}'::timestamptz`);
const adminId = "6a1c7a4e-8c1e-4d0b-9a57-1f8c2b1d0001";
const enquiryId = "6a1c7a4e-8c1e-4d0b-9a57-1f8c2b1d0002";
const quoteRequestId = "6a1c7a4e-8c1e-4d0b-9a57-1f8c2b1d0003";
const bigId = 5_000_000_000;

/** Rows in every table, chosen to catch lossy round trips: microseconds, jsonb arrays and JSON null, bigint ids, Chinese text. */
async function fill(db: Database, storage: Storage) {
  await db.insert(users).values([
    {
      id: adminId,
      email: "owner@example.com",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
      emailVerifiedAt: exactly("2024-02-29 23:59:59.123456+00"),
      role: "owner",
      whatsapp: "+86 138 0000 0000",
      wechat: "saide_ana",
      notifyByMail: false,
      chatWebhook: { service: "wecom", url: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=a-b" },
    },
    {
      email: "second@example.com",
      passwordHash: "$argon2id$x",
      role: "translator",
      name: "Иван 李",
      translatorLanguages: ["ru", "zh"],
      dashboardLanguage: "en",
      createdAt: exactly("1999-12-31 16:00:00.000001+08"),
    },
  ]);
  await db.insert(sessions).values({
    id: "a".repeat(64),
    userId: adminId,
    expiresAt: exactly("2030-01-01 00:00:00.654321+00"),
    userAgent: "Mozilla/5.0 (iPhone)",
  });
  await db.insert(authTokens).values({
    tokenHash: "b".repeat(64),
    userId: adminId,
    purpose: "email-change",
    newEmail: "new@example.com",
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  const [invitation] = await db
    .insert(invitations)
    .values({
      email: "invited@example.com",
      role: "translator",
      name: "Ана 王",
      translatorLanguages: ["ar", "es"],
      language: "en",
      invitedBy: adminId,
      createdAt: exactly("2026-11-22 10:00:00.000042+00"),
    })
    .returning({ id: invitations.id });
  await db.insert(authTokens).values({
    tokenHash: "f".repeat(64),
    invitationId: invitation!.id,
    purpose: "invitation",
    expiresAt: exactly("2026-11-29 10:00:00.000042+00"),
  });
  await db.insert(passkeys).values({
    id: "cHJpbWFyeSBwYXNza2V5",
    userId: adminId,
    name: "Office laptop",
    publicKey: "pQECAyYgASFYIA",
    counter: 12,
    transports: ["internal", "hybrid"],
    lastUsedAt: exactly("2026-11-30 08:15:00.000321+00"),
  });
  await db
    .insert(authenticatorApps)
    .values({ userId: adminId, secret: "JBSWY3DPEHPK3PXP", confirmedAt: exactly("2026-11-01 09:00:00+00"), lastUsedStep: 59_000_123 });
  await db.insert(recoveryCodes).values([
    { codeHash: "c".repeat(64), userId: adminId },
    { codeHash: "d".repeat(64), userId: adminId, usedAt: exactly("2026-11-02 10:00:00.000007+00") },
  ]);
  await db.insert(signInChallenges).values({
    id: "e".repeat(64),
    purpose: "second-step",
    userId: adminId,
    challenge: "Y2hhbGxlbmdl",
    expiresAt: exactly("2030-01-01 00:05:00+00"),
  });
  await db.insert(rateLimits).values({
    purpose: "password:address",
    key: "203.0.113.9",
    hits: 4,
    nextAt: exactly("2026-05-01 10:00:00.000999+00"),
    expiresAt: exactly("2026-05-02 10:00:00+00"),
  });
  const coverId = "7d1c3b5e-2f4a-4c6b-8e9d-0a1b2c3d4e5f";
  await db.insert(media).values(
    mediaRow({
      id: coverId,
      baseKey: "library/cover",
      filename: "封面 cover.jpg",
      width: 1600,
      height: 900,
      variants: [
        { width: 1600, height: 900, format: "jpeg", key: "library/cover-1600.jpg" },
        { width: 506, height: 900, format: "avif", key: "library/cover-506-portrait.avif", crop: "portrait" },
      ],
      variantRecipe: 2,
      altZh: "工厂",
      uploadedBy: adminId,
    }),
  );
  await db.insert(categories).values(
    [
      {
        id: "calacatta",
        slug: "calacatta",
        imageId: coverId,
        descriptionZh: "温暖",
        titleEn: "Calacatta",
        titleZh: "卡拉卡塔",
        sortOrder: 2,
      },
      { id: "empty", slug: "empty", titleEn: "Empty", titleZh: "空" },
    ].map((row) => categoryRow(row)),
  );
  await db.insert(products).values([
    {
      id: "calacatta-gold",
      texts: productTexts(
        {
          title: "Calacatta Gold",
          description: ["Warm veining.", 'Line two with "quotes" and \\ backslash'],
          keywords: ["gold", "金", ""],
        },
        {
          zh: {
            title: "卡拉卡塔金",
            description: ["温暖的纹理。"],
            applications: ["台面"],
            specRows: [{ label: "密度", value: "2.4 g/cm³" }],
          },
        },
      ),
      photoUrl: "/media/saide/calacatta-gold-1600.webp",
      photoVariants: [{ width: 960, height: 600, format: "webp", key: "saide/calacatta-gold-960.webp" }],
      categoryId: "calacatta",
      thicknessesMm: [20, 30],
      slabSizes: [{ texts: { en: { label: "Jumbo" }, zh: { label: "超大板" } }, lengthMm: 3200, widthMm: 1600 }],
      certifications: ["NSF"],
      addedBy: adminId,
      visible: false,
    },
    { id: "plain", texts: productTexts({ title: "Plain" }), photoUrl: "/media/plain.jpg" },
  ]);
  const [white] = await db
    .insert(attributeOptions)
    .values(optionRow({ kind: "colour", slug: "white", labelEn: "White", labelZh: "白色" }))
    .returning();
  await db.insert(productOptions).values({ productId: "calacatta-gold", optionId: white!.id });
  await db
    .insert(productPhotos)
    .values({ productId: "calacatta-gold", mediaId: coverId, position: 0, texts: { en: { alt: "" }, zh: { alt: "台面" } }, isCard: true });
  const [scene] = await db
    .insert(roomScenes)
    .values(
      sceneRow({
        shippedKey: "kitchen",
        photoId: coverId,
        nameEn: "Kitchen",
        nameZh: "厨房",
        translations: { ar: { name: "مطبخ" } },
        surfaces: [
          {
            corners: [
              { x: 0.1, y: 0.5 },
              { x: 0.9, y: 0.5 },
              { x: 0.95, y: 0.8 },
              { x: 0.05, y: 0.8 },
            ],
            widthMm: 3000,
            depthMm: 1000,
            frontEdge: {
              lowerCorners: [
                { x: 0.95, y: 0.82 },
                { x: 0.05, y: 0.82 },
              ],
              heightMm: 30,
            },
          },
        ],
        placement: "categories",
        categoryIds: ["calacatta-series"],
      }),
    )
    .returning({ id: roomScenes.id });
  await db.insert(roomCompositions).values({
    sceneId: scene!.id,
    productId: "calacatta-gold",
    fingerprint: "0123456789abcdef",
    status: "ready",
    files: [{ width: 480, height: 300, format: "avif", key: "rooms/kitchen-480.avif" }],
    composedAt: exactly("2026-11-28 02:00:00.000456+00"),
  });
  await db.insert(enquiries).values({
    id: enquiryId,
    firstName: "小明",
    lastName: "王",
    email: "ming@example.com",
    message: "Line one\nLine two\ttabbed 😀",
    source: "product",
    language: "zh",
    productId: "calacatta-gold",
    productTitle: "卡拉卡塔金",
    status: "quoted",
    notes: "已报价，=下周跟进",
    pagePath: "/product-zh/calacatta-gold",
    utmCampaign: "春季",
    request: "sample",
    thicknessMm: 20,
    finish: "抛光",
    country: "CN",
  });
  await db.insert(mailOutbox).values({
    to: ["a@example.com", "b@example.com"],
    subject: "新消息",
    text: "body",
    enquiryId,
    attempts: 3,
    lastError: "421 try later",
  });
  await db.insert(mailOutbox).values({
    to: [],
    subject: "新询盘",
    text: "机器人",
    webhook: { service: "feishu", url: "https://open.feishu.cn/open-apis/bot/v2/hook/x" },
    enquiryId,
  });
  await db.insert(enquiryRoutingRules).values({ position: 1, language: "es", country: "MX", assigneeId: adminId });
  await db.insert(enquiries).values({
    id: quoteRequestId,
    firstName: "Lucía",
    lastName: "García",
    email: "lucia@example.com",
    source: "quote",
    language: "es",
    country: "ES",
    assigneeId: adminId,
    company: "Piedras del Norte SL",
    destinationPort: "Valencia",
    incoterm: "CIF",
    requestNumber: 1042,
  });
  const [quote] = await db
    .insert(quotes)
    .values({
      enquiryId: quoteRequestId,
      version: 1,
      sequence: 7,
      number: "Q-2026-0007",
      language: "es",
      currency: "EUR",
      incoterm: "CIF",
      destinationPort: "Valencia",
      cargoLimitKg: 27_000,
      planSettings: { kgPerM2: { 20: 49, 30: 73 }, slabsPerBundle: { 20: 10, 30: 6 }, bundlesPerContainer: 8, frameKg: 0 },
      freightMinor: 185_000,
      insuranceMinor: 4210,
      validUntil: "2026-12-27",
      paymentTerms: "30 % por T/T",
      status: "changes-requested",
      tokenHash: "c".repeat(64),
      pdfKey: "quotes/6a1c7a4e-8c1e-4d0b-9a57-1f8c2b1d0004.pdf",
      response: "¿Dos contenedores?",
      respondedAt: exactly("2026-11-28 09:30:00.123456+00"),
      author: "owner@saide.example",
    })
    .returning({ id: quotes.id });
  await db.insert(quoteLines).values({
    quoteId: quote!.id,
    position: 0,
    productId: "calacatta-gold",
    title: "Calacatta Oro",
    thicknessMm: 20,
    lengthMm: 3200,
    widthMm: 1600,
    finish: "Pulido",
    slabs: 24,
    unitPriceMinor: 4550,
    priceUnit: "m2",
  });
  await db.insert(quoteRequestLines).values([
    {
      enquiryId: quoteRequestId,
      position: 0,
      productId: "calacatta-gold",
      productTitle: "Calacatta Gold",
      thicknessMm: 20,
      lengthMm: 3200,
      widthMm: 1600,
      finish: "Polished",
      quantity: 24,
      unit: "slab",
      slabs: 24,
    },
    {
      enquiryId: quoteRequestId,
      position: 1,
      productId: "gone",
      productTitle: "Gone Grey",
      thicknessMm: 30,
      lengthMm: 3050,
      widthMm: 1440,
      finish: null,
      quantity: 100,
      unit: "m2",
      slabs: 23,
    },
  ]);
  await db.insert(pageViews).values(
    [1, 2, bigId].map((id) => ({
      id,
      url: `https://quartz.example/p/${id}`,
      urlOrigin: "https://quartz.example",
      urlPathname: `/p/${id}`,
      deviceType: "ios" as const,
      sourceType: "mobile" as const,
      sourceFrom: "direct",
      userAgent: "UA",
    })),
  );
  await db.insert(pageViewDays).values([
    { day: "2024-02-29", sourceType: "mobile", deviceType: "ios", sourceFrom: "wechat", admin: false, visits: bigId },
    { day: "2024-02-29", sourceType: "desktop", deviceType: "desktop", sourceFrom: "direct", admin: true, visits: 1 },
  ]);
  await db.insert(pageViewDaySources).values([
    { day: "2024-02-29", dimension: "product", productId: "calacatta-gold", visits: bigId },
    { day: "2024-02-29", dimension: "campaign", utmSource: "微信", utmCampaign: "春季", visits: 1 },
    { day: "2024-02-29", dimension: "page", path: "/product-zh/calacatta-gold", visits: 2 },
  ]);
  await db.insert(pageViewPendingSources).values({ day: "2024-02-29", dimension: "referrer", referrer: "wechat", visits: 3 });
  await db.insert(pageViewRangeSources).values([
    { range: "all", dimension: "country", country: "CN", visits: bigId },
    { range: "30", dimension: "page", path: "/product-zh/calacatta-gold", visits: 2 },
  ]);
  await db.insert(pageViewRanges).values({ range: "all", firstDay: null, lastDay: "2024-02-29" });
  await db.insert(pageViewTotals).values({ sourceType: "mobile", deviceType: "ios", sourceFrom: "wechat", admin: false, visits: bigId });
  await db.insert(brochures).values({
    language: "ar",
    scope: "calacatta-series",
    contentVersion: 7,
    fingerprint: "ab".repeat(32),
    fileKey: "brochures/ar-abab.pdf",
    bytes: 612_345,
    products: 3,
    roomsMissing: 1,
    buildMs: 1234,
    builtAt: exactly("2026-11-28 04:00:00.000789+00"),
  });
  await db
    .insert(maintenanceLeases)
    .values({ job: "page-view-rollup", leasedUntil: null, lastFinishedAt: exactly("2026-11-22 03:00:00.000123+00") });
  await db.insert(siteSettings).values([
    { key: "homePage", value: { hero: { titleEn: "Quartz", titleZh: "石英" }, slides: [1, 2.5, null, true] } },
    {
      key: "jsonNull",
      value: sql`'null'::jsonb`,
      draft: { urls: ["/media/a.jpg"] },
      draftUpdatedAt: exactly("2026-11-23 01:02:03.456789+00"),
    },
  ]);
  await db.insert(unusedFiles).values({ key: "library/replaced-960.webp", unusedSince: exactly("2026-11-20 08:00:00.000321+00") });
  await db.insert(revisions).values({
    entityType: "basic-info",
    entityId: "site",
    version: 3,
    data: { company: { en: { name: "Saide" } } },
    authorId: adminId,
    authorEmail: "owner@example.com",
  });
  await db.insert(auditEvents).values([
    {
      id: bigId,
      at: exactly("2026-11-30 23:59:59.999999+00"),
      action: "delete",
      actorId: adminId,
      actorEmail: "owner@example.com",
      ipAddress: "2001:db8::1",
      subject: "product:calacatta-gold",
      detail: { title: "卡拉卡塔金", restored: null, rows: 3, backup: false },
    },
    // A failed sign-in by nobody with an account: no actor, the address tried kept in the detail.
    { action: "sign-in-failed", ipAddress: "203.0.113.9", detail: { reason: "wrong-password", email: "stranger@example.com" } },
  ]);
  await db.insert(posts).values({
    ...postRow({
      slug: "news",
      coverImageId: coverId,
      status: "published",
      titleEn: "News",
      bodyZh: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "新闻" }] }] },
    }),
    publishedAt: exactly("2025-06-01 08:30:00.5+00"),
  });

  await storage.put("saide/calacatta-gold-960.webp", randomBytes(300_000), "image/webp");
  await storage.put("saide/calacatta-gold-1600.jpg", randomBytes(70_000), "image/jpeg");
  await storage.put("library/cover-506-portrait.avif", randomBytes(20_000), "image/avif");
  await storage.put("hero/deep/nested/slide-1.png", Buffer.from([0, 1, 2, 255, 0, 13, 10]), "image/png");
  await storage.put("empty.bin", Buffer.alloc(0), "application/octet-stream");
  await storage.put(`long/${"n".repeat(150)}.webp`, randomBytes(1000), "image/webp");
}

/** Every table's rows as PostgreSQL renders them (microseconds included), in a stable order and time zone. */
async function snapshotRows(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('timezone', 'UTC', true)`);
    const snapshot: Record<string, string[]> = {};
    for (const table of backupTables()) {
      const result = (await tx.execute(sql`select to_jsonb(t)::text as row from ${table} t order by 1`)) as unknown as {
        rows: { row: string }[];
      };
      snapshot[getTableConfig(table).name] = result.rows.map((row) => row.row);
    }
    return snapshot;
  });
}

async function snapshotFiles(storage: Storage): Promise<Record<string, { bytes: Buffer; contentType: string }>> {
  const files: Record<string, { bytes: Buffer; contentType: string }> = {};
  for (const key of await storage.list()) {
    const object = (await storage.get(key))!;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    files[key] = { bytes: Buffer.concat(chunks), contentType: object.contentType };
  }
  return files;
}

async function manifestOf(archive: string) {
  const entry = (await readEntries(archive)).find((candidate) => candidate.name === "manifest.json")!;
  return JSON.parse(entry.body.toString("utf8")) as {
    schemaLevel: number;
    tables: { name: string; rows: number }[];
    files: { key: string; contentType: string }[];
  };
}

type Instance = { database: DatabaseHandle; storage: Storage };

describe("backup and restore", () => {
  let workDir: string;

  /** An empty, migrated database with empty local storage; a test's own instances go when it finishes. */
  async function freshInstance(kind: DatabaseKind, lifetime: "test" | "suite" = "test"): Promise<Instance> {
    const instance = { database: await openTestDatabase(kind), storage: createLocalStorage(await mkdtemp(path.join(workDir, "files-"))) };
    if (lifetime === "test") onTestFinished(() => instance.database.close());
    return instance;
  }

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "quartz-backup-test-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  describe.each(databaseKinds)("on %s", (kind) => {
    let source: Instance;
    let archive: string;
    let rows: Record<string, string[]>;
    let files: Awaited<ReturnType<typeof snapshotFiles>>;

    beforeAll(async () => {
      source = await freshInstance(kind, "suite");
      await fill(source.database.db, source.storage);
      rows = await snapshotRows(source.database.db);
      files = await snapshotFiles(source.storage);
      archive = path.join(workDir, `${kind}.tar.gz`);
      const summary = await writeBackup(source.database.db, source.storage, archive);
      expect(summary).toMatchObject({ tables: Object.keys(rows).length, files: 6, fileBytes: 391_007 });
    });
    afterAll(() => source.database.close());

    it("fills every table in this test, so the round trip covers them all", () => {
      const empty = Object.entries(rows)
        .filter(([, tableRows]) => tableRows.length === 0)
        .map(([name]) => name);
      expect(empty).toEqual([]);
    });

    it("dumps every pgTable the schema module exports, with its row count", async () => {
      const exported: unknown[] = Object.values(schema);
      const schemaTables = exported
        .filter((value): value is PgTable => is(value, PgTable) && !notBackedUp.has(value))
        .map((table) => getTableConfig(table).name);
      const manifest = await manifestOf(archive);
      expect(manifest.tables.map((table) => table.name).sort()).toEqual(schemaTables.sort());
      for (const table of manifest.tables) expect(table.rows, table.name).toBe(rows[table.name]!.length);
      expect(manifest.schemaLevel).toBeGreaterThan(0);
      expect(manifest.files.find((file) => file.key === "saide/calacatta-gold-960.webp")?.contentType).toBe("image/webp");
    });

    it("restores every row and every file exactly into a fresh instance, and new ids follow the restored ones", async () => {
      const target = await freshInstance(kind);
      const summary = await restoreBackup(target.database.db, target.storage, archive);
      expect(summary).toMatchObject({ tables: Object.keys(rows).length, files: 6 });
      expect(await snapshotRows(target.database.db)).toEqual(rows);
      const restoredFiles = await snapshotFiles(target.storage);
      expect(Object.keys(restoredFiles)).toEqual(Object.keys(files));
      for (const [key, file] of Object.entries(files)) {
        expect(restoredFiles[key]!.bytes.equals(file.bytes), key).toBe(true);
        expect(restoredFiles[key]!.contentType).toBe(file.contentType);
      }
      const [view] = await target.database.db
        .insert(pageViews)
        .values({
          url: "https://quartz.example/",
          urlOrigin: "https://quartz.example",
          urlPathname: "/",
          deviceType: "desktop",
          sourceType: "desktop",
          sourceFrom: "direct",
          userAgent: "UA",
        })
        .returning({ id: pageViews.id });
      expect(view!.id).toBe(bigId + 1);
      // Quote requests go on numbering after the restored ones.
      const numbered = (await target.database.db.execute(sql`select nextval('quote_request_numbers')::int as next`)) as unknown as {
        rows: { next: number }[];
      };
      expect(numbered.rows[0]!.next).toBe(1043);
    });

    it("makes the scheduled backup once a day on any number of instances, and it restores exactly", async () => {
      const dataDir = await mkdtemp(path.join(workDir, "data-"));
      const services = {
        db: source.database.db,
        storage: source.storage,
        config: {
          dataDir,
          SITE_TIME_ZONE: "Asia/Shanghai",
          BACKUP_TIME: { hour: 3, minute: 0 },
          BACKUP_RETENTION: { daily: 1, weekly: 0, monthly: 0 },
          PUBLIC_URL: "https://quartz.example",
          OWNER_EMAILS: ["owner@example.com"],
          // A bucket is configured: the archive is copied into the site's storage, which these tests keep on disk.
          s3: { bucket: "quartz", region: "us-east-1", accessKeyId: "x", secretAccessKey: "x", forcePathStyle: true },
        },
        log: () => {},
      };
      const day = `2026-0${databaseKinds.indexOf(kind) + 1}-15`;
      const [first, second] = await Promise.all([
        makeBackup(services, { trigger: "scheduled", day }),
        makeBackup(services, { trigger: "scheduled", day }),
      ]);
      const made = [first, second].filter((record) => record !== null);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ status: "succeeded", trigger: "scheduled", scheduledFor: day, files: 6 });
      const scheduledArchive = path.join(backupDirectory(dataDir), made[0]!.fileName);
      expect((await stat(scheduledArchive)).size).toBe(made[0]!.bytes);
      expect(made[0]!.bucketKey).toBe(`backups/${made[0]!.fileName}`);
      expect((await source.storage.get(made[0]!.bucketKey!))?.size).toBe(made[0]!.bytes);

      const target = await freshInstance(kind);
      await restoreBackup(target.database.db, target.storage, scheduledArchive);
      expect(await snapshotRows(target.database.db)).toEqual(rows);
      expect(Object.keys(await snapshotFiles(target.storage))).toEqual(Object.keys(files));

      // Keeping one backup a day: a later one the same day replaces it, on disk and in the list.
      const later = await makeBackup(services, { trigger: "manual" }, new Date(made[0]!.startedAt.getTime() + 60_000));
      expect(later?.status).toBe("succeeded");
      expect((await listBackups(source.database.db)).map((record) => record.id)).toEqual([later!.id]);
      await expect(stat(scheduledArchive)).rejects.toThrow();
      expect(await source.storage.list("backups/")).toEqual([later!.bucketKey]);
      await source.database.db.delete(backups);
      await source.storage.delete(later!.bucketKey!);
    });

    it("records a backup that could not be written and mails the owners the reason", async () => {
      const notADirectory = path.join(workDir, `file-${kind}`);
      await writeFile(notADirectory, "");
      const services = {
        db: source.database.db,
        storage: source.storage,
        config: {
          dataDir: notADirectory,
          SITE_TIME_ZONE: "UTC",
          BACKUP_TIME: null,
          BACKUP_RETENTION: { daily: 7, weekly: 4, monthly: 6 },
          PUBLIC_URL: "https://quartz.example",
          OWNER_EMAILS: ["owner@example.com"],
          s3: null,
        },
        log: () => {},
      };
      const record = await makeBackup(services, { trigger: "manual" });
      expect(record).toMatchObject({ status: "failed", error: expect.stringMatching(/ENOTDIR|EEXIST|not a directory/i) });
      const [mail] = await source.database.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} = '网站备份失败'`);
      expect(mail).toMatchObject({ to: ["owner@example.com"] });
      expect(mail!.text).toContain("https://quartz.example/dashboard/backups");
      expect(await readBackupAttention(source.database.db, services.config)).toEqual({ reason: "failed" });

      // A success after the failure clears it; three days later without another, the owner is warned.
      const succeededAt = new Date(record!.startedAt.getTime() + 60_000);
      await source.database.db
        .insert(backups)
        .values({ trigger: "manual", status: "succeeded", fileName: "ok.tar.gz", startedAt: succeededAt });
      expect(await readBackupAttention(source.database.db, services.config, new Date(succeededAt.getTime() + 3_600_000))).toBeNull();
      expect(
        await readBackupAttention(source.database.db, services.config, new Date(succeededAt.getTime() + 3 * 86_400_000 + 1000)),
      ).toEqual({ reason: "overdue", days: 3 });
      await source.database.db.delete(backups);
      await source.database.db.delete(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    });

    it("refuses a target that already holds data unless forced, and then replaces everything", async () => {
      const target = await freshInstance(kind);
      await target.database.db.insert(users).values({ email: "stranger@example.com", passwordHash: "x", role: "owner" });
      await target.database.db
        .insert(categories)
        .values(categoryRow({ id: "calacatta", slug: "calacatta", titleEn: "Other", titleZh: "其他" }));
      await target.storage.put("stray/upload.webp", Buffer.from("stray"), "image/webp");
      const before = await snapshotRows(target.database.db);
      await expect(restoreBackup(target.database.db, target.storage, archive)).rejects.toThrow(
        /^The target instance is not empty \(rows in users: 1, categories: 1; 1 stored file\)\. Restore into a fresh instance, or pass --force to replace everything\.$/,
      );
      expect(await snapshotRows(target.database.db)).toEqual(before);

      await restoreBackup(target.database.db, target.storage, archive, { force: true });
      expect(await snapshotRows(target.database.db)).toEqual(rows);
      expect(Object.keys(await snapshotFiles(target.storage))).toEqual(Object.keys(files));
    });

    it("refuses an archive with one flipped byte in a stored file before changing anything", async () => {
      const corrupt = path.join(workDir, `${kind}-corrupt.tar.gz`);
      await rewriteArchive(archive, corrupt, (name, body) => {
        if (name === "files/saide/calacatta-gold-1600.jpg") body[1234]! ^= 0x01;
        return body;
      });
      const target = await freshInstance(kind);
      await target.database.db.insert(users).values({ email: "keep@example.com", passwordHash: "x", role: "owner" });
      await target.storage.put("keep.webp", Buffer.from("keep"), "image/webp");
      const before = await snapshotRows(target.database.db);

      await expect(restoreBackup(target.database.db, target.storage, corrupt, { force: true })).rejects.toThrow(
        'The archive is corrupt: "files/saide/calacatta-gold-1600.jpg" does not match its checksum in the manifest. Nothing was restored.',
      );
      expect(await snapshotRows(target.database.db)).toEqual(before);
      expect(await target.storage.list()).toEqual(["keep.webp"]);
    });

    it("rolls back every table when the database rejects a row late in the restore", async () => {
      const views = (await readEntries(archive)).find((entry) => entry.name === "tables/page_views.jsonl")!.body;
      const duplicated = Buffer.concat([views, Buffer.from(`${views.toString("utf8").split("\n")[0]}\n`)]);
      const broken = path.join(workDir, `${kind}-duplicate-id.tar.gz`);
      await rewriteArchive(archive, broken, (name, body) => {
        if (name === "tables/page_views.jsonl") return duplicated;
        if (name !== "manifest.json") return body;
        const manifest = JSON.parse(body.toString("utf8")) as { tables: { name: string; rows: number; bytes: number; sha256: string }[] };
        const entry = manifest.tables.find((table) => table.name === "page_views")!;
        Object.assign(entry, {
          rows: entry.rows + 1,
          bytes: duplicated.length,
          sha256: createHash("sha256").update(duplicated).digest("hex"),
        });
        return Buffer.from(JSON.stringify(manifest));
      });
      const target = await freshInstance(kind);
      const failure = await restoreBackup(target.database.db, target.storage, broken).catch((error: unknown) => error);
      expect(failure).not.toBeInstanceOf(BackupError);
      expect(failureLine(failure)).toMatch(/^duplicate key value violates unique constraint "page_views_pkey"$/);
      expect(Object.values(await snapshotRows(target.database.db)).flat()).toEqual([]);
      expect(await target.storage.list()).toEqual([]);
    });

    it("refuses a truncated archive and one from a newer schema", async () => {
      const target = await freshInstance(kind);
      const truncated = path.join(workDir, `${kind}-truncated.tar.gz`);
      const bytes = await readFile(archive);
      await writeFile(truncated, bytes.subarray(0, bytes.length - 100));
      await expect(restoreBackup(target.database.db, target.storage, truncated)).rejects.toThrow(/is damaged or is not a backup archive/);

      const newer = path.join(workDir, `${kind}-newer.tar.gz`);
      await rewriteArchive(archive, newer, (name, body) => {
        if (name !== "manifest.json") return body;
        const manifest = JSON.parse(body.toString("utf8")) as { schemaLevel: number };
        return Buffer.from(JSON.stringify({ ...manifest, schemaLevel: manifest.schemaLevel + 1 }));
      });
      await expect(restoreBackup(target.database.db, target.storage, newer)).rejects.toThrow(
        /^The archive comes from a newer schema \(level \d+\) than this instance has \(level \d+\)\. Upgrade the application first\.$/,
      );
      expect(Object.values(await snapshotRows(target.database.db)).flat()).toEqual([]);
      expect(await target.storage.list()).toEqual([]);
    });
  });

  it.each([
    ["pglite", "postgres"],
    ["postgres", "pglite"],
  ] as const)("moves everything from %s to %s", async (from, to) => {
    const source = await freshInstance(from);
    await fill(source.database.db, source.storage);
    const archive = path.join(workDir, `${from}-to-${to}.tar.gz`);
    await writeBackup(source.database.db, source.storage, archive);
    const target = await freshInstance(to);
    await restoreBackup(target.database.db, target.storage, archive);
    expect(await snapshotRows(target.database.db)).toEqual(await snapshotRows(source.database.db));
    expect(await snapshotFiles(target.storage)).toEqual(await snapshotFiles(source.storage));
  });
});

describe("npm run backup and npm run restore", () => {
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "quartz-backup-cli-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  const cli = (script: string, args: string[], dataDir: string) =>
    runScript(script, args, dataDir, { ADMIN_PASSWORD: "correct horse battery staple" });

  it("copies an embedded-database instance into a fresh data directory", { timeout: 180_000 }, async () => {
    // The original has had its first start; the copy is made on a machine that has never run the site.
    const original = await dataDirAfterFirstStart("quartz-backup-original-");
    onTestFinished(() => rm(original, { recursive: true, force: true }));
    const copy = path.join(workDir, "copy");
    const archive = path.join(workDir, "site.tar.gz");
    expect((await cli("admin", ["create", "--email", "a@example.com"], original)).code).toBe(0);
    await mkdir(path.join(original, "files/saide"), { recursive: true });
    await writeFile(path.join(original, "files/saide/photo.webp"), randomBytes(2048));

    const serverLock = lockDataDirectory(original, "the server");
    const locked = await cli("backup", [archive], original);
    serverLock.release();
    expect(locked.code).toBe(1);
    expect(locked.stderr.trim()).toMatch(
      /^Backup failed: The embedded database in .* is in use by the server \(pid \d+ on .+\)\. Stop it first\.$/,
    );

    const backup = await cli("backup", [archive], original);
    expect(backup.stderr).toBe("");
    expect(backup.stdout.trim()).toMatch(
      /^Backed up \d+ tables, 1 row, 1 file \(0\.0 MB\) to .*site\.tar\.gz \(\d+\.\d MB\) in \d+\.\d s\.$/,
    );

    const restore = await cli("restore", [archive], copy);
    expect(restore.stdout.trim()).toMatch(/^Restored \d+ tables, 1 row, 1 file \(0\.0 MB\) from .*site\.tar\.gz in \d+\.\d s\.$/);
    expect(await readFile(path.join(copy, "files/saide/photo.webp"))).toEqual(
      await readFile(path.join(original, "files/saide/photo.webp")),
    );
    const reset = await cli("admin", ["reset-password", "--email", "a@example.com"], copy);
    expect(reset.stdout.trim()).toBe("Password of a@example.com changed; every session and emailed link of the account has ended.");

    const again = await cli("restore", [archive], copy);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      "Restore failed: The target instance is not empty (rows in users: 1; 1 stored file). Restore into a fresh instance, or pass --force to replace everything.",
    );
  });

  it("backs up through the server while it holds the embedded database, and says so", { timeout: 240_000 }, async () => {
    const server = await startBuiltServer();
    try {
      const archive = path.join(workDir, "while-running.tar.gz");
      const backup = await cli("backup", [archive], server.dataDir);
      expect(backup.stderr).toBe("");
      expect(backup.stdout.trim()).toMatch(
        /^Backed up [\d,]+ rows, [\d,]+ files to .*while-running\.tar\.gz \(\d+\.\d MB\) in \d+\.\d s, made by the running server \(pid \d+\) and listed on its backups page\.$/,
      );
      await verifyArchive(archive);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
