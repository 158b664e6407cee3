import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/client.server";
import { authenticatorApps, passkeys, recoveryCodes, sessions, signInChallenges, siteSettings, users } from "~/database/schema";
import { countUnusedRecoveryCodes, deleteRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes.server";

/** The account's second factors as its security page and the sign-in's second step show them. */
export type SecondFactors = { passkeys: number; authenticatorApp: boolean; recoveryCodesLeft: number };

export async function readSecondFactors(db: Database, userId: string): Promise<SecondFactors> {
  const [[keys], [app], recoveryCodesLeft] = await Promise.all([
    db.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
    db
      .select({ value: count() })
      .from(authenticatorApps)
      .where(and(eq(authenticatorApps.userId, userId), isNotNull(authenticatorApps.confirmedAt))),
    countUnusedRecoveryCodes(db, userId),
  ]);
  return { passkeys: keys?.value ?? 0, authenticatorApp: (app?.value ?? 0) > 0, recoveryCodesLeft };
}

export const hasSecondFactor = (factors: Pick<SecondFactors, "passkeys" | "authenticatorApp">) =>
  factors.passkeys > 0 || factors.authenticatorApp;

/**
 * The SQL test of `hasSecondFactor` for the `users` row of the query it is part of (reading a session, listing
 * accounts). The names are written out: Drizzle leaves a column unqualified in a query of one table, where "id" would
 * then name the subquery's own column.
 */
export const hasSecondFactorSql = () =>
  sql<boolean>`(exists (select 1 from "passkeys" where "passkeys"."user_id" = "users"."id") or exists (select 1 from "authenticator_apps" where "authenticator_apps"."user_id" = "users"."id" and "authenticator_apps"."confirmed_at" is not null))`;

/**
 * After a factor was added: the first one brings ten recovery codes, to show once; later ones leave the codes as they
 * are (null), so codes written down earlier keep working.
 */
export async function recoveryCodesForNewFactor(db: Database, userId: string): Promise<string[] | null> {
  const [existing] = await db.select({ value: count() }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return (existing?.value ?? 0) > 0 ? null : replaceRecoveryCodes(db, userId);
}

/** After a factor was removed: recovery codes stand in for a factor, so with none left they go too. */
export async function dropRecoveryCodesWithoutFactor(db: Database, userId: string): Promise<void> {
  if (!hasSecondFactor(await readSecondFactors(db, userId))) await deleteRecoveryCodes(db, userId);
}

/**
 * For a lost phone or key: every passkey, the authenticator app, the recovery codes, every half-finished sign-in and
 * every session of the account go. The password still signs in; the person then adds a new factor (or is sent to, when
 * the owner requires one).
 */
export async function resetSecondFactor(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(authenticatorApps).where(eq(authenticatorApps.userId, userId));
    await deleteRecoveryCodes(tx, userId);
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** The owner's rule for every account, kept as one site setting: whether a second factor is required to sign in. */
const SIGN_IN_POLICY_KEY = "signInPolicy";
const signInPolicySchema = z.object({ requireSecondFactor: z.boolean() });
export type SignInPolicy = z.infer<typeof signInPolicySchema>;

export async function readSignInPolicy(db: Database): Promise<SignInPolicy> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SIGN_IN_POLICY_KEY));
  const parsed = signInPolicySchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { requireSecondFactor: false };
}

export async function writeSignInPolicy(db: Database, policy: SignInPolicy, now = new Date()): Promise<void> {
  const value = signInPolicySchema.parse(policy);
  await db
    .insert(siteSettings)
    .values({ key: SIGN_IN_POLICY_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now, version: sql`${siteSettings.version} + 1` } });
}

/** Every account with whether it has a second factor, for the administrators' list on the security page. */
export async function listAccountsWithFactors(db: Database) {
  return db.select({ id: users.id, email: users.email, hasSecondFactor: hasSecondFactorSql() }).from(users).orderBy(asc(users.email));
}
