import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/catalogs";
import type { Messages } from "~/i18n/en";
import { useDashboardLanguage } from "~/i18n/use-dashboard-messages";
import { requestEmailChange, sendEmailVerification } from "~/modules/auth/account-mail.server";
import { securityPaths } from "~/modules/http/dashboard-paths";
import { dashboardMessages, requireAdmin, requireRecentSignIn, signedInAdmin } from "~/routes/guards.server";
import { changePassword } from "~/modules/auth/password-change.server";
import { newPasswordSchema } from "~/modules/auth/password-form";
import { PASSWORD_MAX_LENGTH } from "~/modules/auth/password-rules";
import { readFormData } from "~/modules/http/request-body.server";
import type { Route } from "./+types/account";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";
import { DashboardLanguageSection } from "~/components/admin/dashboard-language-section";
import { AccountContactSection } from "~/components/admin/account-contact";
import { CONTACT_INTENT, loadContactSection, saveContactSection } from "./account-contact.server";
import { AccountSessions } from "~/components/admin/account-sessions";
import { formatDateTime } from "~/modules/dates";
import { endOtherSessions, endOwnSession, listOwnSessions } from "~/modules/auth/own-sessions.server";

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInAdmin(context);
  const { db, config } = context.services;
  const sessions = (await listOwnSessions(db, user)).map(({ createdAt, ...session }) => ({
    ...session,
    signedInAt: formatDateTime(createdAt, config.SITE_TIME_ZONE),
  }));
  return { email: user.email, verified: user.emailVerified, sessions, contact: await loadContactSection(context, user) };
}

/** One schema per form, in the person's language, checked in the browser as they type and again here on the server. */
function accountForms(messages: Messages) {
  const text = messages.admin.account;
  const currentPassword = z
    .string(text.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.auth.passwordTooLong(PASSWORD_MAX_LENGTH));
  return {
    "send-verification": z.object({ intent: z.literal("send-verification") }),
    "change-email": z.object({
      intent: z.literal("change-email"),
      newEmail: z.string(text.emailInvalid).trim().max(254, text.emailInvalid).pipe(z.email(text.emailInvalid)),
      currentPassword,
    }),
    "change-password": z.object({ intent: z.literal("change-password"), currentPassword }).and(newPasswordSchema(messages.auth)),
    "end-session": z.object({ intent: z.literal("end-session"), sessionId: z.string().min(1).max(128) }),
    "end-other-sessions": z.object({ intent: z.literal("end-other-sessions") }),
  } as const;
}

const INTENTS = ["send-verification", "change-email", "change-password", "end-session", "end-other-sessions"] as const;
type Intent = (typeof INTENTS)[number];
const intentSchema = z.object({ intent: z.enum(INTENTS) });

/** An answer for one form: Conform's result for its fields, and a line for the whole form. */
type Answer = { intent: Intent; result: SubmissionResult<string[]>; notice?: string };

export async function action({ context, request, url }: Route.ActionArgs) {
  await requireAdmin(context);
  // Changing how the account signs in: only shortly after proving who one is (decision 053).
  const user = await requireRecentSignIn({ context, request, url });
  const { db } = context.services;
  const messages = dashboardMessages(context);
  const text = messages.admin.account;
  const forms = accountForms(messages);
  const formData = await readFormData(request, 4096);
  if (formData.get("intent") === CONTACT_INTENT) return saveContactSection(context, user, formData);
  const intent = intentSchema.safeParse({ intent: formData.get("intent") });
  if (!intent.success) throw data({ error: messages.errors.badRequest }, { status: 400 });
  const answer = (result: SubmissionResult<string[]>, status: number, notice?: string) =>
    data<Answer>({ intent: intent.data.intent, result, notice }, { status });

  if (intent.data.intent === "send-verification") {
    const submission = parseWithZod(formData, { schema: forms["send-verification"] });
    if (user.emailVerified) return answer(submission.reply(), 200, text.alreadyVerified);
    await sendEmailVerification(db, user);
    context.services.deliverMailSoon();
    return answer(submission.reply(), 200, text.verificationSent);
  }

  if (intent.data.intent === "change-email") {
    const submission = parseWithZod(formData, { schema: forms["change-email"] });
    if (submission.status !== "success") return answer(submission.reply({ hideFields: ["currentPassword"] }), 400);
    const { newEmail } = submission.value;
    const result = await requestEmailChange(db, user, newEmail, submission.value.currentPassword, context.clientIp);
    if (result === "wrong-password")
      return answer(submission.reply({ fieldErrors: { currentPassword: [text.wrongPassword] }, hideFields: ["currentPassword"] }), 403);
    if (result === "throttled")
      return answer(submission.reply({ formErrors: [text.tooManyAttempts], hideFields: ["currentPassword"] }), 429, text.tooManyAttempts);
    if (result === "taken")
      return answer(submission.reply({ fieldErrors: { newEmail: [text.emailTaken] }, hideFields: ["currentPassword"] }), 409);
    context.services.deliverMailSoon();
    return answer(submission.reply({ resetForm: true }), 200, text.changeEmailSent(newEmail));
  }

  if (intent.data.intent === "end-session" || intent.data.intent === "end-other-sessions") {
    const submission = parseWithZod(formData, { schema: forms[intent.data.intent] });
    if (submission.status !== "success") throw data({ error: messages.errors.badRequest }, { status: 400 });
    const sessionsText = messages.admin.team.sessions;
    if (submission.value.intent === "end-other-sessions") {
      await endOtherSessions(db, user, context.clientIp);
      return answer(submission.reply(), 200, sessionsText.othersEnded);
    }
    await endOwnSession(db, user, submission.value.sessionId, context.clientIp);
    return answer(submission.reply(), 200, sessionsText.ended);
  }

  const submission = parseWithZod(formData, { schema: forms["change-password"] });
  const secrets = ["currentPassword", "password", "confirmation"];
  if (submission.status !== "success") return answer(submission.reply({ hideFields: secrets }), 400);
  const changed = await changePassword(
    db,
    user,
    { current: submission.value.currentPassword, next: submission.value.password },
    context.clientIp,
  );
  if (changed === "wrong-password")
    return answer(submission.reply({ fieldErrors: { currentPassword: [text.wrongPassword] }, hideFields: secrets }), 403);
  if (changed === "throttled")
    return answer(submission.reply({ formErrors: [text.tooManyAttempts], hideFields: secrets }), 429, text.tooManyAttempts);
  return answer(submission.reply({ resetForm: true }), 200, text.passwordChanged);
}

