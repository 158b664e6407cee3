import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { latestLevel, migrations } from "~/database/migration-levels.server";
import { backups, siteContentVersion, users } from "~/database/schema";
import { pagePath } from "~/i18n/language-paths";
import type { Language } from "~/i18n/languages";
import { failureLine } from "~/modules/operations/backup-report.server";
import { restoreBackup } from "~/modules/operations/backup-restore.server";
import { rowsOf } from "~/modules/operations/backup-tables.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { rewriteArchive } from "../support/backup-archive";
import { createPostgresDatabase, databaseKinds, dataDirAfterFirstStart, type DatabaseKind } from "../support/database";
import { request } from "../support/http";
import { databaseAtLevel } from "../support/migration-level";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * An archive made on 2 December 2026 from schema level 25, the owner's texts still in their columns
 * (tests/fixtures/make-backup-level-25.ts), restored into this application's schema: buyers must read the same texts
 * whatever later migrations did to how they are stored (README, Backup and restore). Everything is asserted on the
 * pages the built server renders, which do not change when the storage does.
 */
const fixture = path.resolve(import.meta.dirname, "../fixtures/backup-level-25.tar.gz");

type Instance = { database: DatabaseHandle; storage: Storage; dataDir: string; env: Record<string, string>; drop: () => Promise<void> };

/** A fresh instance as a first start leaves it, its stored files in the data directory as the server keeps them. */
async function freshInstance(kind: DatabaseKind): Promise<Instance> {
  if (kind === "pglite") {
    const dataDir = await dataDirAfterFirstStart("quartz-older-archive-");
    return {
      database: await openDatabase({ dataDir }),
      storage: createLocalStorage(path.join(dataDir, "files")),
      dataDir,
      env: {},
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const dataDir = await dataDirAfterFirstStart("quartz-older-archive-", { embeddedDatabase: false });
  const created = await createPostgresDatabase();
  return {
    database: await openDatabase({ url: created.url, dataDir: "" }),
    storage: createLocalStorage(path.join(dataDir, "files")),
    dataDir,
    env: { DATABASE_URL: created.url },
    drop: async () => (await created.drop(), await rm(dataDir, { recursive: true, force: true })),
  };
}

const reopen = (instance: Instance) =>
  openDatabase(instance.env.DATABASE_URL ? { url: instance.env.DATABASE_URL, dataDir: "" } : { dataDir: instance.dataDir });

type MigrationRecord = { id: number; hash: string; created_at: string };
const migrationRecords = (database: DatabaseHandle) =>
  rowsOf<MigrationRecord>(database.db, sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by id`);

const unescaped = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
const heading = (html: string) => unescaped(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "");

describe.each(databaseKinds)("an archive from schema level 25 restored on %s", (kind) => {
  let instance: Instance;
  let server: RunningServer | undefined;
  let recordsAfterRestore: MigrationRecord[];
  let recordsAfterReopen: MigrationRecord[];
  const page = async (path: string) => {
    const response = await request(server!.baseUrl, path);
    expect(response.status, path).toBe(200);
    return unescaped(response.body);
  };

  beforeAll(async () => {
    instance = await freshInstance(kind);
    // The instance's own record of its archives is not part of any archive, and stays.
    await instance.database.db.insert(backups).values({ trigger: "manual", status: "succeeded", fileName: "before-the-restore.tar.gz" });
    await restoreBackup(instance.database.db, instance.storage, fixture);
    recordsAfterRestore = await migrationRecords(instance.database);
    await instance.database.close();
    const reopened = await reopen(instance);
    recordsAfterReopen = await migrationRecords(reopened);
    await reopened.close();
    server = await startBuiltServer({ ...instance.env, DATA_DIR: instance.dataDir, SEED_DEMO: "false" });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await instance?.drop();
  });

  it("records the instance at the latest level, so its next open runs no migration", () => {
    expect(recordsAfterRestore.map((record) => record.hash)).toEqual(migrations().map((migration) => migration.hash));
    expect(recordsAfterRestore.map((record) => Number(record.created_at))).toEqual(migrations().map((migration) => migration.folderMillis));
    expect(recordsAfterReopen).toEqual(recordsAfterRestore);
    expect(recordsAfterReopen).toHaveLength(latestLevel());
  });

  it("shows the product in Chinese, in Spanish, and in English where Russian was never written", async () => {
    const chinese = await page(pagePath.product("zh", "calacatta-gold"));
    expect(heading(chinese)).toBe("卡拉卡塔金");
    expect(chinese).toContain("明亮白底上的温暖金色纹理。");
    expect(chinese).toContain("超大板");
    expect(chinese).toContain('alt="厨房里的卡拉卡塔金"');

    const spanish = await page(pagePath.product("es", "calacatta-gold"));
    expect(heading(spanish)).toBe("Calacatta Dorado");
    expect(spanish).toContain("Vetas doradas cálidas sobre un fondo blanco luminoso.");
    expect(spanish).toContain("Extragrande");
    expect(spanish).toContain('alt="Calacatta Dorado en una cocina"');
    expect(spanish).toContain("Blanco");

    const russian = await page(pagePath.product("ru", "calacatta-gold"));
    expect(heading(russian)).toBe("Calacatta Gold");
    expect(russian).toContain("Warm gold veins on a bright white ground.");
    expect(russian).toContain("Jumbo");
  });

  it("shows the category in each language, English standing in for Russian", async () => {
    const titles: Record<Language, string> = {
      en: "Calacatta Series",
      zh: "卡拉卡塔系列",
      es: "Serie Calacatta",
      ru: "Calacatta Series",
      ar: "Calacatta Series",
    };
    for (const language of ["zh", "es", "ru"] as const) {
      const body = await page(pagePath.brandCenter(language, "calacatta"));
      expect(body, language).toContain(titles[language]);
    }
    expect(await page(pagePath.brandCenter("es", "calacatta"))).toContain("Cuarzo blanco con vetas doradas.");
  });

  it("shows the news post in Chinese and Spanish, and in English on the Russian page", async () => {
    expect(heading(await page("/news-center-zh/canton-fair"))).toBe("广交会见");
    const spanish = await page("/es/news-center/canton-fair");
    expect(heading(spanish)).toBe("Visítenos en la Feria de Cantón");
    expect(spanish).toContain("Visite el stand 12 para ver nuestros nuevos colores.");
    expect(heading(await page("/ru/news-center/canton-fair"))).toBe("Meet us at the Canton Fair");
  });

  it("shows the About page and the company details in Chinese, Spanish and English for Russian", async () => {
    const about = {
      zh: await page(pagePath.about("zh")),
      es: await page(pagePath.about("es")),
      ru: await page(pagePath.about("ru")),
    };
    expect(about.zh).toContain("我们在云浮生产石英石板材。");
    expect(about.es).toContain("Fabricamos tablas de cuarzo en Yunfu.");
    expect(about.es).toContain("Cuatro líneas de prensado");
    expect(about.ru).toContain("We press quartz slabs in Yunfu.");
    expect(await page(pagePath.contact("zh"))).toContain("广东省云浮市赛德路18号");
    expect(await page(pagePath.contact("es"))).toContain("Calle Saide 18, Yunfu, Cantón");
    expect(await page(pagePath.contact("ru"))).toContain("18 Saide Road, Yunfu, Guangdong");
  });

  it("serves the archived photo and keeps the instance's own record of its archives", async () => {
    const photo = await fetch(`${server!.baseUrl}/media/library/calacatta-gold-64.jpg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const database = await reopen(instance);
    try {
      expect(await database.db.select({ fileName: backups.fileName }).from(backups)).toEqual([{ fileName: "before-the-restore.tar.gz" }]);
    } finally {
      await database.close();
    }
  });
});

