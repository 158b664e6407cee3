import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { authTokens, sessions } from "~/database/schema";
import { en } from "~/i18n/en";
import { zh } from "~/i18n/zh";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { authenticate, changeEmail, findUserByEmail, markEmailVerified, normalizeEmail, setPassword } from "./accounts.server";
import { consumeToken, issueToken } from "./tokens.server";

/** More reset mails than this per account and hour are not sent, so the form cannot flood the inbox. */
const RESET_MAILS_PER_HOUR = 5;

type MailTexts = { subject: string; text: (link: string) => string };

/** The administrator reads Chinese; the English text follows for anyone else who helps run the site. */
function bilingualMail(chinese: MailTexts, english: MailTexts, link: string) {
  return { subject: `${chinese.subject} / ${english.subject}`, text: `${chinese.text(link)}\n\n——\n\n${english.text(link)}` };
}

export async function requestPasswordReset(db: Database, email: string, siteUrl: string, now = new Date()): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const [recent] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(authTokens)
    .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, "password-reset"), gt(authTokens.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((recent?.value ?? 0) >= RESET_MAILS_PER_HOUR) return;
  const token = await issueToken(db, user.id, "password-reset", { now });
  const mail = bilingualMail(
    { subject: zh.auth.resetMailSubject, text: zh.auth.resetMailText },
    { subject: en.auth.resetMailSubject, text: en.auth.resetMailText },
    `${siteUrl}/reset-password/${token}`,
  );
  await enqueueMail(db, { to: [user.email], ...mail });
}

/** Sets the new password and signs out every device, since whoever knew the old one may hold a session. */
export async function resetPassword(db: Database, token: string, newPassword: string): Promise<boolean> {
  const claim = await consumeToken(db, token, "password-reset");
  if (!claim) return false;
  await setPassword(db, claim.userId, newPassword);
  await db.delete(sessions).where(eq(sessions.userId, claim.userId));
  return true;
}

export async function sendEmailVerification(db: Database, user: { id: string; email: string }, siteUrl: string): Promise<void> {
  const token = await issueToken(db, user.id, "email-verification");
  const mail = bilingualMail(
    { subject: zh.auth.verifyMailSubject, text: zh.auth.verifyMailText },
    { subject: en.auth.verifyMailSubject, text: en.auth.verifyMailText },
    `${siteUrl}/verify-email/${token}`,
  );
  await enqueueMail(db, { to: [user.email], ...mail });
}

export async function confirmEmailVerification(db: Database, token: string): Promise<boolean> {
  const claim = await consumeToken(db, token, "email-verification");
  if (!claim) return false;
  await markEmailVerified(db, claim.userId);
  return true;
}

export type EmailChangeResult = "sent" | "wrong-password" | "taken";

/** The new address must prove it can receive mail before it becomes the sign-in address. */
export async function requestEmailChange(
  db: Database,
  user: { id: string; email: string },
  newEmail: string,
  currentPassword: string,
  siteUrl: string,
): Promise<EmailChangeResult> {
  if (!(await authenticate(db, user.email, currentPassword))) return "wrong-password";
  const target = normalizeEmail(newEmail);
  const owner = await findUserByEmail(db, target);
  if (owner && owner.id !== user.id) return "taken";
  const token = await issueToken(db, user.id, "email-change", { newEmail: target });
  const mail = bilingualMail(
    { subject: zh.auth.changeMailSubject, text: zh.auth.changeMailText },
    { subject: en.auth.changeMailSubject, text: en.auth.changeMailText },
    `${siteUrl}/confirm-email/${token}`,
  );
  await enqueueMail(db, { to: [target], ...mail });
  return "sent";
}

export async function confirmEmailChange(db: Database, token: string): Promise<boolean> {
  const claim = await consumeToken(db, token, "email-change");
  if (!claim?.newEmail) return false;
  const owner = await findUserByEmail(db, claim.newEmail);
  if (owner && owner.id !== claim.userId) return false;
  await changeEmail(db, claim.userId, claim.newEmail);
  return true;
}
