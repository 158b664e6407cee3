import { webAuthnSite } from "~/modules/auth/passkeys.server";
import { readPendingSignInToken } from "~/modules/auth/session.server";
import { secondStepPasskeyOptions } from "~/modules/auth/sign-in.server";
import { siteUrl } from "~/modules/http/site-url.server";
import type { Route } from "./+types/passkey-options";

/** WebAuthn options for the second step of a sign-in under way; its record keeps their challenge (decision 053). */
export async function action({ context, request }: Route.ActionArgs) {
  const token = await readPendingSignInToken(request.headers.get("cookie"));
  const options = token ? await secondStepPasskeyOptions(context.services.db, token, webAuthnSite(siteUrl(context))) : null;
  if (!options) return Response.json({ error: "expired" }, { status: 401, headers: { "Cache-Control": "no-store" } });
  return Response.json({ options }, { headers: { "Cache-Control": "no-store" } });
}
