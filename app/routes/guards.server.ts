import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/modules/auth/session.server";

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

const signedInAdminContext = createContext<SessionUser>();

/** The dashboard layout's middleware: nothing below it runs for a visitor who is not signed in. */
export const adminOnly: MiddlewareFunction<Response> = async ({ context }) => {
  context.set(signedInAdminContext, await requireAdmin(context));
};

/** The administrator `adminOnly` let through; reading it anywhere else is a programming error and throws. */
export function signedInAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(signedInAdminContext);
}

/** The public-only guard (docs/requirements/public-pages.md#route-guards): the sign-in pages send a signed-in administrator to the dashboard. */
export async function redirectSignedIn(context: Readonly<RouterContextProvider>): Promise<void> {
  if (await context.currentUser()) throw redirect("/dashboard");
}
