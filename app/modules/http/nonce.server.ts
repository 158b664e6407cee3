import { randomBytes } from "node:crypto";

const NONCE_BYTES = 16;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

/**
 * 128 random bits, base64, never the same twice. Cut from a pool of random bytes drawn 256 nonces at
 * a time, as `randomUUID` does: a call to `randomBytes` per response cost many times a cut from the pool,
 * on every response the server sends (docs/benchmarks/016-page-cache.md, "Per-response costs").
 */
export function newNonce(): string {
  if (randomOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    randomOffset = 0;
  }
  randomOffset += NONCE_BYTES;
  return randomPool.toString("base64", randomOffset - NONCE_BYTES, randomOffset);
}
