import { eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { users } from "~/database/schema";
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
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return user ?? null;
}

export async function findUserById(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Creates the administrator, or sets a new password when the address already has an account. */
export async function createOrResetAdministrator(db: Database, email: string, password: string): Promise<"created" | "reset"> {
  assertAcceptablePassword(password);
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, normalized);
  if (existing) {
    await db.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
    return "reset";
  }
  await db.insert(users).values({ email: normalized, passwordHash });
  return "created";
}

/** Returns the user when the address and password match; the same time is spent when the address is unknown. */
export async function authenticate(db: Database, email: string, password: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return verifyAgainstDecoy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  assertAcceptablePassword(password);
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Database, userId: string, now = new Date()): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
}

/** A changed address counts as verified: the change was confirmed from a link sent to it. */
export async function changeEmail(db: Database, userId: string, newEmail: string, now = new Date()): Promise<void> {
  await db.update(users).set({ email: normalizeEmail(newEmail), emailVerifiedAt: now }).where(eq(users.id, userId));
}
