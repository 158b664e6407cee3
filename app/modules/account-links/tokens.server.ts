/**
 * The single-use links mailed to an account (password reset, address confirmation) or to someone invited to the team:
 * only each token's hash is stored. The accounts and invitations issue, check and use them; the mail delivery gives a
 * token its value when the mail goes out (decision 004).
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { authTokens } from "~/database/schema";
import { sha256Hex } from "~/modules/crypto/sha256.server";

export type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];
/** The purposes of links mailed to an existing account; an invitation's token belongs to the invitation instead. */
export type AccountTokenPurpose = Exclude<TokenPurpose, "invitation">;

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "password-reset": 60 * 60 * 1000,
  "email-verification": 24 * 60 * 60 * 1000,
  "email-change": 24 * 60 * 60 * 1000,
  // A week: long enough for someone invited to find the mail after a few days away (decision 054).
  invitation: 7 * 24 * 60 * 60 * 1000,
};

/** Where each purpose's link leads; the token follows the path. */
export const TOKEN_LINK_PATHS: Record<TokenPurpose, string> = {
  "password-reset": "/reset-password/",
  "email-verification": "/verify-email/",
  "email-change": "/confirm-email/",
  invitation: "/accept-invitation/",
};

const newToken = () => randomBytes(32).toString("base64url");

/**
 * Creates a single-use token and returns it; only its hash is stored. Any older token of the same
 * purpose stops working (and an unsent mail carrying it is dropped with it), so only the newest link is valid.
 */
export async function issueToken(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
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
  purpose: AccountTokenPurpose,
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
  // An account's token always names its account (issueToken; the table's check keeps one holder per token).
  if (!row?.userId) return null;
  const userId = row.userId;
  // Links issued at the same moment from another tab lose their use once one of them is used.
  await db
    .delete(authTokens)
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), ne(authTokens.tokenHash, tokenHash)),
    );
  return { userId, newEmail: row.newEmail };
}

/** Whether a token would still be accepted, without using it (to show the form it belongs to). */
export async function isTokenUsable(db: Database, token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<boolean> {
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

/**
 * Creates an invitation's token (its older unused ones, and an unsent mail carrying one, go) and returns its hash for
 * the mail; the delivery gives it the value the link carries. Pass the transaction that stores the invitation.
 */
export async function issueInvitationToken(executor: DatabaseExecutor, invitationId: string, now = new Date()): Promise<string> {
  const tokenHash = sha256Hex(newToken());
  await executor.delete(authTokens).where(and(eq(authTokens.invitationId, invitationId), isNull(authTokens.usedAt)));
  await executor.insert(authTokens).values({
    tokenHash,
    invitationId,
    purpose: "invitation",
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.invitation),
  });
  return tokenHash;
}

/** What an invitation link is worth: its invitation while usable, or why it is not (to say so on the page). */
export type InvitationLink = { state: "usable"; invitationId: string } | { state: "used" | "expired" | "unknown" };

/**
 * Reads an invitation link without using it. A used token stays until the clean-up removes spent links, and says
 * "used" until then; a cancelled or replaced invitation took its token with it, so its link is unknown.
 */
export async function readInvitationLink(executor: DatabaseExecutor, token: string, now = new Date()): Promise<InvitationLink> {
  if (token.length > 100) return { state: "unknown" };
  const [row] = await executor
    .select({ invitationId: authTokens.invitationId, usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, sha256Hex(token)), eq(authTokens.purpose, "invitation")))
    .limit(1);
  if (!row) return { state: "unknown" };
  // A token handed to the account its invitation made was used.
  if (row.usedAt || !row.invitationId) return { state: "used" };
  if (row.expiresAt <= now) return { state: "expired" };
  return { state: "usable", invitationId: row.invitationId };
}

/**
 * Uses an invitation's token, within the transaction that makes its account; the update decides, so a link opened
 * twice at once is used once. Null for a used, expired, replaced or unknown link.
 */
export async function spendInvitationToken(
  tx: DatabaseExecutor,
  token: string,
  now = new Date(),
): Promise<{ invitationId: string; tokenHash: string } | null> {
  if (token.length > 100) return null;
  const tokenHash = sha256Hex(token);
  const [claimed] = await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, "invitation"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ invitationId: authTokens.invitationId });
  return claimed?.invitationId ? { invitationId: claimed.invitationId, tokenHash } : null;
}

/** The used token passes to the account its invitation made, so the invitation can go while the link still reads "used". */
export async function handTokenToAccount(tx: DatabaseExecutor, tokenHash: string, userId: string): Promise<void> {
  await tx.update(authTokens).set({ userId, invitationId: null }).where(eq(authTokens.tokenHash, tokenHash));
}
