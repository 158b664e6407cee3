import type { Database } from "~/database/client.server";
import { en } from "~/i18n/en";
import { zh } from "~/i18n/zh";
import { enqueueMail, LINK_PLACEHOLDER } from "~/modules/mail/outbox.server";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { takeRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { changeEmail, findUserByEmail, markEmailVerified, normalizeEmail, replacePassword } from "./accounts.server";
import { checkPassword } from "./password-attempts.server";
import { consumeToken, issueToken, type AccountTokenPurpose } from "~/modules/account-links/tokens.server";

type MailTexts = { subject: string; text: (link: string) => string };

const mailTexts: Record<AccountTokenPurpose, { zh: MailTexts; en: MailTexts }> = {
  "password-reset": {
    zh: { subject: zh.auth.resetMailSubject, text: zh.auth.resetMailText },
    en: { subject: en.auth.resetMailSubject, text: en.auth.resetMailText },
  },
  "email-verification": {
    zh: { subject: zh.auth.verifyMailSubject, text: zh.auth.verifyMailText },
    en: { subject: en.auth.verifyMailSubject, text: en.auth.verifyMailText },
  },
  "email-change": {
    zh: { subject: zh.auth.changeMailSubject, text: zh.auth.changeMailText },
    en: { subject: en.auth.changeMailSubject, text: en.auth.changeMailText },
  },
};

/**
 * Issues a new link for `purpose` (older ones stop working) and queues its mail. The administrator
 * reads Chinese; the English text follows for anyone else who helps run the site. The stored mail
 * holds a placeholder where the link goes: the delivery worker makes the link when it sends it.
 */
async function queueLinkMail(db: Database, userId: string, to: string, purpose: AccountTokenPurpose, newEmail?: string): Promise<void> {
  const { tokenHash } = await issueToken(db, userId, purpose, { newEmail });
  const texts = mailTexts[purpose];
  await enqueueMail(db, {
    to: [to],
    subject: `${texts.zh.subject} / ${texts.en.subject}`,
    text: `${texts.zh.text(LINK_PLACEHOLDER)}\n\n——\n\n${texts.en.text(LINK_PLACEHOLDER)}`,
    authTokenHash: tokenHash,
  });
}

export type ResetRequestResult = { status: "accepted" } | { status: "throttled"; retryAfterMs: number };

/**
 * Answers from the same work whether or not the address has an account: the limits are counted
 * under the typed address and the client's, and everything that depends on the account happens
 * after the answer, through `later`. So neither the answer nor its timing tells which addresses exist.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  clientIp: string,
  later: (work: () => Promise<void>) => void,
  now = new Date(),
): Promise<ResetRequestResult> {
  const typed = normalizeEmail(email);
  for (const [rule, key] of [
    [RATE_LIMITS.passwordResetPerAddress, clientIp],
    [RATE_LIMITS.passwordResetPerEmail, typed],
  ] as const) {
    const verdict = await takeRateLimit(db, rule, key, now);
    if (!verdict.allowed) return { status: "throttled", retryAfterMs: verdict.retryAfterMs };
  }
  later(async () => {
    const user = await findUserByEmail(db, typed);
    if (user) await queueLinkMail(db, user.id, user.email, "password-reset");
  });
  return { status: "accepted" };
}

/** Sets the new password; every session and every other link of the account ends. */
export async function resetPassword(db: Database, token: string, newPassword: string): Promise<boolean> {
  const claim = await consumeToken(db, token, "password-reset");
  if (!claim) return false;
  await replacePassword(db, claim.userId, newPassword);
  return true;
}

export async function sendEmailVerification(db: Database, user: { id: string; email: string }): Promise<void> {
  await queueLinkMail(db, user.id, user.email, "email-verification");
}

export async function confirmEmailVerification(db: Database, token: string): Promise<boolean> {
  const claim = await consumeToken(db, token, "email-verification");
  if (!claim) return false;
  await markEmailVerified(db, claim.userId);
  return true;
}

export type EmailChangeResult = "sent" | "wrong-password" | "taken" | "throttled";

/** The new address must prove it can receive mail before it becomes the sign-in address. */
export async function requestEmailChange(
  db: Database,
  user: { id: string; email: string },
  newEmail: string,
  currentPassword: string,
  clientIp: string,
): Promise<EmailChangeResult> {
  const check = await checkPassword(db, user.email, currentPassword, clientIp);
  if (check.outcome !== "correct") return check.outcome === "wrong" ? "wrong-password" : "throttled";
  const target = normalizeEmail(newEmail);
  const owner = await findUserByEmail(db, target);
  if (owner && owner.id !== user.id) return "taken";
  await queueLinkMail(db, user.id, target, "email-change", target);
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
