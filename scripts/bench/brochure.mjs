// The catalogue brochure (docs/decisions/052-catalogue-brochure.md): the demo catalogue in an embedded PGlite, its rooms
// composed, then each language's whole-catalogue brochure and one category's drawn in this process as the background
// job draws them: the file's size (WhatsApp takes documents up to 100 MB; the aim is a few MB), the time to draw it, and
// the longest the event loop was held meanwhile (what a request arriving then would wait).
//
//   node scripts/bench/brochure.mjs [--no-rooms] [--keep=DIR]   standalone; `npm run bench` calls benchBrochure (skip with --no-brochure)
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, copyFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { formatTable, kb, ms } from "./table.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @param {string} file */
const load = (file) =>
  tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.json") });

/**
 * @typedef {{ language: string; brochure: string; products: number; bytes: number; buildMs: number; longestBlockMs: number }} BrochureRun
 */

/**
 * @param {{ rooms?: boolean; keep?: string }} [options]
 * @returns {Promise<BrochureRun[]>}
 */
export async function benchBrochure({ rooms = true, keep } = {}) {
  /** @type {[typeof import("../../app/database/client.server.ts"), typeof import("../../app/database/schema.ts"), typeof import("../../app/modules/storage/storage.server.ts"), typeof import("../../app/modules/seed/seed.server.ts"), typeof import("../../app/modules/room-scenes/room-scenes.server.ts"), typeof import("../../app/modules/room-scenes/room-compositions.server.ts"), typeof import("../../app/modules/brochure/brochure-files.server.ts"), typeof import("../../app/i18n/languages.ts")]} */
  const [client, schema, storageModule, seed, scenes, compositions, brochures, languagesModule] = await Promise.all([
    load("app/database/client.server.ts"),
    load("app/database/schema.ts"),
    load("app/modules/storage/storage.server.ts"),
    load("app/modules/seed/seed.server.ts"),
    load("app/modules/room-scenes/room-scenes.server.ts"),
    load("app/modules/room-scenes/room-compositions.server.ts"),
    load("app/modules/brochure/brochure-files.server.ts"),
    load("app/i18n/languages.ts"),
  ]);
  const folder = mkdtempSync(path.join(tmpdir(), "bench-brochure-"));
  const database = await client.openDatabase({ dataDir: path.join(folder, "db") });
  const storage = storageModule.createLocalStorage(path.join(folder, "files"));
  const log = () => {};
  try {
    await seed.seedDemoCatalogue(database.db, storage);
    await scenes.ensureShippedScenes(database.db, storage);
    const { db } = database;
    if (rooms) {
      const products = await db.select().from(schema.products);
      await scenes.askForRooms(db, [...(await scenes.firstRooms(db, products)).values()]);
      const started = performance.now();
      const made = await compositions.composeWantedRooms({ db, storage, log });
      console.info(`composed ${made} rooms in ${ms(performance.now() - started)}`);
    }
    const [category] = await db.select().from(schema.categories).orderBy(schema.categories.sortOrder).limit(1);
    if (!category) throw new Error("The demo catalogue has no category.");
    const services = { db, storage, log, config: { PUBLIC_URL: "https://www.saide.example", SITE_TIME_ZONE: "Asia/Shanghai" } };
    /** @type {BrochureRun[]} */
    const runs = [];
    for (const language of languagesModule.languages) {
      for (const scope of ["all", category.id]) {
        await brochures.askForBrochures(db, [{ language, scope }]);
        const delay = monitorEventLoopDelay({ resolution: 5 });
        delay.enable();
        await brochures.buildDueBrochures(services, { automatic: false });
        delay.disable();
        const [row] = (await brochures.brochureStates(db)).filter((state) => state.language === language && state.scope === scope);
        runs.push({
          language,
          brochure: scope === "all" ? "whole catalogue" : `category ${category.slug}`,
          products: row?.products ?? 0,
          bytes: row?.bytes ?? 0,
          buildMs: row?.buildMs ?? 0,
          longestBlockMs: delay.max / 1e6,
        });
        if (keep) {
          const stored = (await db.select().from(schema.brochures)).find((kept) => kept.language === language && kept.scope === scope);
          await mkdir(keep, { recursive: true });
          if (stored?.fileKey)
            await copyFile(
              path.join(folder, "files", stored.fileKey),
              path.join(keep, `${language}-${scope === "all" ? "all" : "category"}.pdf`),
            );
        }
      }
    }
    console.info(
      formatTable(
        ["language", "brochure", "products", "size", "build", "longest event-loop block"],
        runs.map((run) => [run.language, run.brochure, String(run.products), kb(run.bytes), ms(run.buildMs), ms(run.longestBlockMs)]),
      ),
    );
    return runs;
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const keep = process.argv.find((argument) => argument.startsWith("--keep="))?.slice("--keep=".length);
  await benchBrochure({ rooms: !process.argv.includes("--no-rooms"), keep });
}
