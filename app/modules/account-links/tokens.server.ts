/**
 * The single-use links mailed to an account (password reset, address confirmation): only each token's
 * hash is stored. The accounts issue, check and use them; the mail delivery gives a token its value
 * when the mail goes out (decision 004).
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { authTokens } from "~/database/schema";
import { sha256Hex } from "~/modules/crypto/sha256.server";

export type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "password-reset": 60 * 60 * 1000,
  "email-verification": 24 * 60 * 60 * 1000,
  "email-change": 24 * 60 * 60 * 1000,
};

/** Where each purpose's link leads; the token follows the path. */
export const TOKEN_LINK_PATHS: Record<TokenPurpose, string> = {
  "password-reset": "/reset-password/",
  "email-verification": "/verify-email/",
  "email-change": "/confirm-email/",
};

const newToken = () => randomBytes(32).toString("base64url");

/**
 * Creates a single-use token and returns it; only its hash is stored. Any older token of the same
 * purpose stops working (and an unsent mail carrying it is dropped with it), so only the newest link is valid.
 */
export async function issueToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  options: { newEmail?: string; now?: Date } = {},
): Promise<{ token: string; tokenHash: string }> {
  const now = options.now ?? new Date();
  const token = newToken();
  const tokenHash = sha256Hex(token);
  await db.transaction(async (tx) => {
    await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      tokenHash,
      userId,
      purpose,
      newEmail: options.newEmail,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return { token, tokenHash };
}

/**
 * Gives a stored token a fresh value at the moment its mail is sent, so the link exists only in
 * that mail, never in the outbox or a backup; the lifetime counts from then. Null when the token
 * was used, replaced or has expired: its mail has nothing left to offer.
 */
export async function renewTokenForMail(
  db: DatabaseExecutor,
  tokenHash: string,
  now = new Date(),
): Promise<{ token: string; purpose: TokenPurpose } | null> {
  const token = newToken();
  const lifetimeMs = sql.join(
    Object.entries(TOKEN_LIFETIME_MS).map(([purpose, ms]) => sql`when ${purpose} then ${ms}::bigint`),
    sql` `,
  );
  const [row] = await db
    .update(authTokens)
    .set({
      tokenHash: sha256Hex(token),
      expiresAt: sql`${now.toISOString()}::timestamptz + (case ${authTokens.purpose} ${lifetimeMs} end) * interval '1 millisecond'`,
    })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ purpose: authTokens.purpose });
  return row ? { token, purpose: row.purpose } : null;
}

/** Marks the token used and returns whom it was for; a used, expired, replaced or unknown token gives null. */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ userId: string; newEmail: string | null } | null> {
  if (token.length > 100) return null;
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  if (!row) return null;
  // Links issued at the same moment from another tab lose their use once one of them is used.
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, row.userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        ne(authTokens.tokenHash, tokenHash),
      ),
    );
  return row;
}

/** Whether a token would still be accepted, without using it (to show the form it belongs to). */
export async function isTokenUsable(db: Database, token: string, purpose: TokenPurpose, now = new Date()): Promise<boolean> {
  if (token.length > 100) return false;
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sha256Hex(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Every outstanding link of the user stops working, e.g. once the password changed. */
export async function revokeTokens(db: DatabaseExecutor, userId: string): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}
