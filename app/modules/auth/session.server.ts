import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { createCookie } from "react-router";
import type { Database } from "~/database/client.server";
import type { DashboardLanguage, Role } from "~/database/roles";
import { sessions, users } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { sha256Hex } from "~/modules/crypto/sha256.server";
import { hasSecondFactorSql } from "./second-factor.server";

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  /** When the person last proved who they are in this session (re-authentication.server.ts). */
  authenticatedAt: Date;
  hasSecondFactor: boolean;
  role: Role;
  name: string;
  translatorLanguages: Language[];
  dashboardLanguage: DashboardLanguage;
};

/** HttpOnly keeps scripts away from it; Lax keeps it off cross-site posts; Secure is added behind HTTPS. */
const sessionCookie = createCookie("quartz_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: SESSION_TTL_MS / 1000,
});

/**
 * Whether a request carries a session cookie at all, valid or not: such a request may be shown a
 * signed-in layout, so no shared cache answers it or keeps its answer. Read without verifying, on every request.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.split(";").some((pair) => pair.trim().startsWith(`${sessionCookie.name}=`));
}

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** Sessions are stored under the SHA-256 of the cookie's token, so reading the table does not let anyone sign in. */
export function sessionIdOf(token: string): string {
  return sha256Hex(token);
}

export async function createSession(
  db: Database,
  userId: string,
  client: { ipAddress: string; userAgent: string },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    authenticatedAt: now,
    ipAddress: client.ipAddress.slice(0, 64),
    userAgent: client.userAgent.slice(0, 512),
  });
  // Every sign-in (password, second step, accepted invitation) makes a session: the owner's list of accounts shows it.
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  return token;
}

export function sessionCookieHeader(request: Request, token: string): Promise<string> {
  return sessionCookie.serialize(token, { secure: isHttps(request) });
}

export function clearedSessionCookieHeader(request: Request): Promise<string> {
  return sessionCookie.serialize("", { secure: isHttps(request), maxAge: 0 });
}

export async function readSessionToken(cookieHeader: string | null | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const value: unknown = await sessionCookie.parse(cookieHeader);
  return typeof value === "string" && value.length > 0 && value.length < 200 ? value : null;
}

export async function findSessionUser(db: Database, token: string, now = new Date()): Promise<SessionUser | null> {
  const sessionId = sessionIdOf(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      authenticatedAt: sessions.authenticatedAt,
      hasSecondFactor: hasSecondFactorSql(),
      role: users.role,
      name: users.name,
      translatorLanguages: users.translatorLanguages,
      dashboardLanguage: users.dashboardLanguage,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled account's sessions are ended when it is disabled; this keeps one started meanwhile from counting.
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    sessionId,
    authenticatedAt: row.authenticatedAt,
    hasSecondFactor: row.hasSecondFactor,
    role: row.role,
    name: row.name,
    translatorLanguages: row.translatorLanguages,
    dashboardLanguage: row.dashboardLanguage,
  };
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/** One lookup per request at most, and none for visitors without a session cookie. */
export function createCurrentUserResolver(db: Database, cookieHeader: string | undefined): () => Promise<SessionUser | null> {
  let resolved: Promise<SessionUser | null> | undefined;
  return () => {
    resolved ??= readSessionToken(cookieHeader).then((token) => (token ? findSessionUser(db, token) : null));
    return resolved;
  };
}

/**
 * The half-finished sign-in between the password and the second step: a random token naming a short-lived server-side
 * record (sign-in-challenges.server.ts), never the account itself, sent only to the sign-in pages.
 */
const pendingSignInCookie = createCookie("quartz_sign_in", { httpOnly: true, sameSite: "lax", path: "/login" });

export function pendingSignInCookieHeader(request: Request, token: string, maxAgeMs: number): Promise<string> {
  return pendingSignInCookie.serialize(token, { secure: isHttps(request), maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearedPendingSignInCookieHeader(request: Request): Promise<string> {
  return pendingSignInCookie.serialize("", { secure: isHttps(request), maxAge: 0 });
}

export async function readPendingSignInToken(cookieHeader: string | null | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const value: unknown = await pendingSignInCookie.parse(cookieHeader);
  return typeof value === "string" && value.length > 0 && value.length < 200 ? value : null;
}
