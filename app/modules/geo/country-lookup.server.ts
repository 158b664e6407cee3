import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { buildCountryTable, lookupCountry, tableBytes, type CountryTable } from "./ip-ranges";

/** DB-IP's IP to Country Lite database (CC BY 4.0), as the npm package ships it: one file per family. */
const SHIPPED_PACKAGE = "@ip-location-db/dbip-country";
const SHIPPED_FILES = ["dbip-country-ipv4.csv", "dbip-country-ipv6.csv"];

/** Where `npm run geoip:update` installs a newer file; when present it replaces the shipped one. */
export function installedDatabasePath(dataDir: string): string {
  return path.join(dataDir, "geoip", "ip-country.csv");
}

export function shippedDatabasePaths(): string[] {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve(`${SHIPPED_PACKAGE}/package.json`));
  return SHIPPED_FILES.map((file) => path.join(packageDir, file));
}

function* linesOf(contents: string[]): Generator<string> {
  for (const content of contents) yield* content.split(/\r?\n/);
}

/** Reads and checks every line of the files into a lookup table; throws RangeFileError on the first bad line. */
export async function readCountryTable(files: string[]): Promise<CountryTable> {
  const contents = await Promise.all(files.map((file) => readFile(file, "utf8")));
  return buildCountryTable(linesOf(contents));
}

export type CountryLookup = {
  /** The visitor's country code, "" when unknown; the first call loads the database. */
  countryOf(ipAddress: string): Promise<string>;
  /** Which file the table came from and the bytes it holds, once loaded. */
  loaded(): { files: string[]; bytes: number } | null;
};

/**
 * The database is loaded once, on the first lookup, from the installed file if there is one and
 * otherwise from the shipped package; a process started after an update reads the new file.
 * A database that cannot be read leaves every country unknown rather than stopping the site.
 */
export function createCountryLookup(options: { dataDir: string; log?: (event: Record<string, unknown>) => void }): CountryLookup {
  const { log = () => {} } = options;
  let files: string[] = [];
  let table: CountryTable | null = null;
  let loading: Promise<CountryTable | null> | null = null;

  function load(): Promise<CountryTable | null> {
    loading ??= (async () => {
      const installed = installedDatabasePath(options.dataDir);
      files = existsSync(installed) ? [installed] : shippedDatabasePaths();
      const started = performance.now();
      try {
        table = await readCountryTable(files);
        log({ event: "geoip.loaded", files, bytes: tableBytes(table), ms: Math.round(performance.now() - started) });
        return table;
      } catch (error) {
        log({ level: "error", event: "geoip.load-failed", files, error: String(error) });
        return null;
      }
    })();
    return loading;
  }

  return {
    async countryOf(ipAddress) {
      const loadedTable = table ?? (await load());
      return loadedTable ? lookupCountry(loadedTable, ipAddress) : "";
    },
    loaded: () => (table ? { files, bytes: tableBytes(table) } : null),
  };
}

/**
 * Checks a downloaded CSV of the shipped format completely, then installs it under the data
 * directory in one rename, so a running lookup never reads a half-written file.
 */
export async function installCountryDatabase(source: string, dataDir: string): Promise<{ ranges: number; countries: number; bytes: number }> {
  const table = await readCountryTable([source]);
  const target = installedDatabasePath(dataDir);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const lines = [...linesOf([await readFile(source, "utf8")])].map((line) => line.trim()).filter((line) => line !== "");
  try {
    await writeFile(partial, `${lines.join("\n")}\n`);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { ranges: lines.length, countries: table.codes.length - 1, bytes: tableBytes(table) };
}
