import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Database } from "~/database/client.server";
import { authenticatorApps } from "~/database/schema";

/** RFC 6238's defaults, the only ones every authenticator app reads: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/**
 * One step either side of now is accepted: a phone's clock a little off, or a code typed as it turned over. Wider
 * windows give a guesser more codes to hit.
 */
export const TOTP_WINDOW = 1;

const totpOf = (secret: string, label = "", issuer = "") =>
  new TOTP({ secret: Secret.fromBase32(secret), period: PERIOD_SECONDS, digits: 6, algorithm: "SHA1", label, issuer });

/** A new random 160-bit secret (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** Digits only: apps show codes as "123 456", people type them with spaces. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, "");

/**
 * The time step a code belongs to, if it matches one within the window around `now`, else null. Whether that step
 * may still be used is the caller's question (`acceptTotpCode`).
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const token = normalizeCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * What enrolling shows: the QR code of the otpauth:// address an app reads, drawn as an SVG on the server and given as
 * a data: address (allowed by the page's img-src), and the secret as text for typing in.
 */
export async function totpEnrolment(secret: string, account: string, issuer: string) {
  const uri = totpOf(secret, account, issuer).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, secret };
}

/** The account's app: confirmed, waiting for its first code (`pending`, with the secret to show), or none. */
export async function readAuthenticatorApp(db: Database, userId: string) {
  const [row] = await db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, userId));
  if (!row) return { state: "none" } as const;
  return row.confirmedAt ? ({ state: "confirmed", since: row.confirmedAt } as const) : ({ state: "pending", secret: row.secret } as const);
}

/** Starts enrolling an app with a new secret; a confirmed app stays as it is until it is removed. */
export async function startTotpEnrolment(db: Database, userId: string): Promise<"started" | "already-confirmed"> {
  const [row] = await db
    .insert(authenticatorApps)
    .values({ userId, secret: newTotpSecret() })
    .onConflictDoUpdate({
      target: authenticatorApps.userId,
      set: { secret: newTotpSecret() },
      setWhere: isNull(authenticatorApps.confirmedAt),
    })
    .returning({ userId: authenticatorApps.userId });
  return row ? "started" : "already-confirmed";
}

/**
 * Accepts a code once: the step it belongs to must be later than the last step accepted, and the update that records
 * it says so in its condition, so of two requests with the same code only one succeeds. `confirming` accepts the first
 * code of a pending app and confirms it; otherwise only a confirmed app's codes count.
 */
export async function acceptTotpCode(
  db: Database,
  userId: string,
  code: string,
  now = new Date(),
  { confirming = false }: { confirming?: boolean } = {},
): Promise<boolean> {
  const [row] = await db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, userId));
  if (!row || (row.confirmedAt === null) !== confirming) return false;
  const step = matchTotpStep(row.secret, code, now);
  if (step === null) return false;
  const accepted = await db
    .update(authenticatorApps)
    .set({ lastUsedStep: step, ...(confirming ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(authenticatorApps.userId, userId),
        eq(authenticatorApps.secret, row.secret),
        confirming ? isNull(authenticatorApps.confirmedAt) : isNotNull(authenticatorApps.confirmedAt),
        or(isNull(authenticatorApps.lastUsedStep), lt(authenticatorApps.lastUsedStep, step)),
      ),
    )
    .returning({ userId: authenticatorApps.userId });
  return accepted.length > 0;
}

export async function removeAuthenticatorApp(db: Database, userId: string): Promise<void> {
  await db.delete(authenticatorApps).where(eq(authenticatorApps.userId, userId));
}
