import { data, Form, Link } from "react-router";
import { Alert } from "~/components/alert";
import { AuthShell } from "~/components/auth-shell";
import { useMessages } from "~/i18n/use-language";
import { confirmEmailChange, confirmEmailVerification } from "~/modules/auth/account-mail.server";
import { isTokenUsable } from "~/modules/account-links/tokens.server";
import { fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import type { Route } from "./+types/confirm-email";

/** "/verify-email/…" confirms the current address; "/confirm-email/…" a new one. */
const purposeOf = (request: Request) =>
  new URL(request.url).pathname.startsWith("/verify-email/") ? ("email-verification" as const) : ("email-change" as const);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // Opening the link changes nothing (mail scanners open links too); the button below does.
  return { slides: fixedHeroSlides(), usable: await isTokenUsable(context.services.db, params.token, purposeOf(request)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const purpose = purposeOf(request);
  const confirm = purpose === "email-verification" ? confirmEmailVerification : confirmEmailChange;
  const done = await confirm(context.services.db, params.token);
  return data({ done, purpose }, { status: done ? 200 : 410 });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <AuthShell slides={loaderData.slides} title={messages.auth.confirmTitle}>
      <title>{messages.auth.confirmTitle}</title>
      <meta name="robots" content="noindex" />
      {actionData?.done ? (
        <>
          <Alert tone="success">
            {actionData.purpose === "email-verification" ? messages.auth.emailVerified : messages.auth.emailChanged}
          </Alert>
          <Link to="/dashboard/account" className="text-sm text-brand-700 underline">
            {messages.auth.toDashboard}
          </Link>
        </>
      ) : loaderData.usable && !actionData ? (
        <Form method="post">
          <button type="submit" className="w-full rounded bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900">
            {messages.auth.confirmButton}
          </button>
        </Form>
      ) : (
        <Alert tone="error">{messages.auth.linkInvalid}</Alert>
      )}
    </AuthShell>
  );
}
