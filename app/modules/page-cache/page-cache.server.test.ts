import { describe, expect, it } from "vitest";
import { bodyWithNonce, createPageCache, pageFrom } from "./page-cache.server";

const page = (body: string, nonce = "NONCE-A") =>
  pageFrom({ status: 200, headers: [["content-type", "text/html; charset=utf-8"]], body: Buffer.from(body), nonce, isDocument: true });

describe("pageFrom and bodyWithNonce", () => {
  it("puts each response's own nonce where the rendering response's stood, and nowhere else", () => {
    const stored = page(`<script nonce="NONCE-A">1</script><p>NONCE</p><script nonce="NONCE-A">2</script>`);
    expect(bodyWithNonce(stored, "fresh").toString()).toBe(`<script nonce="fresh">1</script><p>NONCE</p><script nonce="fresh">2</script>`);
  });

  it("names the content without its nonce, so two renders of one page share an ETag and a change does not", () => {
    expect(page(`<p nonce="one">a</p>`, "one").etag).toBe(page(`<p nonce="two">a</p>`, "two").etag);
    expect(page(`<p nonce="one">a</p>`, "one").etag).not.toBe(page(`<p nonce="one">b</p>`, "one").etag);
  });

  it("keeps a body without a nonce whole", () => {
    expect(bodyWithNonce(page("plain", ""), "fresh").toString()).toBe("plain");
  });
});

describe("createPageCache", () => {
  it("stays within its byte budget by dropping the least recently used pages", () => {
    const kilobyte = "x".repeat(1024);
    const cache = createPageCache({ maxBytes: 20 * 1024 });
    for (let index = 0; index < 1000; index += 1) {
      cache.store(`/?q=${index}`, page(kilobyte), cache.generation);
      if (index % 10 === 0) cache.get("/?q=0");
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(20 * 1024);
    expect(cache.size.entries).toBeGreaterThan(5);
    expect(cache.get("/?q=0")).toBeDefined();
    expect(cache.get("/?q=1")).toBeUndefined();
    expect(cache.get("/?q=999")).toBeDefined();
  });

  it("shows a kept page to a peek without counting it as used, and no page past its maximum age", () => {
    let now = 0;
    const kilobyte = "x".repeat(1024);
    // Room for ten such pages.
    const cache = createPageCache({ maxBytes: 17_000, maxAgeMs: 1000, now: () => now });
    for (let index = 0; index < 10; index += 1) cache.store(`/${index}`, page(kilobyte), cache.generation);
    expect(cache.peek("/0")).toBeDefined();
    cache.store("/10", page(kilobyte), cache.generation);
    expect(cache.get("/0")).toBeUndefined(); // peeked, yet still the least recently used
    expect(cache.get("/1")).toBeDefined();
    now = 1000;
    expect(cache.peek("/2")).toBeUndefined();
  });

  it("drops every page when the content changes, and refuses one rendered before the change", () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    cache.store("/", page("old"), cache.generation);
    const renderedIn = cache.generation;
    cache.invalidate();
    expect(cache.get("/")).toBeUndefined();
    cache.store("/", page("rendered from old rows"), renderedIn);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("forgets a page after its maximum age", () => {
    let now = 0;
    const cache = createPageCache({ maxBytes: 1024 * 1024, maxAgeMs: 1000, now: () => now });
    cache.store("/", page("a"), cache.generation);
    now = 999;
    expect(cache.get("/")).toBeDefined();
    now = 1000;
    expect(cache.get("/")).toBeUndefined();
  });

  it("lets concurrent misses wait for one render, but not for one the content changed under", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    const settle = cache.begin("/");
    const waiting = cache.pending("/");
    const rendered = page("a");
    settle(rendered);
    expect(await waiting).toBe(rendered);
    expect(cache.pending("/")).toBeUndefined();

    const settleStale = cache.begin("/");
    const waitingStale = cache.pending("/");
    cache.invalidate();
    expect(cache.pending("/")).toBeUndefined();
    settleStale(page("old"));
    expect(await waitingStale).toBeNull();
  });
});

describe("createPageCache's observed content version", () => {
  it("drops the pages when the database reports a newer version, not an older or the same one", () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    cache.observe(5);
    cache.store("/", page("a"), cache.generation);
    cache.observe(5);
    cache.observe(4);
    expect(cache.get("/")).toBeDefined();
    cache.observe(6);
    expect(cache.get("/")).toBeUndefined();
  });
});

describe("pageFrom's compressed bodies", () => {
  it("compresses a body without a nonce once, and leaves one with a nonce to be compressed per response", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const text = "<p>quartz</p>".repeat(200);
    const plain = page(text, "");
    expect(brotliDecompressSync(plain.encoded!.br).toString()).toBe(text);
    expect(gunzipSync(plain.encoded!.gzip).toString()).toBe(text);
    expect(page(`<script nonce="NONCE-A"></script>${text}`).encoded).toBeNull();
  });

  it("compresses with Brotli's 64 KiB window, whose buffers stay on the heap instead of costing fresh pages per render", () => {
    const encoded = page("<p>quartz</p>".repeat(5000), "").encoded!;
    // A Brotli stream opens with its window: a first bit of 0 means 2^16 bytes; the default (2^22) sets it.
    expect(encoded.br[0]! & 1).toBe(0);
  });
});
