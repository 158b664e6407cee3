import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { AuthShell, inputClass } from "~/components/auth-shell";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";
import type { DashboardLanguage, Role } from "~/database/roles";
import { messagesFor } from "~/i18n/catalogs";
import { languageEntry } from "~/i18n/languages";
import { acceptInvitation, readInvitation } from "~/modules/auth/invitations.server";
import { newPasswordSchema } from "~/modules/auth/password-form";
import { sessionCookieHeader } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/http/request-body.server";
import { fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import type { Route } from "./+types/accept-invitation";

const NAME_MAX_LENGTH = 100;

/** The name and the password rules of the reset page, in the invitation's language; checked in the browser and here. */
function acceptSchema(language: DashboardLanguage) {
  const messages = messagesFor(language);
  const text = messages.admin.team;
  return z
    .object({
      name: z
        .string(text.accept.nameRequired)
        .trim()
        .min(1, text.accept.nameRequired)
        .max(NAME_MAX_LENGTH, text.invite.nameTooLong(NAME_MAX_LENGTH)),
    })
    .and(newPasswordSchema(messages.auth));
}

export async function loader({ context, params }: Route.LoaderArgs) {
  // Opening the link changes nothing (mail scanners open links too); the form below does.
  return { slides: fixedHeroSlides(), invitation: await readInvitation(context.services.db, params.token) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db } = context.services;
  const invitation = await readInvitation(db, params.token);
  if (invitation.state !== "usable") return data({ refused: invitation.state }, { status: 410 });
  const formData = await readFormData(request, 4096);
  const submission = parseWithZod(formData, { schema: acceptSchema(invitation.language) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmation"] }) }, { status: 400 });
  }
  const accepted = await acceptInvitation(
    db,
    params.token,
    { name: submission.value.name, password: submission.value.password },
    { ipAddress: context.clientIp, userAgent: request.headers.get("user-agent") ?? "" },
  );
  if (!accepted.ok) return data({ refused: accepted.reason }, { status: accepted.reason === "has-account" ? 409 : 410 });
  // The dashboard sends an account without a second factor to add one when the owner requires it (decision 053).
  return redirect("/dashboard", { headers: { "Set-Cookie": await sessionCookieHeader(request, accepted.sessionToken) } });
}

/** Why a link cannot be used, in English and in Chinese: nothing tells which of the two the person reads. */
function Refused({ reason }: { reason: "used" | "expired" | "unknown" | "has-account" }) {
  const key = reason === "has-account" ? "hasAccount" : reason;
  return (
    <>
      <Alert tone="error">
        <p lang="en">{messagesFor("en").admin.team.accept[key]}</p>
        <p lang="zh-CN" className="mt-1">
          {messagesFor("zh").admin.team.accept[key]}
        </p>
      </Alert>
      <Link to="/login" className="text-sm text-brand-700 underline">
        {messagesFor("en").admin.team.accept.toLogin} / {messagesFor("zh").admin.team.accept.toLogin}
      </Link>
    </>
  );
}

function Field({
  field,
  label,
  type,
  autoComplete,
}: {
  field: FieldMetadata<string>;
  label: string;
  type: "text" | "password";
  autoComplete: string;
}) {
  return (
    <div>
      <label className="block text-sm font-medium" htmlFor={field.id}>
        {label} *
      </label>
      <input {...getInputProps(field, { type })} autoComplete={autoComplete} className={inputClass} />
      <p id={field.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
        {field.errors?.join(" ")}
      </p>
    </div>
  );
}

function AcceptForm({
  invitation,
  lastResult,
}: {
  invitation: { email: string; name: string; role: Role; language: DashboardLanguage };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const messages = messagesFor(invitation.language);
  const text = messages.admin.team.accept;
  const [form, fields] = useDashboardForm<ReturnType<typeof acceptSchema>>(acceptSchema(invitation.language), {
    id: "accept-invitation",
    lastResult,
    defaultValue: { name: invitation.name },
  });
  return (
    <div lang={languageEntry(invitation.language).tag} className="space-y-4">
      <p className="text-sm text-stone-700">{text.intro(invitation.email, messages.admin.team.roles[invitation.role])}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Field field={fields.name} label={text.name} type="text" autoComplete="name" />
        <Field field={fields.password} label={messages.auth.newPasswordLabel} type="password" autoComplete="new-password" />
        <Field field={fields.confirmation} label={messages.auth.confirmPasswordLabel} type="password" autoComplete="new-password" />
        <button type="submit" className="w-full rounded bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900">
          {text.submit}
        </button>
      </Form>
    </div>
  );
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  const language = invitation.state === "usable" ? invitation.language : "en";
  const title = messagesFor(language).admin.team.accept.title;
  const refused = actionData && "refused" in actionData ? actionData.refused : invitation.state === "usable" ? null : invitation.state;
  return (
    <AuthShell slides={loaderData.slides} title={title}>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      {refused === null && invitation.state === "usable" ? (
        <AcceptForm invitation={invitation} lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
      ) : (
        <Refused reason={refused ?? "unknown"} />
      )}
    </AuthShell>
  );
}
