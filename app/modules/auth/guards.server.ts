import { redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "./session.server";

/**
 * SPEC's private guard: a visitor who is not signed in goes to the root path. Every admin loader
 * and action calls this first; the authorization sweep test proves none forgets.
 */
export async function requireAdmin(context: AppLoadContext): Promise<SessionUser> {
  const user = await context.currentUser();
  if (!user) throw redirect("/");
  return user;
}

/** SPEC's public-only guard: the sign-in pages send a signed-in administrator to the dashboard. */
export async function redirectSignedIn(context: AppLoadContext): Promise<void> {
  if (await context.currentUser()) throw redirect("/dashboard");
}
