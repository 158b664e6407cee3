/**
 * Invitations (docs/decisions/054-team-roles.md): the owner invites an address with a role; the person opens the
 * mailed link, chooses a name and a password, and is signed in. The link is an `auth_tokens` row like a password
 * reset's: stored as a hash, given its value when the mail goes out, single use, a week long.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import type { DashboardLanguage, Role } from "~/database/roles";
import { authTokens, invitations, users } from "~/database/schema";
import { messagesFor } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";
import { handTokenToAccount, issueInvitationToken, readInvitationLink, spendInvitationToken } from "~/modules/account-links/tokens.server";
import { recordAuditEvent } from "~/modules/audit/audit-log.server";
import { enqueueMail, LINK_PLACEHOLDER } from "~/modules/mail/outbox.server";
import { assertAcceptablePassword, findUserByEmail, normalizeEmail } from "./accounts.server";
import { hashPassword } from "./password.server";
import { createSession } from "./session.server";

/** Who invites (an owner), as the mail names them and the audit log records them. */
export type Inviter = { id: string; email: string; name: string; dashboardLanguage: DashboardLanguage };

/** `dashboardLanguage`: the invited person's, chosen by the inviter; the mail, the invitation's page and the account use it. */
export type InvitationRequest = {
  email: string;
  name: string;
  role: Role;
  translatorLanguages: readonly Language[];
  dashboardLanguage: DashboardLanguage;
};

/** Only a translator holds languages (app/modules/auth/permissions.ts); each once. */
const languagesFor = (role: Role, languages: readonly Language[]) => (role === "translator" ? [...new Set(languages)] : []);

/** Queues the invitation's mail in the invited person's dashboard language, its link written in when it is sent. */
async function queueInvitationMail(
  tx: DatabaseExecutor,
  invitation: { id: string; email: string; role: Role; language: DashboardLanguage },
  inviter: Inviter,
  now: Date,
): Promise<void> {
  const tokenHash = await issueInvitationToken(tx, invitation.id, now);
  const text = messagesFor(invitation.language).admin.team;
  const from = inviter.name ? `${inviter.name} (${inviter.email})` : inviter.email;
  await enqueueMail(tx, {
    to: [invitation.email],
    subject: text.mail.subject,
    text: text.mail.text(from, text.roles[invitation.role], LINK_PLACEHOLDER),
    authTokenHash: tokenHash,
  });
}

export type InviteResult = "sent" | "replaced" | "has-account";

/**
 * Invites an address that has no account; an earlier invitation to it is replaced, taking its link (and its mail, if
 * still unsent) with it, so only the newest link works.
 */
export async function inviteTeamMember(
  db: Database,
  inviter: Inviter,
  request: InvitationRequest,
  ipAddress: string,
  now = new Date(),
): Promise<InviteResult> {
  const email = normalizeEmail(request.email);
  if (await findUserByEmail(db, email)) return "has-account";
  const translatorLanguages = languagesFor(request.role, request.translatorLanguages);
  return db.transaction(async (tx) => {
    const replaced = await tx.delete(invitations).where(eq(invitations.email, email)).returning({ id: invitations.id });
    const [invitation] = await tx
      .insert(invitations)
      .values({
        email,
        role: request.role,
        name: request.name.trim(),
        translatorLanguages,
        language: request.dashboardLanguage,
        invitedBy: inviter.id,
        createdAt: now,
      })
      .returning({ id: invitations.id });
    await queueInvitationMail(tx, { id: invitation!.id, email, role: request.role, language: request.dashboardLanguage }, inviter, now);
    await recordAuditEvent(
      tx,
      {
        action: "invitation-sent",
        actor: inviter,
        ipAddress,
        subject: `account:${email}`,
        detail: { role: request.role, languages: translatorLanguages.join(","), replaced: replaced.length > 0 },
      },
      now,
    );
    return replaced.length > 0 ? "replaced" : "sent";
  });
}

/** Sends a pending invitation again with a fresh week-long link; the earlier link stops working. Null when it is gone. */
export async function resendInvitation(
  db: Database,
  inviter: Inviter,
  invitationId: string,
  ipAddress: string,
  now = new Date(),
): Promise<{ email: string } | null> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitations)
      .set({ invitedBy: inviter.id })
      .where(eq(invitations.id, invitationId))
      .returning({ id: invitations.id, email: invitations.email, role: invitations.role, language: invitations.language });
    if (!invitation) return null;
    await queueInvitationMail(tx, invitation, inviter, now);
    await recordAuditEvent(
      tx,
      {
        action: "invitation-sent",
        actor: inviter,
        ipAddress,
        subject: `account:${invitation.email}`,
        detail: { role: invitation.role, resent: true },
      },
      now,
    );
    return { email: invitation.email };
  });
}

