import { data } from "react-router";
import { z } from "zod";
import { passkeyRegistrationOptions, webAuthnSite } from "~/modules/auth/passkeys.server";
import { reAuthenticationPasskeyOptions } from "~/modules/auth/re-authentication.server";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { dashboardMessages, requireAdmin, requireRecentSignIn } from "~/routes/guards.server";
import type { Route } from "./+types/passkey-options";

const formSchema = z.object({ ceremony: z.enum(["register", "authenticate"]) });

/**
 * WebAuthn options for the signed-in person: to add a passkey (a second-factor change, so only shortly after proving
 * who they are) or to re-authenticate with one. The answer names the server-side record that keeps the challenge.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = await requireAdmin(context);
  const form = formSchema.safeParse(Object.fromEntries(await readFormData(request, 1024)));
  if (!form.success) throw data({ error: dashboardMessages(context).errors.badRequest }, { status: 400 });
  const { db } = context.services;
  const site = webAuthnSite(siteUrl(context));
  const answer =
    form.data.ceremony === "register"
      ? await passkeyRegistrationOptions(db, await requireRecentSignIn({ context, request, url }, { backToReferer: true }), site)
      : await reAuthenticationPasskeyOptions(db, user, site);
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
