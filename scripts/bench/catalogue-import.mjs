// A catalogue import at its stated scale (docs/decisions/051-catalogue-spreadsheet.md): a spreadsheet of 1,000 new
// products naming 3,000 photos in a zip, uploaded to the production server on embedded PGlite through the dashboard's
// form, checked (the dry run) and applied by the background job, while buyers ask for a product page and the Brand
// Center at a steady rate (a busy shop's traffic, not a flood that would take every core from the import). Prints the
// upload, check and apply times and the pages' latency before and during.
//
//   npm run bench -- --scenario catalogue-import [--products=N]   only this; `npm run bench` runs it too (--no-catalogue-import skips it)
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL, URLSearchParams } from "node:url";
import { Zip, ZipPassThrough } from "fflate";
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";
import { BROWSER_HEADERS } from "./load.mjs";
import { startServer } from "./server.mjs";
import { ADMIN_ENV, signIn } from "./site.mjs";
import { formatTable, ms } from "./table.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PHOTOS_PER_PRODUCT = 3;
/** Camera photos are larger; these keep the zip's making short while every photo is still decoded and resized. */
const PHOTO_SIZE = { width: 1600, height: 1000 };
/** The import as a whole should take "a few minutes" on this two-core machine. */
export const IMPORT_BUDGET_S = 300;
/** Buyers' requests a second, spread over the two pages, each timed on its own connection. */
const REQUESTS_PER_SECOND = 20;

/**
 * The CPU seconds a process has used (user and system, all its threads): unlike wall time, nearly the same on a
 * machine others load, so a shared machine still tells what an idle one would take.
 * @param {number | undefined} pid
 */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, fields 14 and 15 of stat, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** @param {string} file */
const appModule = (file) =>
  tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.json") });

/**
 * Writes the sheet (CSV, as the dashboard exports it) and the zip of photos, each photo unique: a textured slab with a
 * mark of its own, stored in the zip as JPEG without recompression.
 * @param {string} folder
 * @param {number} products
 */
async function makeUpload(folder, products) {
  const { toCsv } = /** @type {typeof import("../../app/modules/spreadsheets/csv.ts")} */ (
    await appModule("app/modules/spreadsheets/csv.ts")
  );
  const { width, height } = PHOTO_SIZE;
  const textures = await Promise.all(
    ["#d8d2c8", "#3a3a3c", "#c9b79c", "#eeeeea"].map((background, index) =>
      sharp({ create: { width, height, channels: 3, background, noise: { type: "gaussian", mean: 110 + index * 20, sigma: 40 } } })
        .blur(3)
        .raw()
        .toBuffer(),
    ),
  );
  const zipFile = path.join(folder, "photos.zip");
  const out = createWriteStream(zipFile);
  const finished = new Promise((resolve, reject) => {
    out.on("finish", () => resolve(undefined));
    out.on("error", reject);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    out.write(chunk);
    if (final) out.end();
  });
  const header = ["id", "title.en", "title.zh", "description.en", "description.zh", "keywords.en", "thicknesses_mm", "photos"];
  const rows = [header];
  for (let index = 0; index < products; index += 1) {
    const names = [];
    for (let photo = 0; photo < PHOTOS_PER_PRODUCT; photo += 1) {
      const name = `slab-${index}-${photo}.jpg`;
      const mark = await sharp({
        create: { width: 120, height: 120, channels: 3, background: `hsl(${(index * 37 + photo * 90) % 360}, 60%, 45%)` },
      })
        .png()
        .toBuffer();
      const bytes = await sharp(textures[(index + photo) % textures.length], { raw: { width, height, channels: 3 } })
        .composite([{ input: mark, left: (index * 13) % (width - 120), top: (photo * 211 + index) % (height - 120) }])
        .jpeg({ quality: 85 })
        .toBuffer();
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(new Uint8Array(bytes), true);
      names.push(name);
    }
    rows.push([
      "",
      `Bench Import Quartz ${index}`,
      `导入测试石英石${index}`,
      `Engineered quartz slab number ${index}.\nPolished, for kitchen countertops.`,
      `第${index}号石英石板材。`,
      "quartz, countertop",
      index % 2 === 0 ? "20, 30" : "20",
      names.join(" | "),
    ]);
  }
  zip.end();
  await finished;
  const sheetFile = path.join(folder, "products.csv");
  writeFileSync(sheetFile, toCsv(rows));
  return { sheetFile, zipFile };
}

