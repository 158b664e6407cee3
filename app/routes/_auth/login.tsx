import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { AuthShell, inputClass } from "~/components/auth-shell";
import { useMessages } from "~/i18n/use-language";
import { redirectSignedIn } from "~/routes/guards.server";
import { pendingSignInCookieHeader, sessionCookieHeader } from "~/modules/auth/session.server";
import { CHALLENGE_TTL_MS } from "~/modules/auth/sign-in-challenges.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { readFormData } from "~/modules/http/request-body.server";
import { fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import type { Route } from "./+types/login";

export async function loader({ context, request }: Route.LoaderArgs) {
  await redirectSignedIn(context);
  const notice = new URL(request.url).searchParams.get("notice");
  const notices = ["password-changed", "reset-requested", "sign-in-expired", "session-ended"] as const;
  return { slides: fixedHeroSlides(), notice: notices.find((known) => known === notice) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, 4096);
  const result = await signIn(
    context.services.db,
    { email: form.get("email"), password: form.get("password") },
    { ipAddress: context.clientIp, userAgent: request.headers.get("user-agent") ?? "" },
  );
  if (!result.ok && result.reason === "throttled") {
    return data({ failed: true, waitSeconds: Math.ceil(result.retryAfterMs / 1000) }, { status: 429 });
  }
  if (!result.ok && result.reason === "second-step") {
    return redirect("/login/verify", {
      headers: { "Set-Cookie": await pendingSignInCookieHeader(request, result.pendingToken, CHALLENGE_TTL_MS) },
    });
  }
  if (!result.ok) return data({ failed: true, waitSeconds: null }, { status: 401 });
  // After a successful login the browser goes to the root path (docs/requirements/public-pages.md#login-page).
  return redirect("/", { headers: { "Set-Cookie": await sessionCookieHeader(request, result.token) } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthShell slides={loaderData.slides} title={messages.auth.loginTitle}>
      <title>{`${messages.auth.loginTitle} | ${messages.auth.heroTitle}`}</title>
      <meta name="robots" content="noindex" />
      {actionData?.failed && (
        <Alert tone="error">
          {actionData.waitSeconds === null ? messages.auth.loginFailed : messages.auth.tooManyAttempts(actionData.waitSeconds)}
        </Alert>
      )}
      {loaderData.notice === "sign-in-expired" && <Alert tone="error">{messages.auth.secondStep.expired}</Alert>}
      {loaderData.notice === "session-ended" && <Alert tone="warning">{messages.auth.sessionEnded}</Alert>}
      {(loaderData.notice === "password-changed" || loaderData.notice === "reset-requested") && (
        <Alert tone="success">
          {loaderData.notice === "password-changed" ? messages.auth.passwordChanged : messages.auth.resetRequested}
        </Alert>
      )}
      <Form method="post" className="space-y-4">
        <label className="block text-sm font-medium">
          {messages.auth.emailLabel} *
          <input name="email" type="email" required autoComplete="username" maxLength={254} className={inputClass} />
        </label>
        <label className="block text-sm font-medium">
          {messages.auth.passwordLabel} *
          <input name="password" type="password" required autoComplete="current-password" maxLength={256} className={inputClass} />
        </label>
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {messages.auth.loginButton}
        </button>
      </Form>
      <Link to="/forget-password" className="mt-4 inline-block text-sm text-brand-700 underline-offset-4 hover:underline">
        {messages.auth.forgotPassword}
      </Link>
    </AuthShell>
  );
}
