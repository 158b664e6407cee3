import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { signInChallenges } from "~/database/schema";
import { sha256Hex } from "~/modules/crypto/sha256.server";

export type ChallengePurpose = (typeof signInChallenges.$inferSelect)["purpose"];

/** Long enough to find the phone or touch the key; short enough that a forgotten half sign-in soon means nothing. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * A record of a step in progress: the second step of a sign-in, or a WebAuthn ceremony. The caller hands the
 * returned token to the browser (a cookie, a form field); the database keeps only its SHA-256 and whose it is.
 */
export async function openChallenge(
  db: Database,
  purpose: ChallengePurpose,
  userId: string,
  now = new Date(),
  challenge: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(signInChallenges)
    .values({ id: sha256Hex(token), purpose, userId, challenge, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return token;
}

/** The record behind `token`, if it is still running and for `purpose` (and `userId`, when given). */
export async function readChallenge(db: DatabaseExecutor, token: string, purpose: ChallengePurpose, now = new Date(), userId?: string) {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.id, sha256Hex(token)),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, now),
        userId ? eq(signInChallenges.userId, userId) : undefined,
      ),
    );
  return row ?? null;
}

/** Gives the record the WebAuthn challenge its next answer must sign (a new one replaces the last). */
export async function setWebAuthnChallenge(db: Database, token: string, challenge: string): Promise<void> {
  await db
    .update(signInChallenges)
    .set({ challenge })
    .where(eq(signInChallenges.id, sha256Hex(token)));
}

/**
 * Ends the record and answers whether this call ended it: of two requests presenting the same token, only one
 * gets `true`, so a step in progress completes once.
 */
export async function closeChallenge(db: DatabaseExecutor, token: string): Promise<boolean> {
  const deleted = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, sha256Hex(token)))
    .returning({ id: signInChallenges.id });
  return deleted.length > 0;
}
