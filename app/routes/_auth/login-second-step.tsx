import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { AuthShell, inputClass } from "~/components/auth-shell";
import { PasskeyButton } from "~/components/passkey-button";
import { useMessages } from "~/i18n/use-language";
import { webAuthnSite } from "~/modules/auth/passkeys.server";
import { clearedPendingSignInCookieHeader, readPendingSignInToken, sessionCookieHeader } from "~/modules/auth/session.server";
import { completeSecondStep, secondStepChoices, type SecondStepProof } from "~/modules/auth/sign-in.server";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import { redirectSignedIn } from "~/routes/guards.server";
import type { Route } from "./+types/login-second-step";

async function expired(request: Request) {
  return redirect("/login?notice=sign-in-expired", { headers: { "Set-Cookie": await clearedPendingSignInCookieHeader(request) } });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await redirectSignedIn(context);
  const token = await readPendingSignInToken(request.headers.get("cookie"));
  const choices = token ? await secondStepChoices(context.services.db, token) : null;
  if (!choices) throw await expired(request);
  return { slides: fixedHeroSlides(), choices };
}

const proofSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("code"), code: z.string().max(20) }),
  z.object({ intent: z.literal("recovery-code"), code: z.string().max(40) }),
  z.object({ intent: z.literal("passkey"), passkeyResponse: z.string().max(32_768) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const token = await readPendingSignInToken(request.headers.get("cookie"));
  if (!token) return expired(request);
  const form = proofSchema.safeParse(Object.fromEntries(await readFormData(request, 48 * 1024)));
  if (!form.success) return data({ failed: "wrong" as const, waitSeconds: null }, { status: 400 });
  const proof: SecondStepProof =
    form.data.intent === "passkey"
      ? { kind: "passkey", response: form.data.passkeyResponse }
      : { kind: form.data.intent, code: form.data.code };
  const result = await completeSecondStep(
    context.services.db,
    token,
    proof,
    { ipAddress: context.clientIp, userAgent: request.headers.get("user-agent") ?? "" },
    webAuthnSite(siteUrl(context)),
  );
  if (result.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", await clearedPendingSignInCookieHeader(request));
    headers.append("Set-Cookie", await sessionCookieHeader(request, result.token));
    // As after a password alone, the browser goes to the root path (docs/requirements/public-pages.md#login-page).
    return redirect("/", { headers });
  }
  if (result.reason === "expired") return expired(request);
  if (result.reason === "throttled")
    return data({ failed: "throttled" as const, waitSeconds: Math.ceil(result.retryAfterMs / 1000) }, { status: 429 });
  return data({ failed: proof.kind === "passkey" ? ("passkey" as const) : ("wrong" as const), waitSeconds: null }, { status: 401 });
}

const buttonClass = "w-full rounded bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60";
const secondaryClass =
  "w-full rounded border border-brand-800 px-4 py-2.5 font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60";

export default function LoginSecondStep({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const text = messages.auth.secondStep;
  const submitting = useNavigation().state === "submitting";
  const { choices } = loaderData;
  return (
    <AuthShell slides={loaderData.slides} title={text.title}>
      <title>{`${text.title} | ${messages.auth.heroTitle}`}</title>
      <meta name="robots" content="noindex" />
      {actionData?.failed && (
        <Alert tone="error">
          {actionData.waitSeconds !== null
            ? messages.auth.tooManyAttempts(actionData.waitSeconds)
            : actionData.failed === "passkey"
              ? text.passkeyFailed
              : text.wrong}
        </Alert>
      )}
      <p className="mb-4 text-sm text-stone-700">{text.intro}</p>
      <div className="space-y-4">
        {choices.passkey && (
          <Form method="post">
            <input type="hidden" name="intent" value="passkey" />
            <PasskeyButton
              optionsUrl="/login/passkey-options"
              ceremony="authenticate"
              label={text.usePasskey}
              failedText={text.passkeyFailed}
              className={buttonClass}
            />
          </Form>
        )}
        {choices.code && (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="code" />
            <label className="block text-sm font-medium">
              {text.codeLabel}
              <input
                name="code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                maxLength={7}
                className={inputClass}
              />
            </label>
            <button type="submit" disabled={submitting} className={choices.passkey ? secondaryClass : buttonClass}>
              {text.codeButton}
            </button>
          </Form>
        )}
        <details className="rounded border border-stone-200 p-3">
          <summary className="cursor-pointer text-sm text-brand-700">{text.recoveryHeading}</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="recovery-code" />
            <label className="block text-sm font-medium">
              {text.recoveryLabel}
              <input name="code" required autoComplete="off" autoCapitalize="characters" maxLength={40} className={inputClass} />
            </label>
            <button type="submit" disabled={submitting} className={secondaryClass}>
              {text.recoveryButton}
            </button>
          </Form>
        </details>
      </div>
      <Link to="/login" className="mt-4 inline-block text-sm text-brand-700 underline-offset-4 hover:underline">
        {messages.auth.backToLogin}
      </Link>
    </AuthShell>
  );
}
