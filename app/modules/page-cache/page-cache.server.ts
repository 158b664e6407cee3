import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A rendered public response, kept so the next visitor is answered without rendering. */
export type CachedPage = {
  status: number;
  /** The headers that belong to the content (Content-Type, Link, X-Robots-Tag, …), not to one response. */
  headers: [name: string, value: string][];
  /** The body cut where the rendering response's CSP nonce stood; each response joins it with a nonce of its own. */
  bodyParts: Buffer[];
  /** The quoted opaque tag of the content without any nonce; sent weak (`W/`). */
  etag: string;
  /** An HTML document (a page view when a person is shown it), not the `.data` twin client navigation fetches. */
  isDocument: boolean;
  /**
   * A body without a nonce compressed once when kept, instead of by the compression middleware on
   * every response; a body with a nonce differs per response and is compressed as it goes out.
   */
  encoded: { br: Buffer; gzip: Buffer } | null;
  bytes: number;
};

export type PageCache = {
  /** Raised by every invalidation; a render that began in an older generation may show old content and is not kept. */
  readonly generation: number;
  /** The key a request target's page is kept under: addresses that show the same page share it. */
  keyOf(target: string): string;
  get(key: string): CachedPage | undefined;
  /** The page kept for `key`, if it is still fresh, without counting it as used. */
  peek(key: string): CachedPage | undefined;
  /** Keeps a page rendered during `renderedIn`, unless the content changed since. */
  store(key: string, page: CachedPage, renderedIn: number): void;
  /** A render of `key` under way, so concurrent misses wait for it instead of rendering too. */
  pending(key: string): Promise<CachedPage | null> | undefined;
  /** Marks `key` as being rendered; the returned function settles what waiters receive (null: render it yourselves). */
  begin(key: string): (page: CachedPage | null) => void;
  invalidate(): void;
  /** The site content version the database reports: a higher one than any seen before drops every page. */
  observe(version: number): void;
  readonly size: { entries: number; bytes: number };
};

/** What an entry costs beyond its body: its key, headers and bookkeeping, estimated. */
const ENTRY_OVERHEAD_BYTES = 512;
/** A long-lived entry could show something time-dependent we did not foresee; none lives longer than this. */
export const PAGE_MAX_AGE_MS = 10 * 60_000;

/** Below this, compressing saves less than the headers it needs (the compression middleware's own threshold). */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * A page the cache may keep is compressed before it is sent, on the event loop, so every render pays
 * for it. Brotli's default window (4 MiB) makes it allocate buffers above the size the server has
 * glibc map on their own (app/config/process-options.mjs), so each page paid for fresh zeroed pages whatever
 * its size, a large share of the server's time in a CPU profile of renders. A 64 KiB window holds a whole
 * page of this site (9–45 KB) and keeps every buffer on the heap; quality 8 costs a fraction of quality 9
 * for nearly the same size, and gzip's level 9 is cheap (docs/benchmarks/016-page-cache.md, "Compressing kept pages").
 */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 8, [constants.BROTLI_PARAM_LGWIN]: 16 };
const GZIP_LEVEL = 9;

/** Cuts `body` wherever `nonce` occurs, so the nonce can be replaced per response. */
export function pageFrom(response: {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
  isDocument: boolean;
}): CachedPage {
  const bodyParts: Buffer[] = [];
  const nonce = Buffer.from(response.nonce);
  let start = 0;
  if (nonce.length > 0) {
    for (let found = response.body.indexOf(nonce); found !== -1; found = response.body.indexOf(nonce, start)) {
      bodyParts.push(response.body.subarray(start, found));
      start = found + nonce.length;
    }
  }
  bodyParts.push(response.body.subarray(start));
  const hash = createHash("sha256").update(String(response.status));
  for (const [index, part] of bodyParts.entries()) hash.update(index === 0 ? part : Buffer.concat([Buffer.from("\0nonce\0"), part]));
  const headerBytes = response.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  const encoded =
    bodyParts.length === 1 && response.body.length >= MIN_COMPRESSED_BYTES
      ? { br: brotliCompressSync(response.body, { params: BROTLI_PARAMS }), gzip: gzipSync(response.body, { level: GZIP_LEVEL }) }
      : null;
  return {
    status: response.status,
    headers: response.headers,
    bodyParts,
    etag: `"${hash.digest("base64url").slice(0, 27)}"`,
    isDocument: response.isDocument,
    encoded,
    bytes: response.body.length + (encoded ? encoded.br.length + encoded.gzip.length : 0) + headerBytes + ENTRY_OVERHEAD_BYTES,
  };
}

/** The body with this response's own nonce where the rendering response's stood. */
export function bodyWithNonce(page: CachedPage, nonce: string): Buffer {
  if (page.bodyParts.length === 1) return page.bodyParts[0]!;
  const separator = Buffer.from(nonce);
  return Buffer.concat(page.bodyParts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/**
 * Least-recently-used pages within a byte budget: a Map iterates in insertion order, so reading an
 * entry moves it to the end and eviction takes from the front. `keyOf` says which addresses are one
 * page (by default each is its own).
 */
export function createPageCache(options: {
  maxBytes: number;
  maxAgeMs?: number;
  now?: () => number;
  keyOf?: (target: string) => string;
}): PageCache {
  const { maxBytes, maxAgeMs = PAGE_MAX_AGE_MS, now = Date.now, keyOf = (target) => target } = options;
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  const renders = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  let generation = 0;
  let knownVersion = -Infinity;

  function invalidate() {
    generation += 1;
    entries.clear();
    renders.clear();
    bytes = 0;
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.page.bytes + key.length;
  }

  return {
    get generation() {
      return generation;
    },
    keyOf,
    get size() {
      return { entries: entries.size, bytes };
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      remove(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      bytes += entry.page.bytes + key.length;
      return entry.page;
    },
    peek(key) {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now() ? entry.page : undefined;
    },
    store(key, page, renderedIn) {
      const cost = page.bytes + key.length;
      // A page bigger than a tenth of the budget would push out many others for one address.
      if (renderedIn !== generation || cost > maxBytes / 10) return;
      remove(key);
      entries.set(key, { page, expiresAt: now() + maxAgeMs });
      bytes += cost;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    pending(key) {
      return renders.get(key);
    },
    begin(key) {
      const startedIn = generation;
      let settle!: (page: CachedPage | null) => void;
      const render = new Promise<CachedPage | null>((resolve) => (settle = resolve));
      renders.set(key, render);
      return (page) => {
        if (renders.get(key) === render) renders.delete(key);
        // Waiters asked before the content changed may have been shown the old page; not after.
        settle(startedIn === generation ? page : null);
      };
    },
    invalidate,
    observe(version) {
      // Reads and notifications may arrive out of order; only a newer version means a change.
      if (version <= knownVersion) return;
      if (knownVersion !== -Infinity) invalidate();
      knownVersion = version;
    },
  };
}
