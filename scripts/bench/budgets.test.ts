import { describe, expect, it } from "vitest";
import { evaluateBudgets, evaluateScaleBudgets, trackingBudgets } from "./budgets.mjs";
import { percentile } from "./cold.mjs";
import { formValues } from "./site.mjs";

const result = (requestsPerSecond: number, p99?: number) => ({
  requestsPerSecond,
  latencyMs: p99 === undefined ? {} : { p99 },
  errors: 0,
  timeouts: 0,
  non2xx: 0,
});

function run({
  renderedAtPeak = 150,
  trackedAtPeak = 145,
  peakP99 = 20 as number | null,
  coldP99 = 120,
  stale = 0,
  performance = 99 as number | null,
  seo = 100,
} = {}) {
  return {
    database: "PGlite",
    load: [
      {
        page: "home",
        byConnections: {
          10: { rendered: result(90, 10), static: result(100, 5) },
          50: { rendered: result(renderedAtPeak, peakP99 ?? undefined), static: result(200, 9) },
        },
      },
      {
        page: "about",
        byConnections: {
          10: { rendered: result(60, 10), static: result(100, 5) },
          50: { rendered: result(180, 30), static: result(200, 9) },
        },
      },
    ],
    tracking: [
      { page: "home", plainCache: "hit", cache: "hit", plain: result(renderedAtPeak, 20), tracked: result(trackedAtPeak, 22) },
      { page: "about", plainCache: "hit", cache: "hit", plain: result(180, 30), tracked: result(178, 30) },
    ],
    cold: [{ page: "home", latencyMs: { p99: coldP99 }, errors: 0, stale }],
    weight: [{ page: "home", viewport: "mobile", javascriptGzipBytes: 90 * 1024, totalTransferBytes: 300 * 1024 }],
    lighthouse: {
      audits: [
        { page: "home", performance, accessibility: 100, seo },
        { page: "home, Arabic", performance: 99, accessibility: 100, seo: 100 },
      ],
    },
  };
}

const budgets = (options: Parameters<typeof run>[0] & { analysisMs?: number } = {}) =>
  evaluateBudgets({
    runs: [run(options)],
    analytics: [
      { kind: "PGlite", measurements: [{ label: "stats, last 7 days", warmMedianMs: 30 }] },
      { kind: "PostgreSQL", measurements: [{ label: "details, all time", warmMedianMs: options.analysisMs ?? 40 }] },
    ],
    peakConnections: 50,
    coldConnections: 10,
    postgresSkipped: undefined,
  });
const resultOf = (lines: { goal: string; result: string; worst: string }[], goal: string) => lines.find((line) => line.goal.includes(goal));

describe("the Budgets table", () => {
  it("passes every line when each page meets its goal", () => {
    expect(budgets().map((line) => line.result)).toEqual(Array(budgets().length).fill("PASS"));
  });

  it("fails on the worst page and names it", () => {
    const lines = budgets({ renderedAtPeak: 60, trackedAtPeak: 12, coldP99: 400, stale: 2 });
    expect(resultOf(lines, "of static")).toMatchObject({ result: "FAIL", measured: "30 %", worst: "home" });
    expect(resultOf(lines, "req/s @50, median page")).toMatchObject({ result: "FAIL", measured: "20 %", worst: "home; lowest home 20 %" });
    expect(resultOf(lines, "after a change")).toMatchObject({ result: "FAIL", measured: "400 ms" });
    expect(resultOf(lines, "shows on the next request")).toMatchObject({ result: "FAIL", measured: "2 stale" });
  });

  it("holds every page to Lighthouse's SEO and accessibility scores of 100, naming the worst", () => {
    expect(resultOf(budgets({ seo: 92 }), "Lighthouse SEO = 100")).toMatchObject({ result: "FAIL", measured: "92", worst: "home" });
    expect(resultOf(budgets(), "Lighthouse accessibility = 100")).toMatchObject({ result: "PASS", measured: "100" });
  });

  it("names the database and range of the slowest visit analysis, and the static twin beside a slow p99", () => {
    const lines = budgets({ analysisMs: 140, peakP99: 70 });
    expect(resultOf(lines, "visit analysis")).toMatchObject({ result: "FAIL", measured: "140 ms", worst: "PostgreSQL, details, all time" });
    expect(resultOf(lines, "p99 < 50 ms")).toMatchObject({ result: "FAIL", measured: "70 ms", worst: "home; its static twin 9.0 ms" });
  });

  it("counts a target without a response and a page Lighthouse could not score as failures", () => {
    const lines = budgets({ peakP99: null, performance: null });
    expect(resultOf(lines, "p99 < 50 ms")).toMatchObject({ result: "FAIL", measured: "no response" });
    expect(resultOf(lines, "Lighthouse")).toMatchObject({ result: "FAIL", measured: "no score" });
  });
});

