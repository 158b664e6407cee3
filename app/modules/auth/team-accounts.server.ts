/**
 * The owner's work on the team's accounts (docs/decisions/054-team-roles.md): roles, disabling, removing, ending
 * sessions and resetting a second factor, each recorded in the audit log. The site always keeps an active owner: the
 * last one cannot be demoted, disabled or removed, whoever asks (themselves included).
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import type { Role } from "~/database/roles";
import { media, posts, products, sessions, signInChallenges, users } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { type AuditAction, type AuditEvent, recordAuditEvent } from "~/modules/audit/audit-log.server";
import { hasSecondFactorSql, resetSecondFactor } from "./second-factor.server";

/** Who acts, and from where, as the audit log records it. */
export type AccountActor = { id: string; email: string; ipAddress: string };

/** Every account with what the owner's list shows, oldest first (the first owner at the top). */
export async function listTeamAccounts(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      translatorLanguages: users.translatorLanguages,
      hasSecondFactor: hasSecondFactorSql(),
      lastSignInAt: users.lastSignInAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
}

/**
 * Locks the account and the active owners' rows until the transaction ends, so two owners demoting or removing each
 * other at the same moment cannot both pass the check, and tells whether the change would leave no active owner.
 */
async function lockTarget(tx: DatabaseExecutor, userId: string) {
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!target) return null;
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "owner"), isNull(users.disabledAt)))
    .for("update");
  const isLastOwner = target.role === "owner" && !target.disabledAt && owners.every((owner) => owner.id === userId);
  return { target, isLastOwner };
}

export type AccountChange = "done" | "gone" | "last-owner";

const audit = (tx: DatabaseExecutor, actor: AccountActor, action: AuditAction, email: string, detail: AuditEvent["detail"] = {}) =>
  recordAuditEvent(tx, {
    action,
    actor: { id: actor.id, email: actor.email },
    ipAddress: actor.ipAddress,
    subject: `account:${email}`,
    detail,
  });

/** A new role (and a translator's languages); it applies from the person's next request. */
export async function changeRole(
  db: Database,
  actor: AccountActor,
  userId: string,
  role: Role,
  languages: readonly Language[],
): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const locked = await lockTarget(tx, userId);
    if (!locked) return "gone";
    if (locked.isLastOwner && role !== "owner") return "last-owner";
    const translatorLanguages = role === "translator" ? [...new Set(languages)] : [];
    await tx.update(users).set({ role, translatorLanguages }).where(eq(users.id, userId));
    await audit(tx, actor, "role-changed", locked.target.email, {
      from: locked.target.role,
      to: role,
      languages: translatorLanguages.join(","),
    });
    return "done";
  });
}

/** Ends every session and half-finished sign-in of the account. */
async function endSessionsIn(tx: DatabaseExecutor, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
}

/** A disabled account cannot sign in, and its sessions end at once; enabling it lets it sign in again. */
export async function setAccountDisabled(
  db: Database,
  actor: AccountActor,
  userId: string,
  disabled: boolean,
  now = new Date(),
): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const locked = await lockTarget(tx, userId);
    if (!locked) return "gone";
    if (disabled && locked.isLastOwner) return "last-owner";
    await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(users.id, userId));
    if (disabled) await endSessionsIn(tx, userId);
    await audit(tx, actor, disabled ? "account-disabled" : "account-enabled", locked.target.email);
    return "done";
  });
}

/**
 * Removes the account, its sessions, factors and links. What the person made stays: rows that name their author by
 * account only (products, images, news posts) get the address written in before the account goes; revisions, quotes,
 * replies and the audit log already keep it as text.
 */
export async function removeAccount(db: Database, actor: AccountActor, userId: string): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const locked = await lockTarget(tx, userId);
    if (!locked) return "gone";
    if (locked.isLastOwner) return "last-owner";
    const { email } = locked.target;
    await tx.update(products).set({ addedByEmail: email }).where(eq(products.addedBy, userId));
    await tx.update(media).set({ uploadedByEmail: email }).where(eq(media.uploadedBy, userId));
    await tx.update(posts).set({ authorEmail: email }).where(eq(posts.authorId, userId));
    // Recorded before the row goes, so an owner removing their own account still names themselves as the actor.
    await audit(tx, actor, "account-removed", email, { role: locked.target.role, name: locked.target.name });
    await tx.delete(users).where(eq(users.id, userId));
    return "done";
  });
}

/** Signs the account out on every device; the password still signs in. */
export async function endSessionsOf(db: Database, actor: AccountActor, userId: string): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!target) return "gone";
    await endSessionsIn(tx, userId);
    await audit(tx, actor, "sessions-ended", target.email);
    return "done";
  });
}

/** For a lost phone or key: the factors, recovery codes and sessions go; the person adds a new factor at next sign-in. */
export async function resetSecondFactorOf(db: Database, actor: AccountActor, userId: string): Promise<AccountChange> {
  const [target] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!target) return "gone";
  await resetSecondFactor(db, userId);
  await audit(db, actor, "second-factor-reset", target.email);
  return "done";
}
