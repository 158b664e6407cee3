import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { AuthShell, inputClass } from "~/components/auth-shell";
import { useMessages } from "~/i18n/use-language";
import { requestPasswordReset } from "~/modules/auth/account-mail.server";
import { redirectSignedIn } from "~/routes/guards.server";
import { readFormData } from "~/modules/http/request-body.server";
import { fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import type { Route } from "./+types/forget-password";

const resetRequestSchema = z.object({ email: z.string().trim().max(254).pipe(z.email()) });

export async function loader({ context }: Route.LoaderArgs) {
  await redirectSignedIn(context);
  return { slides: fixedHeroSlides() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, 2048);
  const parsed = resetRequestSchema.safeParse({ email: form.get("email") });
  if (!parsed.success) return data({ failed: true, waitSeconds: null }, { status: 400 });
  const { services } = context;
  // The same answer, after the same work, whether or not the address has an account.
  const result = await requestPasswordReset(services.db, parsed.data.email, context.clientIp, (work) => {
    work().then(services.deliverMailSoon, (error: unknown) =>
      services.log({ level: "error", event: "password-reset.failed", error: String(error) }),
    );
  });
  if (result.status === "throttled") return data({ failed: true, waitSeconds: Math.ceil(result.retryAfterMs / 1000) }, { status: 429 });
  return redirect("/login?notice=reset-requested");
}

export default function ForgetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <AuthShell slides={loaderData.slides} title={messages.auth.resetTitle}>
      <title>{`${messages.auth.resetTitle} | ${messages.auth.heroTitle}`}</title>
      <meta name="robots" content="noindex" />
      {actionData?.failed && (
        <Alert tone="error">
          {actionData.waitSeconds === null ? messages.auth.resetFailed : messages.auth.tooManyAttempts(actionData.waitSeconds)}
        </Alert>
      )}
      <Form method="post" className="space-y-4">
        <label className="block text-sm font-medium">
          {messages.auth.emailLabel} *
          <input name="email" type="email" required autoComplete="email" maxLength={254} className={inputClass} />
        </label>
        <button type="submit" className="w-full rounded bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900">
          {messages.auth.resetButton}
        </button>
      </Form>
      <Link to="/login" className="mt-4 inline-block text-sm text-brand-700 underline-offset-4 hover:underline">
        {messages.auth.backToLogin}
      </Link>
    </AuthShell>
  );
}
