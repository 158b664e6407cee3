import { Buffer } from "node:buffer";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { setImmediate as nextTurn } from "node:timers/promises";
import { packageFile } from "~/config/package-files.server";
import { CountryTableBuilder, lookupCountry, tableBytes, type CountryTable, type FamilyTable } from "./ip-ranges";

/** DB-IP's IP to Country Lite database (CC BY 4.0), as the npm package ships it: one file per family. */
const SHIPPED_FILES = ["@ip-location-db/dbip-country/dbip-country-ipv4.csv", "@ip-location-db/dbip-country/dbip-country-ipv6.csv"] as const;

/** Where `npm run geoip:update` installs a newer file; when present it replaces the shipped one. */
export function installedDatabasePath(dataDir: string): string {
  return path.join(dataDir, "geoip", "ip-country.csv");
}

export function shippedDatabasePaths(): string[] {
  return SHIPPED_FILES.map(packageFile);
}

/**
 * Reads and checks every line of the files into a lookup table; throws RangeFileError on the first bad line.
 * Line by line from a stream and built in slices, so the other requests of a running site are served
 * between chunks (the build in one piece held the event loop for most of a first page's p99:
 * docs/benchmarks/016-page-cache.md, "the stall after a first start").
 */
export async function readCountryTable(files: string[]): Promise<CountryTable> {
  const builder = new CountryTableBuilder();
  for (const file of files) {
    for await (const line of createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity })) builder.add(line);
  }
  const slices = builder.buildSlices();
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

/** The built table, cached under the data directory: parsing the CSV costs a second of CPU, reading this a few milliseconds. */
export function cachedTablePath(dataDir: string): string {
  return path.join(dataDir, "geoip", "country-table.bin");
}

/** What the cache was built from: a newer installed file or another package version builds it again. */
async function sourceIdentity(files: string[]): Promise<string> {
  const stats = await Promise.all(files.map((file) => stat(file)));
  return files.map((file, index) => `${file}:${stats[index]!.size}:${stats[index]!.mtimeMs}`).join("|");
}

type CachedTableHeader = { source: string; littleEndian: boolean; codes: string[]; ipv4: number; ipv6: number };
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Header length, JSON header, then each family's start words and country bytes. */
async function writeCachedTable(file: string, source: string, table: CountryTable) {
  const header: CachedTableHeader = {
    source,
    littleEndian: LITTLE_ENDIAN,
    codes: table.codes,
    ipv4: table.ipv4.countries.length,
    ipv6: table.ipv6.countries.length,
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  const bytesOf = (array: Uint32Array | Uint8Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(
    partial,
    Buffer.concat([
      length,
      headerBytes,
      ...[table.ipv4, table.ipv6].flatMap((family) => [bytesOf(family.starts), bytesOf(family.countries)]),
    ]),
  );
  await rename(partial, file);
}

/** The cached table when it was built from exactly these sources on a machine of the same byte order; null otherwise. */
async function readCachedTable(file: string, source: string): Promise<CountryTable | null> {
  if (!existsSync(file)) return null;
  const bytes = await readFile(file);
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString("utf8")) as CachedTableHeader;
  if (header.source !== source || header.littleEndian !== LITTLE_ENDIAN) return null;
  let offset = 4 + headerLength;
  const family = (width: number, count: number): FamilyTable => {
    const starts = new Uint32Array(bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count * width * 4));
    offset += count * width * 4;
    const countries = new Uint8Array(bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count));
    offset += count;
    return { width, starts, countries };
  };
  const ipv4 = family(1, header.ipv4);
  const ipv6 = family(4, header.ipv6);
  if (offset !== bytes.length) return null;
  return { codes: header.codes, ipv4, ipv6 };
}

export type CountryLookup = {
  /** The visitor's country code, "" when unknown; the first call loads the database. */
  countryOf(ipAddress: string): Promise<string>;
  /** Which file the table came from and the bytes it holds, once loaded. */
  loaded(): { files: string[]; bytes: number } | null;
  /** Loads the table now rather than at the first lookup. */
  preload(): Promise<void>;
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
        const source = await sourceIdentity(files);
        const cacheFile = cachedTablePath(options.dataDir);
        let cached = true;
        table = await readCachedTable(cacheFile, source).catch(() => null);
        if (!table) {
          cached = false;
          table = await readCountryTable(files);
          await writeCachedTable(cacheFile, source, table).catch((error: unknown) =>
            log({ level: "warn", event: "geoip.cache-not-written", error: String(error) }),
          );
        }
        log({ event: "geoip.loaded", files, cached, bytes: tableBytes(table), ms: Math.round(performance.now() - started) });
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
    preload: async () => void (await load()),
  };
}

/**
 * Checks a downloaded CSV of the shipped format completely, then installs it under the data
 * directory in one rename, so a running lookup never reads a half-written file.
 */
export async function installCountryDatabase(
  source: string,
  dataDir: string,
): Promise<{ ranges: number; countries: number; bytes: number }> {
  const table = await readCountryTable([source]);
  const target = installedDatabasePath(dataDir);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const lines = (await readFile(source, "utf8"))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  try {
    await writeFile(partial, `${lines.join("\n")}\n`);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { ranges: lines.length, countries: table.codes.length - 1, bytes: tableBytes(table) };
}
