import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { sessions, users } from "~/database/schema";
import { revokeTokens } from "~/modules/account-links/tokens.server";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyAgainstDecoy, verifyPassword } from "./password.server";

export class AccountError extends Error {}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function assertAcceptablePassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new AccountError(`The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`);
  }
}

export async function countAdministrators(db: Database): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(users);
  return row?.value ?? 0;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * Creates an owner (the first account, or one made on the server with `npm run admin`), or sets a new password when the address already has an account (the
 * CLI's reset), which then ends every session and link like any other password change.
 */
export async function createOrResetAdministrator(db: Database, email: string, password: string): Promise<"created" | "reset"> {
  assertAcceptablePassword(password);
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  // Two instances starting at once may both try to create it: the second finds it and resets it.
  const [created] = await db
    .insert(users)
    .values({ email: normalized, passwordHash, role: "owner" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return "created";
  const existing = await findUserByEmail(db, normalized);
  await storePasswordHash(db, existing!.id, passwordHash);
  return "reset";
}

/**
 * Returns the user when the address and password match; the same time is spent when the address is unknown. A
 * disabled account answers as a wrong password does, after the same work (docs/decisions/054-team-roles.md).
 */
export async function authenticate(db: Database, email: string, password: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return verifyAgainstDecoy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) && !user.disabledAt ? user : null;
}

/**
 * Sets a new password and ends every session but `keepSessionId` (the one changing it, if any) and
 * every outstanding mailed link: whoever knew the old password may hold either.
 */
export async function replacePassword(db: Database, userId: string, password: string, keepSessionId?: string): Promise<void> {
  assertAcceptablePassword(password);
  await storePasswordHash(db, userId, await hashPassword(password), keepSessionId);
}

async function storePasswordHash(db: Database, userId: string, passwordHash: string, keepSessionId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
    await revokeTokens(tx, userId);
  });
}

export async function markEmailVerified(db: Database, userId: string, now = new Date()): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
}

/** A changed address counts as verified: the change was confirmed from a link sent to it. */
export async function changeEmail(db: Database, userId: string, newEmail: string, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ email: normalizeEmail(newEmail), emailVerifiedAt: now })
    .where(eq(users.id, userId));
}
