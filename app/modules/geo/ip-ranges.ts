/**
 * IP-to-country ranges as a compact sorted table: each family keeps only the first address of every
 * range, as 32-bit words (one per IPv4 address, four per IPv6 address), and one byte naming its
 * country, with a range of "unknown" filling each gap. A lookup is a binary search for the last
 * range starting at or before the address. Seven hundred thousand ranges fit in a few megabytes.
 */

/** An address as 32-bit words, most significant first: one for IPv4, four for IPv6. */
export type AddressWords = number[];

export type ParsedAddress = { family: 4 | 6; words: AddressWords };

/** Hand-written scanners rather than split and regular expressions: loading reads seven hundred thousand lines. */
function parseIpv4Word(text: string, from = 0, to = text.length): number | null {
  let word = 0;
  let octets = 0;
  let value = -1;
  let digits = 0;
  for (let index = from; index <= to; index += 1) {
    const code = index < to ? text.charCodeAt(index) : 46;
    if (code >= 48 && code <= 57) {
      // A leading zero ("01") is refused: some readers take it as octal.
      if (digits > 0 && value === 0) return null;
      value = (value < 0 ? 0 : value * 10) + code - 48;
      digits += 1;
      if (value > 255) return null;
    } else if (code === 46 && digits > 0 && octets < 4) {
      word = word * 256 + value;
      octets += 1;
      value = -1;
      digits = 0;
    } else {
      return null;
    }
  }
  return octets === 4 ? word : null;
}

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

function parseIpv6Words(text: string): AddressWords | null {
  const hextets: number[] = [];
  let gapAt = -1;
  let index = 0;
  const end = text.length;
  if (text.startsWith("::")) {
    gapAt = 0;
    index = 2;
  }
  while (index < end) {
    let value = 0;
    let digits = 0;
    const groupStart = index;
    while (index < end && text.charCodeAt(index) !== 58) {
      if (text.charCodeAt(index) === 46) {
        // An IPv4 address may close the address: its two hextets.
        const word = parseIpv4Word(text, groupStart, end);
        if (word === null) return null;
        hextets.push(word >>> 16, word & 0xffff);
        index = end;
        digits = -1;
        break;
      }
      const digit = hexValue(text.charCodeAt(index));
      if (digit < 0 || digits === 4) return null;
      value = value * 16 + digit;
      digits += 1;
      index += 1;
    }
    if (digits === 0) return null;
    if (digits > 0) hextets.push(value);
    if (index < end) {
      index += 1;
      if (index < end && text.charCodeAt(index) === 58) {
        if (gapAt >= 0) return null;
        gapAt = hextets.length;
        index += 1;
      } else if (index === end) {
        return null;
      }
    }
  }
  if (gapAt < 0 ? hextets.length !== 8 : hextets.length > 7) return null;
  if (gapAt >= 0) hextets.splice(gapAt, 0, ...new Array<number>(8 - hextets.length).fill(0));
  return [0, 2, 4, 6].map((at) => hextets[at]! * 65536 + hextets[at + 1]!);
}

/** Parses an IPv4 or IPv6 address; an IPv4-mapped IPv6 address (::ffff:1.2.3.4) is read as the IPv4 address it carries. */
export function parseAddress(text: string): ParsedAddress | null {
  const trimmed = text.trim();
  if (trimmed.indexOf(":") < 0) {
    const word = parseIpv4Word(trimmed);
    return word === null ? null : { family: 4, words: [word] };
  }
  // A zone index (fe80::1%eth0) names an interface, never a public address.
  const words = parseIpv6Words(trimmed.split("%")[0]!);
  if (!words) return null;
  if (words[0] === 0 && words[1] === 0 && words[2] === 0xffff) return { family: 4, words: [words[3]!] };
  return { family: 6, words };
}

/** Networks that never leave a site (private, loopback, link-local, shared and unspecified): no country. */
const NON_PUBLIC: { family: 4 | 6; words: AddressWords; prefix: number }[] = [
  ...[
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
  ].map(([address, prefix]) => ({ family: 4 as const, words: [parseIpv4Word(address as string)!], prefix: prefix as number })),
  ...[
    ["::", 127],
    ["fc00::", 7],
    ["fe80::", 10],
  ].map(([address, prefix]) => ({ family: 6 as const, words: parseIpv6Words(address as string)!, prefix: prefix as number })),
];

