import { createHash } from "node:crypto";

/** Hex SHA-256: what secrets are stored as (session and link tokens), and what checksums are. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}
