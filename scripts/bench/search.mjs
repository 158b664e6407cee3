// Finding products in a catalogue of a thousand: fills an embedded PGlite database with synthetic
// bilingual products (colours, patterns, finishes, thicknesses), times `findProducts` (what the
// Brand Center's loader runs: search plus faceted counts) in this process, then starts the
// production server on the same data and times the pages over HTTP. The issue's budget is 100 ms.
//
//   node scripts/bench/search.mjs [--products=N]    standalone; `npm run bench` calls benchSearch (skip with --no-search)
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { URLSearchParams, fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { BROWSER_HEADERS } from "./load.mjs";
import { startServer } from "./server.mjs";
import { build, buildNeeded } from "../build.mjs";
import { formatTable, ms } from "./table.mjs";

/** @import { Database, DatabaseHandle } from "../../app/database/client.server.ts" */
/** @import { AttributeKind } from "../../app/database/schema.ts" */

const BUDGET_MS = 100;
const RUNS = 20;
const INSERT_CHUNK = 250;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What buyers type: typos, plurals, Chinese without spaces, filters alone and with words, and a query that finds nothing. */
const QUERIES = [
  { name: "English, typo", query: "q=calacata" },
  { name: "English, plural, two words", query: "q=white+marbles" },
  { name: "Chinese", query: "q=%E7%99%BD%E8%89%B2", zh: true },
  { name: "Chinese, three characters", query: "q=%E5%8D%A1%E6%8B%89%E6%8B%89", zh: true },
  { name: "filters only", query: "colour=white&colour=grey&thickness=20" },
  { name: "words and filters", query: "q=quartz&finish=polished&thickness=30" },
  { name: "no match (suggestions)", query: "q=zebrawood" },
];

/** @type {[string, string][]} */
const STONES = [
  ["Calacatta", "卡拉卡塔"],
  ["Carrara", "卡拉拉"],
  ["Statuario", "雕刻白"],
  ["Marquina", "黑金花"],
  ["Emperador", "啡网纹"],
  ["Travertine", "洞石"],
  ["Onyx", "玛瑙"],
  ["Terrazzo", "水磨石"],
];
/** @type {[string, string][]} */
const MOODS = [
  ["Gold", "金"],
  ["Mist", "雾"],
  ["Classic", "经典"],
  ["Royal", "皇家"],
  ["Pearl", "珍珠"],
  ["Storm", "风暴"],
  ["Dune", "沙丘"],
  ["Frost", "霜"],
];
/** @type {[AttributeKind, string, string, string][]} */
const OPTIONS = [
  ["colour", "white", "White", "白色"],
  ["colour", "grey", "Grey", "灰色"],
  ["colour", "black", "Black", "黑色"],
  ["colour", "beige", "Beige", "米色"],
  ["pattern", "veined", "Veined", "纹理"],
  ["pattern", "solid", "Solid", "纯色"],
  ["pattern", "speckled", "Speckled", "斑点"],
  ["finish", "polished", "Polished", "抛光"],
  ["finish", "honed", "Honed", "哑光"],
  ["finish", "leathered", "Leathered", "皮革面"],
];

async function appModules() {
  const load = (/** @type {string} */ file) =>
    tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.json") });
  const [client, schema, finder, filters] = /**
   * @type {[
   *   typeof import("../../app/database/client.server.ts"),
   *   typeof import("../../app/database/schema.ts"),
   *   typeof import("../../app/modules/catalogue/product-finder.server.ts"),
   *   typeof import("../../app/modules/catalogue/product-filters.ts"),
   * ]}
   */ (
    await Promise.all([
      load("app/database/client.server.ts"),
      load("app/database/schema.ts"),
      load("app/modules/catalogue/product-finder.server.ts"),
      load("app/modules/catalogue/product-filters.ts"),
    ])
  );
  return { openDatabase: client.openDatabase, schema, findProducts: finder.findProducts, parseProductFilters: filters.parseProductFilters };
}

/**
 * A thousand products, the same every run: names, texts and options follow the row number.
 * @param {Database} db
 * @param {typeof import("../../app/database/schema.ts")} schema
 * @param {number} count
 */
async function fillCatalogue(db, schema, count) {
  await db.insert(schema.categories).values(
    STONES.map(([en, zh], index) => ({
      id: `bench-${index}`,
      slug: en.toLowerCase(),
      titleEn: `${en} series`,
      titleZh: `${zh}系列`,
      sortOrder: index,
    })),
  );
  const options = await db
    .insert(schema.attributeOptions)
    .values(OPTIONS.map(([kind, slug, labelEn, labelZh], index) => ({ kind, slug, labelEn, labelZh, sortOrder: index })))
    .returning();
  /** @typedef {(typeof options)[number]} Option */
  const byKind = (/** @type {AttributeKind} */ kind) => options.filter((option) => option.kind === kind);
  for (let from = 0; from < count; from += INSERT_CHUNK) {
    const rows = [];
    const links = [];
    for (let i = from; i < Math.min(from + INSERT_CHUNK, count); i += 1) {
      const [stoneEn, stoneZh] = /** @type {[string, string]} */ (STONES[i % STONES.length]);
      const [moodEn, moodZh] = /** @type {[string, string]} */ (MOODS[Math.floor(i / STONES.length) % MOODS.length]);
      const id = `bench-${i}`;
      rows.push({
        id,
        texts: {
          en: {
            title: `${stoneEn} ${moodEn} ${i}`,
            description: [
              `${stoneEn} ${moodEn} is an engineered quartz slab with the look of natural stone.`,
              "Made in our own plant for kitchen countertops and vanities.",
            ],
            keywords: [`${stoneEn.toLowerCase()} quartz`, "countertop"],
            applications: [],
            specRows: [],
          },
          zh: {
            title: `${stoneZh}${moodZh}${i}`,
            description: [`${stoneZh}${moodZh}是一款石英石板材，具有天然石材的质感。`, "自有工厂生产，适用于厨房台面和浴室台面。"],
            keywords: [`${stoneZh}石英石`, "台面"],
          },
        },
        categoryId: `bench-${i % STONES.length}`,
        photoUrl: `/media/bench/${id}`,
        thicknessesMm: i % 3 === 0 ? [20, 30] : i % 3 === 1 ? [20] : [30],
        sortOrder: i,
      });
      // Every kind has options: OPTIONS above.
      for (const kind of /** @type {const} */ (["colour", "pattern", "finish"])) {
        const list = byKind(kind);
        links.push({ productId: id, optionId: /** @type {Option} */ (list[(i * 7 + kind.length) % list.length]).id });
      }
      if (i % 4 === 0) links.push({ productId: id, optionId: /** @type {Option} */ (byKind("finish")[(i + 1) % 3]).id });
    }
    await db.insert(schema.products).values(rows);
    await db.insert(schema.productOptions).values(links).onConflictDoNothing();
  }
}

/** @param {number[]} values */
function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

/** @param {() => Promise<unknown>} work */
async function timeRuns(work) {
  await work(); // warm: the first search builds the index, as the first one after a save does
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const startedAt = performance.now();
    await work();
    times.push(performance.now() - startedAt);
  }
  return percentiles(times);
}