type ManifestTable = { name: string; columns: string[]; rows: number; bytes: number; sha256: string };
type Manifest = { schemaLevel: number; tables: ManifestTable[] };

/**
 * The fixture as a release one level before this one would have written it, so the restore through the older schema
 * runs even while the fixture's level is still the latest: the columns the last migration added are left out, which
 * the fixture's rows allow only where that table is empty (checked). Once later migrations exist, it is the fixture.
 */
async function archiveBeforeTheLatestLevel(target: string): Promise<number> {
  const level = latestLevel() - 1;
  const older = await databaseAtLevel("postgres", level);
  const columns = await older.query<{ table_name: string; column_name: string }>(
    "select table_name, column_name from information_schema.columns where table_schema = 'public'",
  );
  await (await older.upgrade()).close();
  const known = new Set(columns.map((column) => `${column.table_name}.${column.column_name}`));
  await rewriteArchive(fixture, target, (name, body) => {
    if (name !== "manifest.json") return body;
    const manifest = JSON.parse(body.toString("utf8")) as Manifest;
    if (manifest.schemaLevel <= level) return body;
    for (const table of manifest.tables) {
      const kept = table.columns.filter((column) => known.has(`${table.name}.${column}`));
      if (kept.length < table.columns.length && table.rows > 0)
        throw new Error(`The fixture's ${table.name} rows have columns level ${level} lacks; it cannot stand for that level.`);
      table.columns = kept;
    }
    return Buffer.from(JSON.stringify({ ...manifest, schemaLevel: level }));
  });
  return level;
}

