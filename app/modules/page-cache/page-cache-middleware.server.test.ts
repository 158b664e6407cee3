import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./page-cache-middleware.server";

describe("preferredEncoding", () => {
  it("takes Brotli when the client takes it, else gzip", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("GZIP")).toBe("gzip");
  });

  it("reads q=0 as a refusal, of a coding named or of all the others through the wildcard", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br; q=0, gzip; q=0.5")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("br;q=0, *;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
  });

  it("sends the page uncompressed to a client that takes neither or says nothing", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("deflate, zstd")).toBeNull();
  });
});