function inNetwork(words: AddressWords, network: AddressWords, prefix: number): boolean {
  for (let index = 0, left = prefix; left > 0; index += 1, left -= 32) {
    const mask = left >= 32 ? 0xffffffff : (0xffffffff << (32 - left)) >>> 0;
    if ((words[index]! & mask) >>> 0 !== (network[index]! & mask) >>> 0) return false;
  }
  return true;
}

export function isNonPublic(address: ParsedAddress): boolean {
  return NON_PUBLIC.some((network) => network.family === address.family && inNetwork(address.words, network.words, network.prefix));
}

function compareWords(a: ArrayLike<number>, aOffset: number, b: ArrayLike<number>, bOffset: number, width: number): number {
  for (let index = 0; index < width; index += 1) {
    const difference = a[aOffset + index]! - b[bOffset + index]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The address after `words`, or null past the last one. */
function nextAddress(words: AddressWords): AddressWords | null {
  const next = [...words];
  for (let index = next.length - 1; index >= 0; index -= 1) {
    if (next[index] === 0xffffffff) {
      next[index] = 0;
    } else {
      next[index] = next[index]! + 1;
      return next;
    }
  }
  return null;
}

export type FamilyTable = { width: number; starts: Uint32Array; countries: Uint8Array };

/** Both families' tables and the country codes their bytes index; byte 0 is "unknown". */
export type CountryTable = { codes: string[]; ipv4: FamilyTable; ipv6: FamilyTable };

export type RangeRow = { first: ParsedAddress; last: ParsedAddress; country: string };

export class RangeFileError extends Error {}

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** One "first,last,CC" line of a DB-IP style country CSV (IPv4 or IPv6 addresses as text); null for a blank line. */
export function parseRangeLine(line: string, lineNumber: number): RangeRow | null {
  const trimmed = line.trim();
  if (trimmed === "") return null;
  const firstComma = trimmed.indexOf(",");
  const secondComma = trimmed.indexOf(",", firstComma + 1);
  const first = firstComma > 0 ? parseAddress(trimmed.slice(0, firstComma)) : null;
  const last = secondComma > 0 ? parseAddress(trimmed.slice(firstComma + 1, secondComma)) : null;
  const country = trimmed.slice(secondComma + 1);
  if (!first || !last || !COUNTRY_CODE.test(country)) {
    throw new RangeFileError(
      `line ${lineNumber}: expected "first address,last address,two-letter country code", found "${trimmed.slice(0, 120)}"`,
    );
  }
  if (first.family !== last.family || compareWords(first.words, 0, last.words, 0, first.words.length) > 0) {
    throw new RangeFileError(`line ${lineNumber}: the range ends before it starts or mixes IPv4 and IPv6`);
  }
  return { first, last, country };
}

/** A Uint32Array that grows as words are appended: hundreds of thousands of ranges stay out of the JavaScript heap. */
class WordList {
  words = new Uint32Array(1024);
  length = 0;

  push(...values: number[]) {
    if (this.length + values.length > this.words.length) {
      const grown = new Uint32Array(Math.max(this.words.length * 2, this.length + values.length));
      grown.set(this.words);
      this.words = grown;
    }
    for (const value of values) this.words[this.length++] = value;
  }

  toArray(): Uint32Array {
    return this.words.slice(0, this.length);
  }
}

/** One family's ranges as read: first and last addresses flattened to `width` words each, and country indexes. */
class FamilyRanges {
  firsts = new WordList();
  lasts = new WordList();
  countries = new WordList();
  constructor(readonly width: number) {}

  add(row: RangeRow, country: number) {
    this.firsts.push(...row.first.words);
    this.lasts.push(...row.last.words);
    this.countries.push(country);
  }

  /**
   * Sorted by first address, with an "unknown" range filling each gap; overlapping ranges are refused.
   * Yields every `ROWS_PER_SLICE` rows (see `buildSlices` of the table).
   */
  *buildSlices(): Generator<void, FamilyTable> {
    const { width } = this;
    const firsts = this.firsts.words;
    const lasts = this.lasts.words;
    const rows = this.countries.length;
    const order = new Uint32Array(rows).map((_, row) => row);
    // Published files come sorted; checking that is linear, sorting seven hundred thousand rows is not.
    let sorted = true;
    for (let row = 1; row < rows && sorted; row += 1) sorted = compareWords(firsts, (row - 1) * width, firsts, row * width, width) <= 0;
    if (!sorted) order.sort((a, b) => compareWords(firsts, a * width, firsts, b * width, width));
    yield;
    const starts = new WordList();
    const countries = new WordList();
    let nextFree: AddressWords | null = new Array<number>(width).fill(0);
    for (const [index, row] of order.entries()) {
      if (index % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) yield;
      const offset = row * width;
      const relation = nextFree === null ? -1 : compareWords(firsts, offset, nextFree, 0, width);
      if (relation < 0)
        throw new RangeFileError(
          `ranges overlap at ${Array.from(firsts.subarray(offset, offset + width), (word) => word.toString(16)).join(":")}`,
        );
      if (relation > 0) {
        starts.push(...nextFree!);
        countries.push(0);
      }
      starts.push(...firsts.subarray(offset, offset + width));
      countries.push(this.countries.words[row]!);
      nextFree = nextAddress(Array.from(lasts.subarray(offset, offset + width)));
    }
    if (nextFree !== null) {
      starts.push(...nextFree);
      countries.push(0);
    }
    return { width, starts: starts.toArray(), countries: Uint8Array.from(countries.toArray()) };
  }
}

/**
 * Rows built between two yields: a stall short beside a page's time (docs/benchmarks/016-page-cache.md, "the stall
 * after a first start").
 */
const ROWS_PER_SLICE = 5_000;

/** Runs a build to its end at once. */
function finished<T>(slices: Generator<void, T>): T {
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
  }
}

/** Reads the lines of one or more CSV files, one at a time, into the lookup table. */
export class CountryTableBuilder {
  private readonly codes = [""];
  private readonly indexes = new Map<string, number>();
  private readonly ipv4 = new FamilyRanges(1);
  private readonly ipv6 = new FamilyRanges(4);
  private lineNumber = 0;

  private codeIndex(code: string): number {
    let index = this.indexes.get(code);
    if (index === undefined) {
      index = this.codes.push(code) - 1;
      if (index > 255) throw new RangeFileError("more than 255 distinct country codes");
      this.indexes.set(code, index);
    }
    return index;
  }

  /** Any bad line refuses the whole set. */
  add(line: string) {
    this.lineNumber += 1;
    const row = parseRangeLine(line, this.lineNumber);
    if (row) (row.first.family === 4 ? this.ipv4 : this.ipv6).add(row, this.codeIndex(row.country));
  }

  /**
   * Overlapping ranges, or none at all, refuse the set. Building seven hundred thousand rows takes over
   * a second: as slices, with a pause wherever the generator yields, a running server answers between them.
   */
  *buildSlices(): Generator<void, CountryTable> {
    if (this.ipv4.countries.length + this.ipv6.countries.length === 0) throw new RangeFileError("no ranges found");
    const ipv4 = yield* this.ipv4.buildSlices();
    const ipv6 = yield* this.ipv6.buildSlices();
    return { codes: this.codes, ipv4, ipv6 };
  }

  build(): CountryTable {
    return finished(this.buildSlices());
  }
}

export function buildCountryTable(lines: Iterable<string>): CountryTable {
  const builder = new CountryTableBuilder();
  for (const line of lines) builder.add(line);
  return builder.build();
}

/** The country of an address: its ISO 3166-1 alpha-2 code, or "" for an unparsable, non-public or unlisted one. */
export function lookupCountry(table: CountryTable, text: string): string {
  const address = parseAddress(text);
  if (!address || isNonPublic(address)) return "";
  const family = address.family === 4 ? table.ipv4 : table.ipv6;
  const { width, starts, countries } = family;
  let low = 0;
  let high = countries.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (compareWords(starts, middle * width, address.words, 0, width) <= 0) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found < 0 ? "" : table.codes[countries[found]!]!;
}

/** The bytes the table's arrays hold. */
export function tableBytes(table: CountryTable): number {
  return [table.ipv4, table.ipv6].reduce((sum, family) => sum + family.starts.byteLength + family.countries.byteLength, 0);
}
