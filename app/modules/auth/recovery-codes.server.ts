import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { recoveryCodes } from "~/database/schema";
import { sha256Hex } from "~/modules/crypto/sha256.server";

import { RECOVERY_CODE_COUNT } from "./second-factor-rules";

/** No 0/O, 1/I/L: a code copied onto paper is read back without doubt. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** Uppercase, without the dashes and spaces people type or leave out. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

/**
 * 16 characters of a 31-letter alphabet, about 79 bits: too many to guess or to find from a stolen hash, so a plain
 * SHA-256 stores it (decision 053), as the session tokens are stored.
 */
export function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/** Ten new codes replace every earlier one; the caller shows them once, as nothing keeps them readable. */
export async function replaceRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await deleteRecoveryCodes(tx, userId);
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ codeHash: sha256Hex(normalizeRecoveryCode(code)), userId })));
  });
  return codes;
}

/** Spends one code: the update that marks it used is also the check, so a code signs in once however it is raced. */
export async function spendRecoveryCode(db: Database, userId: string, code: string, now = new Date()): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== GROUPS * GROUP_LENGTH) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, sha256Hex(normalized)), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  return spent.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

export async function deleteRecoveryCodes(db: DatabaseExecutor, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
