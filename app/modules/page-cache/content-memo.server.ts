import { PAGE_MAX_AGE_MS } from "./page-cache.server";

/**
 * What a page reads from the database that changes only when buyers' content does (settings, navigation, products),
 * kept in memory per site content version, so a page that cannot come from the page cache (the quote list, which
 * shows each visitor's own list) does not read it again for every request. Kept and dropped as the page cache's
 * pages are (docs/decisions/016-page-cache.md): every write that changes what buyers see raises the version, which
 * empties the memo; where other instances write too, a value is served only after a version read that began after
 * the call (`confirmContentVersion`).
 */
export type ContentMemo = {
  /**
   * The value `compute` gives under the current content version: computed once per key and version, and shared by
   * the calls that arrive while it is computed. A key names one kind of value: the caller's type is trusted.
   */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * Several values at once, each under `${namespace}:${id}`: the missing ones in one call of `computeMissing`, whose
   * answer leaves out the ids that have no value (remembered too, as undefined).
   */
  getMany<T>(
    namespace: string,
    ids: readonly string[],
    computeMissing: (ids: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>>;
  /** The site content version the database reports: a higher one than any seen before drops every value. */
  observe(version: number): void;
  /** Drops every value: the content may have changed and its version is not known (see `watchSiteContent`). */
  invalidate(): void;
  readonly size: number;
};

/** Enough for every product of a large catalogue in a language or two; the oldest values go first beyond it. */
const MAX_ENTRIES = 5_000;

type Entry = { value: Promise<unknown>; storedAt: number };

export function createContentMemo(options: {
  /** Null where this instance's database has no other writer: the version it hears of is then the database's. */
  confirmContentVersion: (() => Promise<number>) | null;
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}): ContentMemo {
  const { confirmContentVersion, maxEntries = MAX_ENTRIES, maxAgeMs = PAGE_MAX_AGE_MS, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let knownVersion = -Infinity;

  function invalidate() {
    entries.clear();
  }

  function observe(version: number) {
    // Reads and notifications may arrive out of order; only a newer version means a change.
    if (version <= knownVersion) return;
    if (knownVersion !== -Infinity) invalidate();
    knownVersion = version;
  }

  async function current() {
    if (confirmContentVersion) observe(await confirmContentVersion());
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && now() - entry.storedAt > maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function keep(key: string, value: Promise<unknown>) {
    const entry = { value, storedAt: now() };
    entries.set(key, entry);
    // A failed read is not remembered: the next request tries again.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      await current();
      const kept = fresh(key);
      if (kept) return kept.value as Promise<T>;
      const value = compute();
      keep(key, value);
      return value;
    },
    async getMany<T>(
      namespace: string,
      ids: readonly string[],
      computeMissing: (ids: string[]) => Promise<Map<string, T>>,
    ): Promise<Map<string, T>> {
      await current();
      const keyOf = (id: string) => `${namespace}:${id}`;
      const unique = [...new Set(ids)];
      const values = new Map<string, Promise<unknown>>();
      for (const id of unique) {
        const kept = fresh(keyOf(id));
        if (kept) values.set(id, kept.value);
      }
      const missing = unique.filter((id) => !values.has(id));
      if (missing.length > 0) {
        const computed = computeMissing(missing);
        for (const id of missing) {
          const value = computed.then((found) => found.get(id));
          keep(keyOf(id), value);
          values.set(id, value);
        }
      }
      const found = await Promise.all(unique.map(async (id) => [id, (await values.get(id)) as T | undefined] as const));
      return new Map(found.filter((entry): entry is readonly [string, T] => entry[1] !== undefined));
    },
    observe,
    invalidate,
    get size() {
      return entries.size;
    },
  };
}

/** In development the code changes under the memo without any write to announce it: every call computes. */
export const computeEveryTime: ContentMemo = {
  get: (_key, compute) => compute(),
  getMany: (_namespace, ids, computeMissing) => computeMissing([...new Set(ids)]),
  observe() {},
  invalidate() {},
  size: 0,
};