/** Withdraws a pending invitation: its link, and its mail if still unsent, go with it. Null when it was already gone. */
export async function cancelInvitation(
  db: Database,
  actor: { id: string; email: string },
  invitationId: string,
  ipAddress: string,
  now = new Date(),
): Promise<{ email: string } | null> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx.delete(invitations).where(eq(invitations.id, invitationId)).returning({ email: invitations.email });
    if (!cancelled) return null;
    await recordAuditEvent(tx, { action: "delete", actor, ipAddress, subject: `invitation:${cancelled.email}` }, now);
    return cancelled;
  });
}

/** The invitations not accepted yet, newest first, with until when each one's link works (null: it has run out). */
export async function listPendingInvitations(db: Database, now = new Date()) {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      name: invitations.name,
      role: invitations.role,
      translatorLanguages: invitations.translatorLanguages,
      createdAt: invitations.createdAt,
      expiresAt: authTokens.expiresAt,
    })
    .from(invitations)
    .leftJoin(authTokens, and(eq(authTokens.invitationId, invitations.id), isNull(authTokens.usedAt)))
    .orderBy(desc(invitations.createdAt));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt && row.expiresAt > now ? row.expiresAt : null }));
}

export type InvitationView =
  | { state: "usable"; email: string; name: string; role: Role; language: DashboardLanguage }
  | { state: "used" | "expired" | "unknown" };

/** What the acceptance page shows for a link: the invitation to accept, or why it cannot be. */
export async function readInvitation(db: Database, token: string, now = new Date()): Promise<InvitationView> {
  const link = await readInvitationLink(db, token, now);
  if (link.state !== "usable") return link;
  const [invitation] = await db
    .select({ email: invitations.email, name: invitations.name, role: invitations.role, language: invitations.language })
    .from(invitations)
    .where(eq(invitations.id, link.invitationId));
  return invitation ? { state: "usable", ...invitation } : { state: "unknown" };
}

export type AcceptResult = { ok: true; sessionToken: string } | { ok: false; reason: "used" | "expired" | "unknown" | "has-account" };

/**
 * Makes the account the invitation describes, with the person's name and password, and signs them in. The address is
 * counted as verified: the link reached it. Everything happens in one transaction with the link's use, so a link
 * opened in two tabs makes one account.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  chosen: { name: string; password: string },
  client: { ipAddress: string; userAgent: string },
  now = new Date(),
): Promise<AcceptResult> {
  assertAcceptablePassword(chosen.password);
  const invitation = await readInvitation(db, token, now);
  if (invitation.state !== "usable") return { ok: false, reason: invitation.state };
  // An account made for the address meanwhile (`npm run admin`) takes precedence; the link stays as it was.
  if (await findUserByEmail(db, invitation.email)) return { ok: false, reason: "has-account" };
  const passwordHash = await hashPassword(chosen.password);
  const outcome = await db.transaction(async (tx): Promise<{ userId: string } | { refused: "used" | "expired" | "unknown" }> => {
    const spent = await spendInvitationToken(tx, token, now);
    if (!spent) {
      // Another tab used the link, or it ran out, while the password was being hashed.
      const link = await readInvitationLink(tx, token, now);
      return { refused: link.state === "usable" ? "used" : link.state };
    }
    const [invited] = await tx.select().from(invitations).where(eq(invitations.id, spent.invitationId));
    const [user] = await tx
      .insert(users)
      .values({
        email: invited!.email,
        passwordHash,
        role: invited!.role,
        name: chosen.name.trim(),
        translatorLanguages: invited!.translatorLanguages,
        dashboardLanguage: invited!.language,
        emailVerifiedAt: now,
        createdAt: now,
      })
      .returning({ id: users.id, email: users.email });
    await handTokenToAccount(tx, spent.tokenHash, user!.id);
    await tx.delete(invitations).where(eq(invitations.id, spent.invitationId));
    await recordAuditEvent(
      tx,
      {
        action: "invitation-accepted",
        actor: user!,
        ipAddress: client.ipAddress,
        subject: `account:${user!.email}`,
        detail: { role: invited!.role },
      },
      now,
    );
    return { userId: user!.id };
  });
  if ("refused" in outcome) return { ok: false, reason: outcome.refused };
  return { ok: true, sessionToken: await createSession(db, outcome.userId, client, now) };
}
