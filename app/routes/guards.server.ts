import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { messagesFor } from "~/i18n/catalogs";
import type { Messages } from "~/i18n/en";
import type { Language } from "~/i18n/languages";
import { hasPermission, mayTranslate, type Permission } from "~/modules/auth/permissions";
import { isRecentSignIn } from "~/modules/auth/re-authentication.server";
import { readSignInPolicy } from "~/modules/auth/second-factor.server";
import { clearedSessionCookieHeader, hasSessionCookie, type SessionUser } from "~/modules/auth/session.server";
import { securityPaths } from "~/modules/http/dashboard-paths";
import { siteUrl } from "~/modules/http/site-url.server";

/**
 * The private guard (docs/requirements/public-pages.md#route-guards): a visitor who is not signed in goes to the root path. The dashboard
 * layout's middleware runs it before any admin loader or action, and every action calls it again
 * itself, so an action moved out of the layout stays guarded; the authorization sweep proves both.
 */
export async function requireAdmin(context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const user = await context.currentUser();
  if (!user) throw redirect("/");
  return user;
}

/**
 * The role check (docs/decisions/054-team-roles.md): every admin loader and action that is not open to every role
 * calls this with the permission its page needs. A person whose role lacks it gets 403, which the dashboard's error
 * page says in their language; the authorization sweep runs every route as every role.
 */
export async function requirePermission(context: Readonly<RouterContextProvider>, permission: Permission): Promise<SessionUser> {
  const user = await requireAdmin(context);
  if (!hasPermission(user, permission)) throw data(null, { status: 403 });
  return user;
}

/** `requirePermission("texts")` for one language: a translator writes only the languages the owner gave them. */
export async function requireTranslation(context: Readonly<RouterContextProvider>, language: Language): Promise<SessionUser> {
  const user = await requireAdmin(context);
  if (!mayTranslate(user, language)) throw data(null, { status: 403 });
  return user;
}

const signedInAdminContext = createContext<SessionUser>();

/** Where an account adds its second factor, and what that page needs: open to an account the owner's rule holds back. */
const ENROLMENT_PATHS = new Set<string>([securityPaths.secondFactor, securityPaths.reAuthentication, "/dashboard/passkey-options"]);

/**
 * The dashboard layout's middleware: nothing below it runs for a visitor who is not signed in, and when the owner
 * requires a second factor, an account without one sees only the page where it adds one (decision 053).
 */
export const adminOnly: MiddlewareFunction<Response> = async ({ context, url, request }) => {
  // A browser whose session ended (signed out on another device, disabled or signed out by the owner) is sent to sign
  // in again and told why; a visitor who never signed in goes to the root path, as requireAdmin sends them.
  if (!(await context.currentUser()) && hasSessionCookie(request.headers.get("cookie") ?? undefined)) {
    throw redirect("/login?notice=session-ended", { headers: { "Set-Cookie": await clearedSessionCookieHeader(request) } });
  }
  const user = await requireAdmin(context);
  if (!user.hasSecondFactor && !ENROLMENT_PATHS.has(url.pathname) && (await readSignInPolicy(context.services.db)).requireSecondFactor) {
    throw redirect(`${securityPaths.secondFactor}?required`);
  }
  context.set(signedInAdminContext, user);
};

/** The administrator `adminOnly` let through; reading it anywhere else is a programming error and throws. */
export function signedInAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(signedInAdminContext);
}

/**
 * The texts a dashboard loader or action answers in (error messages, field names, revision labels): the signed-in
 * person's language, English or Chinese, chosen in their account. Components read the same with `useDashboardMessages`.
 */
export function dashboardMessages(context: Readonly<RouterContextProvider>): Messages {
  return messagesFor(signedInAdmin(context).dashboardLanguage);
}

/** The public-only guard (docs/requirements/public-pages.md#route-guards): the sign-in pages send a signed-in administrator to the dashboard. */
export async function redirectSignedIn(context: Readonly<RouterContextProvider>): Promise<void> {
  if (await context.currentUser()) throw redirect("/dashboard");
}

/** A dashboard address of this site to come back to, or null for anything else (another site, a path elsewhere). */
export function dashboardReturnPath(value: string | null | undefined): string | null {
  if (!value || !/^\/dashboard(?:[/?]|$)/.test(value) || value.startsWith(securityPaths.reAuthentication)) return null;
  return value;
}

/**
 * Sensitive actions (exports, backups, account and second-factor changes, restoring a revision) call this after
 * `requireAdmin`: when the session last proved who it is longer ago than the window, the person is sent to confirm
 * with the password or a passkey, and comes back to the page they were on. A download (or a script's request) comes
 * back to the page that asked for it, its Referer, so the person is not left where a file or JSON would have been; a
 * form comes back to its page.
 */
export async function requireRecentSignIn(
  { context, url, request }: { context: Readonly<RouterContextProvider>; url: URL; request: Request },
  { backToReferer = false }: { backToReferer?: boolean } = {},
): Promise<SessionUser> {
  const user = await requireAdmin(context);
  if (isRecentSignIn(user.authenticatedAt)) return user;
  const here = `${url.pathname}${url.search}`;
  const referer = request.headers.get("referer");
  const origin = new URL(siteUrl(context)).origin;
  const from = referer?.startsWith(`${origin}/`) ? referer.slice(origin.length) : null;
  const back = (backToReferer ? dashboardReturnPath(from) : dashboardReturnPath(here)) ?? "/dashboard";
  throw redirect(`${securityPaths.reAuthentication}?${new URLSearchParams({ returnTo: back })}`);
}
