import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { authTokens } from "~/database/schema";

export type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "password-reset": 60 * 60 * 1000,
  "email-verification": 24 * 60 * 60 * 1000,
  "email-change": 24 * 60 * 60 * 1000,
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a single-use token; only its hash is stored, so the mailed link is the only copy. */
export async function issueToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  options: { newEmail?: string; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    newEmail: options.newEmail,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the token used and returns whom it was for; a used, expired or unknown token gives null. */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ userId: string; newEmail: string | null } | null> {
  if (token.length > 100) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  return row ?? null;
}

/** Whether a token would still be accepted, without using it (to show the form it belongs to). */
export async function isTokenUsable(db: Database, token: string, purpose: TokenPurpose, now = new Date()): Promise<boolean> {
  if (token.length > 100) return false;
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}