describe.each(databaseKinds)("an archive from an older level on %s", (kind) => {
  let workDir: string;
  let older: string;
  let olderLevel: number;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "quartz-older-archive-edits-"));
    older = path.join(workDir, "older.tar.gz");
    olderLevel = await archiveBeforeTheLatestLevel(older);
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  /** What a restore must leave as it was, or as the archive says: the rows, the files, the tables and the migration records. */
  const state = async (target: Instance) => ({
    users: await target.database.db.select({ email: users.email }).from(users),
    products: await rowsOf(target.database.db, sql`select id from products order by id`),
    files: await target.storage.list(),
    migrations: await migrationRecords(target.database),
    columns: await rowsOf(
      target.database.db,
      sql`select table_schema, table_name, column_name from information_schema.columns
          where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
    ),
  });

  async function target(): Promise<Instance> {
    const instance = await freshInstance(kind);
    onTestFinished(async () => (await instance.database.close(), await instance.drop()));
    return instance;
  }

  it("loads its rows at its own level, migrates them up and records the latest level", async () => {
    expect(olderLevel).toBeLessThan(latestLevel());
    const instance = await target();
    await instance.database.db.insert(backups).values({ trigger: "manual", status: "succeeded", fileName: "before-the-restore.tar.gz" });
    const contentVersion = async () => (await instance.database.db.select().from(siteContentVersion))[0]!.version;
    const versionBefore = await contentVersion();
    const fresh = await state(instance);

    await restoreBackup(instance.database.db, instance.storage, older);
    const restored = await state(instance);
    expect(restored.columns).toEqual(fresh.columns);
    expect(restored.products).toEqual([{ id: "calacatta-gold" }]);
    expect(restored.files).toEqual(["library/calacatta-gold-64.jpg"]);
    expect(restored.migrations.map((record) => record.hash)).toEqual(migrations().map((migration) => migration.hash));
    // Kept by a trigger as the rows went in: the option's product is counted.
    expect(await rowsOf(instance.database.db, sql`select slug, product_count from attribute_options`)).toEqual([
      { slug: "white", product_count: 1 },
    ]);
    expect(await instance.database.db.select({ fileName: backups.fileName }).from(backups)).toEqual([
      { fileName: "before-the-restore.tar.gz" },
    ]);
    expect(await contentVersion()).toBeGreaterThan(versionBefore);

    await instance.database.close();
    instance.database = await reopen(instance);
    expect(await migrationRecords(instance.database)).toEqual(restored.migrations);
  });

  it("is refused when it comes from a newer schema", async () => {
    const instance = await target();
    const newer = path.join(workDir, "newer.tar.gz");
    await rewriteArchive(fixture, newer, (name, body) => {
      if (name !== "manifest.json") return body;
      return Buffer.from(JSON.stringify({ ...(JSON.parse(body.toString("utf8")) as Manifest), schemaLevel: latestLevel() + 1 }));
    });
    const before = await state(instance);
    await expect(restoreBackup(instance.database.db, instance.storage, newer, { force: true })).rejects.toThrow(
      `The archive comes from a newer schema (level ${latestLevel() + 1}) than this instance has (level ${latestLevel()}). Upgrade the application first.`,
    );
    expect(await state(instance)).toEqual(before);
  });

  it("leaves the target as it was when a row fails half-way", async () => {
    const instance = await target();
    await instance.database.db.insert(users).values({ email: "keep@example.com", passwordHash: "x", role: "owner" });
    await instance.storage.put("keep.webp", Buffer.from("keep"), "image/webp");
    const before = await state(instance);
    // The product's row twice: the database refuses the second once the older schema is built and the first tables are in.
    const broken = path.join(workDir, "duplicate-product.tar.gz");
    let products = Buffer.alloc(0);
    await rewriteArchive(older, broken, (name, body) => {
      if (name === "tables/products.jsonl") return (products = Buffer.concat([body, body]));
      if (name !== "manifest.json") return body;
      const manifest = JSON.parse(body.toString("utf8")) as Manifest;
      const entry = manifest.tables.find((table) => table.name === "products")!;
      Object.assign(entry, { rows: entry.rows * 2, bytes: products.length, sha256: createHash("sha256").update(products).digest("hex") });
      return Buffer.from(JSON.stringify(manifest));
    });
    const failure = await restoreBackup(instance.database.db, instance.storage, broken, { force: true }).catch((error: unknown) => error);
    expect(failureLine(failure)).toBe('duplicate key value violates unique constraint "products_pkey"');
    expect(await state(instance)).toEqual(before);
  });
});
