import { redirect } from "react-router";
import { clearedSessionCookieHeader, destroySession, readSessionToken } from "~/modules/auth/session.server";
import type { Route } from "./+types/logout";

/** Signing out ends the session on the server, not only in the browser, and returns to "/" (docs/requirements/dashboard.md#account). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = await readSessionToken(request.headers.get("cookie"));
  if (token) await destroySession(context.services.db, token);
  return redirect("/", { headers: { "Set-Cookie": await clearedSessionCookieHeader(request) } });
}

export function loader() {
  return redirect("/");
}
