import { data, Form } from "react-router";
import { z } from "zod";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/language";
import { requestEmailChange, sendEmailVerification } from "~/modules/auth/account-mail.server";
import { authenticate, setPassword } from "~/modules/auth/accounts.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { newPasswordSchema } from "~/modules/auth/password-form";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/auth/password-rules";
import { destroyOtherSessions } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import type { Route } from "./+types/account";

const messages = messagesFor("zh");
const text = messages.admin.account;

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireAdmin(context);
  return { email: user.email, verified: user.emailVerified };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send-verification") }),
  z.object({ intent: z.literal("change-email"), newEmail: z.string().trim().max(254).pipe(z.email(text.emailInvalid)), currentPassword: z.string().max(PASSWORD_MAX_LENGTH) }),
  z.object({
    intent: z.literal("change-password"),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    password: z.string().max(PASSWORD_MAX_LENGTH),
    confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  }),
]);

type Outcome = { tone: "success" | "error"; message: string };
const answer = (outcome: Outcome, status = outcome.tone === "success" ? 200 : 400) => data(outcome, { status });

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireAdmin(context);
  const { db } = context.services;
  const parsed = actionSchema.safeParse(Object.fromEntries(await readFormData(request, 4096)));
  if (!parsed.success) return answer({ tone: "error", message: parsed.error.issues[0]!.message });
  const input = parsed.data;

  if (input.intent === "send-verification") {
    if (user.emailVerified) return answer({ tone: "success", message: text.alreadyVerified });
    await sendEmailVerification(db, user, siteUrl(context));
    context.services.deliverMailSoon();
    return answer({ tone: "success", message: text.verificationSent });
  }

  if (input.intent === "change-email") {
    const result = await requestEmailChange(db, user, input.newEmail, input.currentPassword, siteUrl(context));
    if (result === "wrong-password") return answer({ tone: "error", message: text.wrongPassword }, 403);
    if (result === "taken") return answer({ tone: "error", message: text.emailTaken }, 409);
    context.services.deliverMailSoon();
    return answer({ tone: "success", message: text.changeEmailSent(input.newEmail) });
  }

  const passwords = newPasswordSchema(messages.auth).safeParse({ password: input.password, confirmation: input.confirmation });
  if (!passwords.success) return answer({ tone: "error", message: passwords.error.issues[0]!.message });
  if (!(await authenticate(db, user.email, input.currentPassword))) return answer({ tone: "error", message: text.wrongPassword }, 403);
  await setPassword(db, user.id, passwords.data.password);
  await destroyOtherSessions(db, user.id, user.sessionId);
  return answer({ tone: "success", message: text.passwordChanged });
}


export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const button = "rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900";
  const label = "block text-sm font-medium";
  return (
    <section className="space-y-6" aria-labelledby="account-heading">
      <h1 id="account-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      {actionData && (
        <p
          role={actionData.tone === "error" ? "alert" : "status"}
          className={`rounded px-3 py-2 text-sm ${actionData.tone === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}
        >
          {actionData.message}
        </p>
      )}
      <div className="rounded-lg bg-white p-5 shadow-sm">
        <p>
          {text.email}: <strong>{loaderData.email}</strong>{" "}
          <span className={loaderData.verified ? "text-green-700" : "text-amber-700"}>({loaderData.verified ? text.verified : text.notVerified})</span>
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="send-verification" />
          <button type="submit" className={button}>
            {text.sendVerification}
          </button>
        </Form>
      </div>
      <Form method="post" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <h2 className="font-semibold">{text.changeEmailHeading}</h2>
        <input type="hidden" name="intent" value="change-email" />
        <label className={label}>
          {text.newEmail}
          <input name="newEmail" type="email" required maxLength={254} autoComplete="email" className={inputClass} />
        </label>
        <label className={label}>
          {text.currentPassword}
          <input name="currentPassword" type="password" required maxLength={PASSWORD_MAX_LENGTH} autoComplete="current-password" className={inputClass} />
        </label>
        <button type="submit" className={button}>
          {text.changeEmail}
        </button>
      </Form>
      <Form method="post" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <h2 className="font-semibold">{text.changePasswordHeading}</h2>
        <input type="hidden" name="intent" value="change-password" />
        <label className={label}>
          {text.currentPassword}
          <input name="currentPassword" type="password" required maxLength={PASSWORD_MAX_LENGTH} autoComplete="current-password" className={inputClass} />
        </label>
        <label className={label}>
          {text.newPassword}
          <input name="password" type="password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" className={inputClass} />
        </label>
        <label className={label}>
          {text.confirmPassword}
          <input name="confirmation" type="password" required maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" className={inputClass} />
        </label>
        <button type="submit" className={button}>
          {text.changePassword}
        </button>
      </Form>
    </section>
  );
}
