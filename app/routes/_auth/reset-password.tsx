import { data, Form, Link, redirect } from "react-router";
import { Alert } from "~/components/alert";
import { AuthShell, inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/catalogs";
import { useMessages } from "~/i18n/use-language";
import { resetPassword } from "~/modules/auth/account-mail.server";
import { newPasswordSchema } from "~/modules/auth/password-form";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/auth/password-rules";
import { isTokenUsable } from "~/modules/account-links/tokens.server";
import { readFormData } from "~/modules/http/request-body.server";
import { fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import type { Route } from "./+types/reset-password";

export async function loader({ context, params }: Route.LoaderArgs) {
  const usable = await isTokenUsable(context.services.db, params.token, "password-reset");
  return { slides: fixedHeroSlides(), usable };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readFormData(request, 4096);
  const parsed = newPasswordSchema(messagesFor("en").auth).safeParse({
    password: form.get("password"),
    confirmation: form.get("confirmation"),
  });
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  if (!(await resetPassword(context.services.db, params.token, parsed.data.password))) {
    return data({ error: messagesFor("en").auth.linkInvalid }, { status: 410 });
  }
  return redirect("/login?notice=password-changed");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <AuthShell slides={loaderData.slides} title={messages.auth.newPasswordTitle}>
      <title>{messages.auth.newPasswordTitle}</title>
      <meta name="robots" content="noindex" />
      {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}
      {loaderData.usable ? (
        <Form method="post" className="space-y-4">
          <label className="block text-sm font-medium">
            {messages.auth.newPasswordLabel} *
            <input
              name="password"
              type="password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              className={inputClass}
            />
          </label>
          <label className="block text-sm font-medium">
            {messages.auth.confirmPasswordLabel} *
            <input
              name="confirmation"
              type="password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              className={inputClass}
            />
          </label>
          <button type="submit" className="w-full rounded bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900">
            {messages.auth.savePassword}
          </button>
        </Form>
      ) : (
        <>
          <Alert tone="error">{messages.auth.linkInvalid}</Alert>
          <Link to="/forget-password" className="text-sm text-brand-700 underline">
            {messages.auth.resetTitle}
          </Link>
        </>
      )}
    </AuthShell>
  );
}
