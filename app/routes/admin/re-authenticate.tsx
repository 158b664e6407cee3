import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { PasskeyButton } from "~/components/passkey-button";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { listPasskeys, webAuthnSite } from "~/modules/auth/passkeys.server";
import { PASSWORD_MAX_LENGTH } from "~/modules/auth/password-rules";
import {
  RE_AUTHENTICATION_WINDOW_MS,
  reAuthenticateWithPasskey,
  reAuthenticateWithPassword,
} from "~/modules/auth/re-authentication.server";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { dashboardMessages, dashboardReturnPath, requireAdmin, signedInAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/re-authenticate";

const buttonClass = "rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900 disabled:opacity-60";

/** The one page sensitive actions send a person to when their sign-in is older than the window (decision 053). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = signedInAdmin(context);
  const passkeys = await listPasskeys(context.services.db, user.id);
  return {
    returnTo: dashboardReturnPath(url.searchParams.get("returnTo")) ?? "/dashboard",
    passkey: passkeys.length > 0,
    minutes: RE_AUTHENTICATION_WINDOW_MS / 60_000,
  };
}

const formSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("password"), password: z.string().min(1).max(PASSWORD_MAX_LENGTH), returnTo: z.string().max(2048) }),
  z.object({
    intent: z.literal("passkey"),
    passkeyToken: z.string().max(200),
    passkeyResponse: z.string().max(32_768),
    returnTo: z.string().max(2048),
  }),
]);

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireAdmin(context);
  const form = formSchema.safeParse(Object.fromEntries(await readFormData(request, 48 * 1024)));
  const messages = dashboardMessages(context);
  const text = messages.admin.secondFactor.reAuthentication;
  if (!form.success) return data({ error: text.wrongPassword }, { status: 400 });
  const { db } = context.services;
  const result =
    form.data.intent === "password"
      ? await reAuthenticateWithPassword(db, user, form.data.password, context.clientIp)
      : await reAuthenticateWithPasskey(
          db,
          user,
          { token: form.data.passkeyToken, response: form.data.passkeyResponse },
          context.clientIp,
          webAuthnSite(siteUrl(context)),
        );
  if (result === "confirmed") return redirect(dashboardReturnPath(form.data.returnTo) ?? "/dashboard");
  if (result === "throttled") return data({ error: messages.admin.secondFactor.tooManyAttempts }, { status: 429 });
  return data({ error: form.data.intent === "password" ? text.wrongPassword : text.passkeyFailed }, { status: 403 });
}

export default function ReAuthenticate({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().secondFactor.reAuthentication;
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="max-w-md space-y-4" aria-labelledby="re-authenticate-heading">
      <h1 id="re-authenticate-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-700">{text.intro(loaderData.minutes)}</p>
      {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}
      <Form method="post" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        <label className="block text-sm font-medium">
          {text.passwordLabel}
          <input
            name="password"
            type="password"
            required
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            className={inputClass}
          />
        </label>
        <button type="submit" disabled={submitting} className={buttonClass}>
          {text.confirm}
        </button>
      </Form>
      {loaderData.passkey && (
        <Form method="post" className="rounded-lg bg-white p-5 shadow-sm">
          <input type="hidden" name="intent" value="passkey" />
          <input type="hidden" name="returnTo" value={loaderData.returnTo} />
          <PasskeyButton
            optionsUrl="/dashboard/passkey-options"
            ceremony="authenticate"
            label={text.usePasskey}
            failedText={text.passkeyFailed}
            className={buttonClass}
          />
        </Form>
      )}
      <Link to="/dashboard" className="inline-block text-sm text-brand-700 underline underline-offset-4">
        {text.cancel}
      </Link>
    </section>
  );
}