const buttonClass = "rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900";
const labelClass = "block text-sm font-medium";

/** A labelled input with its errors below it, pointed to by aria-describedby while it is invalid. */
function Field({
  field,
  label,
  type,
  autoComplete,
}: {
  field: FieldMetadata<string>;
  label: string;
  type: "email" | "password";
  autoComplete: string;
}) {
  return (
    <div>
      <label className={labelClass} htmlFor={field.id}>
        {label}
      </label>
      <input {...getInputProps(field, { type })} autoComplete={autoComplete} className={inputClass} />
      <p id={field.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
        {field.errors?.join(" ")}
      </p>
    </div>
  );
}

/** The form-wide line (sent, changed, refused) of the form that was last submitted. */
function FormNotice({ answer, intent }: { answer: Answer | undefined; intent: Intent }) {
  if (answer?.intent !== intent || !answer.notice) return null;
  return <Alert tone={answer.result.status === "error" ? "error" : "success"}>{answer.notice}</Alert>;
}

function useAccountForm(forms: ReturnType<typeof accountForms>, intent: Intent, answer: Answer | undefined) {
  return useDashboardForm(forms[intent], {
    id: intent,
    lastResult: answer?.intent === intent ? answer.result : undefined,
  });
}

export default function Account({ loaderData, actionData: answered }: Route.ComponentProps) {
  const messages = messagesFor(useDashboardLanguage());
  const text = messages.admin.account;
  const forms = accountForms(messages);
  // The contact section reads its own answer; the forms below read theirs.
  const actionData = answered?.intent === "contact-channels" ? undefined : answered;
  const [verification] = useAccountForm(forms, "send-verification", actionData);
  const [emailForm, emailFields] = useAccountForm(forms, "change-email", actionData);
  const [passwordForm, passwordFields] = useAccountForm(forms, "change-password", actionData);
  return (
    <section className="space-y-6" aria-labelledby="account-heading">
      <h1 id="account-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <div className="rounded-lg bg-white p-5 shadow-sm">
        <FormNotice answer={actionData} intent="send-verification" />
        <p>
          {text.email}: <strong>{loaderData.email}</strong>{" "}
          <span className={loaderData.verified ? "text-green-700" : "text-amber-700"}>
            ({loaderData.verified ? text.verified : text.notVerified})
          </span>
        </p>
        <Form method="post" {...getFormProps(verification)} className="mt-3">
          <input type="hidden" name="intent" value="send-verification" />
          <button type="submit" className={buttonClass}>
            {text.sendVerification}
          </button>
        </Form>
      </div>
      <DashboardLanguageSection />
      <AccountSessions
        sessions={loaderData.sessions}
        notice={actionData?.intent === "end-session" || actionData?.intent === "end-other-sessions" ? actionData.notice : undefined}
      />
      <p className="rounded-lg bg-white p-5 shadow-sm">
        <Link to={securityPaths.secondFactor} className="text-brand-700 underline underline-offset-4">
          {messages.admin.secondFactor.accountLink}
        </Link>
      </p>
      <AccountContactSection {...loaderData.contact} answer={answered} />
      <Form method="post" {...getFormProps(emailForm)} className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <h2 className="font-semibold">{text.changeEmailHeading}</h2>
        <FormNotice answer={actionData} intent="change-email" />
        <input type="hidden" name="intent" value="change-email" />
        <Field field={emailFields.newEmail} label={text.newEmail} type="email" autoComplete="email" />
        <Field field={emailFields.currentPassword} label={text.currentPassword} type="password" autoComplete="current-password" />
        <button type="submit" className={buttonClass}>
          {text.changeEmail}
        </button>
      </Form>
      <Form method="post" {...getFormProps(passwordForm)} className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <h2 className="font-semibold">{text.changePasswordHeading}</h2>
        <FormNotice answer={actionData} intent="change-password" />
        <input type="hidden" name="intent" value="change-password" />
        <Field field={passwordFields.currentPassword} label={text.currentPassword} type="password" autoComplete="current-password" />
        <Field field={passwordFields.password} label={text.newPassword} type="password" autoComplete="new-password" />
        <Field field={passwordFields.confirmation} label={text.confirmPassword} type="password" autoComplete="new-password" />
        <button type="submit" className={buttonClass}>
          {text.changePassword}
        </button>
      </Form>
    </section>
  );
}