/**
 * @param {object} [options]
 * @param {number} [options.products]
 * @param {(message: string) => void} [options.progress]
 * @param {(() => Promise<void>)[]} [options.cleanups]
 */
export async function benchSearch({ products = 1000, progress = console.error, cleanups = [] } = {}) {
  const { openDatabase, schema, findProducts, parseProductFilters } = await appModules();
  const scratch = mkdtempSync(path.join(tmpdir(), "quartz-bench-search-"));
  /** @type {DatabaseHandle | undefined} */
  let handle;
  const cleanUp = async () => {
    await handle?.close().catch(() => {});
    handle = undefined;
    rmSync(scratch, { recursive: true, force: true });
  };
  cleanups.push(cleanUp);
  try {
    progress(`search: filling an embedded PGlite database with ${products.toLocaleString("en")} products…`);
    handle = await openDatabase({ dataDir: scratch });
    const { db } = handle;
    await fillCatalogue(db, schema, products);

    /** @type {((typeof QUERIES)[number] & { results: number; suggestions: number; server: ReturnType<typeof percentiles>; http?: ReturnType<typeof percentiles> })[]} */
    const measurements = [];
    let coldMs = 0;
    for (const [index, entry] of QUERIES.entries()) {
      const filters = parseProductFilters(new URLSearchParams(entry.query));
      const language = entry.zh ? "zh" : "en";
      // The first page at the default page size, as the Brand Center reads it.
      const run = () => findProducts(db, filters, null, language, { number: 1, size: 24 });
      if (index === 0) {
        const startedAt = performance.now();
        await run();
        coldMs = performance.now() - startedAt;
      }
      const found = await run();
      measurements.push({ ...entry, results: found.paging.total, suggestions: found.suggestions.length, server: await timeRuns(run) });
    }
    await handle.close();
    handle = undefined;

    progress("search: starting the production server on the same data…");
    const server = await startServer({
      root,
      // The server opens <DATA_DIR>/database; the filled folder moves there whole.
      prepareData: async (dataDir) => {
        renameSync(path.join(scratch, "database"), path.join(dataDir, "database"));
      },
    });
    cleanups.push(server.stop);
    try {
      for (const entry of measurements) {
        const url = `${server.baseUrl}/brand-center${entry.zh ? "-zh" : ""}?${entry.query}`;
        entry.http = await timeRuns(async () => {
          const response = await fetch(url, { headers: BROWSER_HEADERS });
          if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
          await response.arrayBuffer();
        });
      }
    } finally {
      await server.stop();
    }

    console.log(
      `\nSearch: findProducts (search + faceted counts, the Brand Center loader's work) over ${products.toLocaleString("en")} products on embedded PGlite; ${RUNS} warm runs each; first search (index build) ${ms(coldMs)} ms.`,
    );
    console.log(
      formatTable(
        ["query", "address", "results", "server p50", "server p95", "HTTP p50", "HTTP p95", `server within ${BUDGET_MS} ms`],
        measurements.map((entry) => [
          entry.name,
          `${entry.zh ? "/brand-center-zh" : "/brand-center"}?${decodeURIComponent(entry.query)}`,
          entry.results || (entry.suggestions ? `0 (${entry.suggestions} suggestions)` : "0"),
          ms(entry.server.p50),
          ms(entry.server.p95),
          ms(entry.http?.p50),
          ms(entry.http?.p95),
          entry.server.p95 <= BUDGET_MS ? "yes" : "NO",
        ]),
      ),
    );
    console.log(
      "server = in-process call of findProducts; HTTP = one request at a time for the whole server-rendered page (its first page of results, uncompressed), browser user agent.",
    );
    const over = measurements.filter((entry) => entry.server.p95 > BUDGET_MS);
    if (over.length > 0) {
      console.log(
        `\nProblems:\n${over.map((entry) => `  - search "${entry.name}" took ${ms(entry.server.p95)} ms at p95 on the server, over ${BUDGET_MS} ms`).join("\n")}`,
      );
      process.exitCode = 1;
    }
    return measurements;
  } finally {
    await cleanUp();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(root);
  const option = process.argv.slice(2).find((argument) => argument.startsWith("--products="));
  const products = option ? Number(option.slice("--products=".length)) : undefined;
  if (products !== undefined && !(Number.isInteger(products) && products > 0)) {
    console.error(`--products must be a positive whole number, not ${option}`);
    process.exit(2);
  }
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [];
  try {
    if (buildNeeded() && !build({ quiet: true })) throw new Error("the build failed");
    await benchSearch({ products, cleanups });
  } catch (error) {
    console.error(`\nsearch bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    while (cleanups.length > 0)
      await cleanups
        .pop()?.()
        .catch(() => {});
  }
}
