import { describe, expect, it } from "vitest";
import { newNonce } from "./nonce.server";

describe("newNonce", () => {
  it("gives 128 random bits in base64, never the same twice, across refills of its pool", () => {
    const nonces = Array.from({ length: 1_000 }, () => newNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
    // Bytes of a pool are not handed out twice: the nonces together hold as many distinct bytes as random data would.
    const bytes = Buffer.concat(nonces.map((nonce) => Buffer.from(nonce, "base64")));
    const distinctPairs = new Set(Array.from({ length: bytes.length / 2 }, (_, index) => bytes.readUInt16BE(index * 2))).size;
    expect(distinctPairs).toBeGreaterThan(7_000);
  });
});