/**
 * The import page's state as the dashboard shows it.
 * @param {string} html
 */
function importState(html) {
  if (html.includes("检查完成：尚未保存任何内容。")) return "checked";
  if (html.includes("导入完成。")) return "applied";
  if (html.includes("文件有问题：没有保存任何内容。")) return "invalid";
  if (html.includes("导入已中止。") || html.includes("此次导入被中断")) return "failed";
  return "running";
}

/**
 * @param {object} options
 * @param {number} [options.products]
 * @param {number} [options.duration] seconds of page timing before the import
 * @param {(message: string) => void} [options.progress]
 * @param {(() => Promise<void>)[]} [options.cleanups]
 */
export async function benchCatalogueImport({ products = 1000, duration = 5, progress = console.error, cleanups = [] } = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), "quartz-bench-import-"));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  progress(
    `catalogue import: writing a sheet of ${products.toLocaleString("en")} products and a zip of ${(products * PHOTOS_PER_PRODUCT).toLocaleString("en")} photos…`,
  );
  const { sheetFile, zipFile } = await makeUpload(scratch, products);
  const zipBytes = (await openAsBlob(zipFile)).size;

  progress("catalogue import: starting the production server (embedded PGlite, demo catalogue)…");
  const server = await startServer({ root, extraEnv: ADMIN_ENV });
  cleanups.push(server.stop);
  try {
    const cookie = await signIn(server.baseUrl);
    const brandCenter = await (await fetch(`${server.baseUrl}/brand-center`, { headers: BROWSER_HEADERS })).text();
    const productPath = /href="(\/product\/[^"?#]+)"/.exec(brandCenter)?.[1];
    if (!productPath) throw new Error("the Brand Center lists no product");
    const targets = [productPath, "/brand-center"];
    /**
     * Requests the pages at a steady rate until `done` says stop, and answers each response's time.
     * @param {() => boolean} done
     */
    async function paced(done) {
      /** @type {number[]} */
      const times = [];
      let errors = 0;
      /** @type {Promise<void>[]} */
      const pending = [];
      for (let index = 0; !done(); index += 1) {
        const target = targets[index % targets.length];
        pending.push(
          (async () => {
            const startedAt = performance.now();
            try {
              const response = await fetch(`${server.baseUrl}${target}`, { headers: BROWSER_HEADERS });
              await response.arrayBuffer();
              if (response.status !== 200) errors += 1;
              times.push(performance.now() - startedAt);
            } catch {
              errors += 1;
            }
          })(),
        );
        await sleep(1000 / REQUESTS_PER_SECOND);
      }
      await Promise.all(pending);
      return { times, errors };
    }
    // Each page rendered once, so the baseline times the page cache as buyers meet it.
    for (const target of targets) await (await fetch(`${server.baseUrl}${target}`, { headers: BROWSER_HEADERS })).arrayBuffer();
    const baselineUntil = performance.now() + duration * 1000;
    const before = await paced(() => performance.now() > baselineUntil);

    progress(`catalogue import: uploading ${Math.round(zipBytes / 1024 / 1024)} MB…`);
    const form = new globalThis.FormData();
    form.append("sheet", await openAsBlob(sheetFile), "products.csv");
    form.append("photos", await openAsBlob(zipFile), "photos.zip");
    const uploadStarted = performance.now();
    const uploaded = await fetch(`${server.baseUrl}/dashboard/products/import`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.baseUrl, cookie },
      body: form,
    });
    const uploadMs = performance.now() - uploadStarted;
    const location = uploaded.headers.get("location");
    if (uploaded.status !== 302 || !location) throw new Error(`the upload answered ${uploaded.status}`);
    const pagePath = new URL(location, server.baseUrl).pathname + new URL(location, server.baseUrl).search;
    const id = new URLSearchParams(new URL(location, server.baseUrl).search).get("id") ?? "";

    /**
     * Requests the pages until the job leaves `running`; answers the state, its time and the pages' times.
     * @param {number} startedAt
     */
    async function during(startedAt) {
      let state = "running";
      let html = "";
      const watch = (async () => {
        while (state === "running") {
          await sleep(250);
          html = await (await fetch(`${server.baseUrl}${pagePath}`, { headers: { cookie } })).text();
          state = importState(html);
        }
      })();
      const load = await paced(() => state !== "running");
      await watch;
      return { state, seconds: (performance.now() - startedAt) / 1000, load, html };
    }
    progress("catalogue import: checking (the dry run), with buyers' pages under load…");
    const check = await during(performance.now() - uploadMs);
    if (check.state !== "checked") throw new Error(`the check ended ${check.state}`);
    progress("catalogue import: applying, with buyers' pages under load…");
    const applyStarted = performance.now();
    const applyCpuBefore = cpuSeconds(server.pid);
    const [loadBefore = 0] = loadavg();
    const applied = await fetch(`${server.baseUrl}/dashboard/products/import`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.baseUrl, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "apply", id }),
    });
    if (applied.status !== 302) throw new Error(`applying answered ${applied.status}`);
    const apply = await during(applyStarted);
    const applyCpu = cpuSeconds(server.pid) - applyCpuBefore;
    const [loadAfter = 0] = loadavg();
    if (apply.state !== "applied") throw new Error(`the import ended ${apply.state}`);
    const added = /已新增 (\d+) 个/.exec(apply.html)?.[1];
    if (Number(added) !== products) throw new Error(`the import added ${added} products, not ${products}`);

    /** @param {number[]} times @param {number} fraction */
    const at = (times, fraction) => [...times].sort((a, b) => a - b)[Math.max(0, Math.ceil(fraction * times.length) - 1)];
    /** @param {string} name @param {string} seconds @param {{ times: number[]; errors: number }} load */
    const line = (name, seconds, load) => [
      name,
      seconds,
      ms(at(load.times, 0.5)),
      ms(at(load.times, 0.99)),
      ms(Math.max(...load.times)),
      String(load.times.length),
      String(load.errors),
    ];
    const rows = [
      line("before the import", "", before),
      line("check (with upload)", check.seconds.toFixed(1), check.load),
      line("apply", apply.seconds.toFixed(1), apply.load),
    ];
    const total = check.seconds + apply.seconds;
    console.log(
      `\nCatalogue import: ${products.toLocaleString("en")} products, ${(products * PHOTOS_PER_PRODUCT).toLocaleString("en")} photos of ${PHOTO_SIZE.width}×${PHOTO_SIZE.height} (${Math.round(zipBytes / 1024 / 1024)} MB zip), uploaded in ${(uploadMs / 1000).toFixed(1)} s; pages ${targets.join(" and ")} requested ${REQUESTS_PER_SECOND} times a second`,
    );
    console.log(formatTable(["phase", "seconds", "page p50 ms", "page p99 ms", "page max ms", "requests", "errors"], rows));
    console.log(
      `Apply used ${applyCpu.toFixed(0)} CPU seconds of the server (${((applyCpu * 1000) / (products * PHOTOS_PER_PRODUCT)).toFixed(0)} ms a photo, pages included): on two otherwise idle cores about ${(applyCpu / 2).toFixed(0)} s. Load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`,
    );
    console.log(
      `Upload, check and apply: ${total.toFixed(0)} s (${(products / apply.seconds).toFixed(1)} products/s applied) — budget ${IMPORT_BUDGET_S} s: ${total <= IMPORT_BUDGET_S ? "met" : "NOT met"}.`,
    );
    return {
      products,
      photos: products * PHOTOS_PER_PRODUCT,
      uploadMs,
      checkSeconds: check.seconds,
      applySeconds: apply.seconds,
      applyCpuSeconds: applyCpu,
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(/--products=(\d+)/.exec(process.argv.slice(2).join(" "))?.[1] ?? 1000);
  await benchCatalogueImport({ products: count });
}