function scaleResult({
  kind = "PGlite" as "PGlite" | "PostgreSQL",
  categoryMs = 12,
  categoryGzip = 4_800,
  productsScreenMs = 20,
  productsScreenGzip = 6_000,
  restartIdle = 300,
  firstStartMs = 6_000,
  failures = 0,
} = {}) {
  const at = (categoryTime: number, gzipBytes: number, screenMs: number, screenGzip: number, failed = 0) => ({
    pages: {
      "/": { serverMs: 10, gzipBytes: 4_000, failures: 0 },
      "/brand-center?category=a": { serverMs: categoryTime, gzipBytes, failures: failed },
    },
    dashboard: { "/dashboard": { serverMs: 15, gzipBytes: 3_000 }, "/dashboard/products": { serverMs: screenMs, gzipBytes: screenGzip } },
  });
  return {
    kind,
    pages: [{ path: "/" }, { path: "/brand-center?category=a" }],
    small: at(10, 4_000, 16, 6_000),
    large: at(categoryMs, categoryGzip, productsScreenMs, productsScreenGzip, failures),
    firstStartMs,
    memory: { firstStartIdle: 280, restartIdle, underLoad: 420 },
  };
}

describe("the tracking-parameter Budgets", () => {
  const entry = (page: string, ratio: number, cache = "hit") => ({
    page,
    plainCache: "hit",
    cache,
    plain: result(1000),
    tracked: result(1000 * ratio),
  });
  const lines = (tracking: ReturnType<typeof entry>[]) => trackingBudgets({ database: "PGlite", tracking }, 50);

  it("judges the speed on the median page, so one page's noisy run does not fail it, and names the lowest", () => {
    const [cached, speed] = lines([
      entry("home", 0.52),
      entry("about", 0.95),
      entry("contact", 1.02),
      entry("news", 0.98),
      entry("brand", 1.5),
    ]);
    expect(cached).toMatchObject({ result: "PASS", measured: "0 of 5 pages rendered" });
    expect(speed).toMatchObject({ result: "PASS", measured: "98 %", worst: "news; lowest home 52 %" });
  });

  it("fails when most pages are slower, and names any page whose tracked address was rendered rather than kept", () => {
    const [cached, speed] = lines([entry("home", 0.6), entry("about", 0.7, "miss"), entry("contact", 0.95)]);
    expect(cached).toMatchObject({ result: "FAIL", measured: "1 of 3 pages rendered", worst: "about" });
    expect(speed).toMatchObject({ result: "FAIL", measured: "70 %" });
  });

  it("expects no cache answer for a page the cache does not keep", () => {
    const [cached] = lines([{ ...entry("search", 1, "bypass"), plainCache: "bypass" }]);
    expect(cached).toMatchObject({ result: "PASS" });
  });
});

describe("the scale Budgets", () => {
  it("passes a store whose pages and screens grow at most 1.5× and whose footprint fits", () => {
    expect(evaluateScaleBudgets([scaleResult()]).map((line: { result: string }) => line.result)).toEqual(Array(8).fill("PASS"));
  });

  it("fails the growth of the worst page, HTML and screen, naming each", () => {
    const lines = evaluateScaleBudgets([
      scaleResult({ categoryMs: 16, categoryGzip: 6_400, productsScreenMs: 32, productsScreenGzip: 9_600, failures: 3 }),
    ]);
    expect(resultOf(lines, "public page time")).toMatchObject({ result: "FAIL", measured: "1.60×", worst: "/brand-center?category=a" });
    expect(resultOf(lines, "HTML as sent")).toMatchObject({ result: "FAIL", measured: "1.60×" });
    expect(resultOf(lines, "dashboard screen time")).toMatchObject({ result: "FAIL", measured: "2.00×", worst: "/dashboard/products" });
    expect(resultOf(lines, "dashboard screen HTML")).toMatchObject({ result: "FAIL", measured: "1.60×", worst: "/dashboard/products" });
    expect(resultOf(lines, "no failed requests")).toMatchObject({ result: "FAIL", measured: "3" });
  });

  it("holds each store to its own footprint and the first start to 10 s", () => {
    const lines = evaluateScaleBudgets([scaleResult({ kind: "PostgreSQL", restartIdle: 160, firstStartMs: 12_000 })]);
    expect(resultOf(lines, "PostgreSQL: RSS idle ≤ 150 MiB")).toMatchObject({
      result: "FAIL",
      measured: "280 MiB",
      worst: "after the first start",
    });
    expect(resultOf(lines, "PostgreSQL: RSS under load ≤ 300 MiB")).toMatchObject({ result: "FAIL", measured: "420 MiB" });
    expect(resultOf(lines, "first start")).toMatchObject({ result: "FAIL", measured: "12.0 s" });
  });
});

describe("formValues", () => {
  it("submits what a browser would: fields inside the form or pointing at it, checked choices, unescaped text", () => {
    const html = `<input name="outside" value="no"/><form id="info" method="post"><input type="hidden" name="version" value="3"/>
      <input type="radio" name="pick" value="a"/><input type="radio" name="pick" checked="" value="b"/><button type="submit" name="go">Go</button></form>
      <input form="info" name="nameEn" value="Saide &amp; Co &quot;Quartz&quot;"/><textarea form="info" name="phones">+86 1
+86 2</textarea><input form="other" name="foreign" value="x"/>`;
    expect([...formValues(html, "info")]).toEqual([
      ["version", "3"],
      ["pick", "b"],
      ["nameEn", 'Saide & Co "Quartz"'],
      ["phones", "+86 1\n+86 2"],
    ]);
  });
});

describe("percentile", () => {
  it("takes the nearest rank, so the p99 of ten samples is the slowest", () => {
    const samples = [1, 2, 3, 4, 5, 6, 7, 8, 9, 100];
    expect(percentile(samples, 0.99)).toBe(100);
    expect(percentile(samples, 0.5)).toBe(5);
  });
});
