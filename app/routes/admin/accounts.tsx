import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { buttonClass } from "~/components/admin/button-class";
import { ChoiceField, TextField } from "~/components/admin/form-field";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";
import { DASHBOARD_LANGUAGES, ROLES, type DashboardLanguage, type Role } from "~/database/roles";
import { messagesFor } from "~/i18n/catalogs";
import { defaultLanguage, languageNameIn, languageNamesIn, languages, type Language } from "~/i18n/languages";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { formatDateTime } from "~/modules/dates";
import { findUserById } from "~/modules/auth/accounts.server";
import { cancelInvitation, inviteTeamMember, listPendingInvitations, resendInvitation } from "~/modules/auth/invitations.server";
import {
  changeRole,
  endSessionsOf,
  listTeamAccounts,
  removeAccount,
  resetSecondFactorOf,
  setAccountDisabled,
  type AccountChange,
} from "~/modules/auth/team-accounts.server";
import { readFormData } from "~/modules/http/request-body.server";
import { requireAdmin, requirePermission, requireRecentSignIn } from "~/routes/guards.server";
import type { Route } from "./+types/accounts";

type TeamText = ReturnType<typeof messagesFor>["admin"]["team"];

/** Each dashboard language by its own name, as the person invited reads it. */
const ownLanguageNames = Object.fromEntries(DASHBOARD_LANGUAGES.map((language) => [language, languageNameIn(language, language)]));

/** The languages a translator may be given: English is the one every text is written in first. */
const TRANSLATABLE = languages.filter((language) => language !== defaultLanguage) as [Language, ...Language[]];
const NAME_MAX_LENGTH = 100;

/** The invitation form, checked in the browser as the owner types and again here, in the owner's dashboard language. */
function inviteSchema(text: TeamText) {
  return z
    .object({
      intent: z.literal("invite"),
      email: z.string(text.invite.emailInvalid).trim().max(254, text.invite.emailInvalid).pipe(z.email(text.invite.emailInvalid)),
      name: z.string().trim().max(NAME_MAX_LENGTH, text.invite.nameTooLong(NAME_MAX_LENGTH)).optional(),
      role: z.enum(ROLES),
      languages: z.array(z.enum(TRANSLATABLE)).optional(),
      dashboardLanguage: z.enum(DASHBOARD_LANGUAGES),
    })
    .refine((form) => form.role !== "translator" || (form.languages?.length ?? 0) > 0, {
      message: text.invite.languagesRequired,
      path: ["languages"],
    });
}

/** The list's buttons: each names the account or invitation it acts on. */
const buttonForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("change-role"), userId: z.uuid(), role: z.enum(ROLES), languages: z.array(z.enum(TRANSLATABLE)) }),
  z.object({ intent: z.literal("disable"), userId: z.uuid() }),
  z.object({ intent: z.literal("enable"), userId: z.uuid() }),
  z.object({ intent: z.literal("end-sessions"), userId: z.uuid() }),
  z.object({ intent: z.literal("reset-second-factor"), userId: z.uuid() }),
  z.object({ intent: z.literal("remove"), userId: z.uuid() }),
  z.object({ intent: z.literal("resend"), invitationId: z.uuid() }),
  z.object({ intent: z.literal("cancel"), invitationId: z.uuid() }),
]);

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requirePermission(context, "accounts");
  const { db, config } = context.services;
  const [accounts, pending] = await Promise.all([listTeamAccounts(db), listPendingInvitations(db)]);
  const when = (moment: Date | null) => (moment ? formatDateTime(moment, config.SITE_TIME_ZONE) : null);
  return {
    self: user.id,
    language: user.dashboardLanguage,
    accounts: accounts.map((account) => ({ ...account, lastSignInAt: when(account.lastSignInAt), disabledAt: when(account.disabledAt) })),
    pending: pending.map((invitation) => ({ ...invitation, createdAt: when(invitation.createdAt), expiresAt: when(invitation.expiresAt) })),
  };
}

/** An answer: a line for the page, and the invitation form's result for its fields. */
type Answer = { notice?: string; error?: string; result?: SubmissionResult<string[]> };

export async function action({ context, request, url }: Route.ActionArgs) {
  await requireAdmin(context);
  await requirePermission(context, "accounts");
  // Every change here changes who may sign in and what they may do: only shortly after proving who one is (decision 053).
  const user = await requireRecentSignIn({ context, request, url });
  const { db } = context.services;
  const text = messagesFor(user.dashboardLanguage).admin.team;
  const formData = await readFormData(request, 8192);
  const answer = (body: Answer, status = 200) => data<Answer>(body, { status });

  if (formData.get("intent") === "invite") {
    const submission = parseWithZod(formData, { schema: inviteSchema(text) });
    if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
    const { email, name = "", role, languages: chosen = [], dashboardLanguage } = submission.value;
    const sent = await inviteTeamMember(db, user, { email, name, role, translatorLanguages: chosen, dashboardLanguage }, context.clientIp);
    if (sent === "has-account")
      return answer({ result: submission.reply({ fieldErrors: { email: [text.invite.hasAccount(email)] } }) }, 409);
    context.services.deliverMailSoon();
    const notice = sent === "replaced" ? text.invite.replaced(email) : text.invite.sent(email);
    return answer({ result: submission.reply({ resetForm: true }), notice });
  }

  const form = buttonForms.safeParse({ ...Object.fromEntries(formData), languages: formData.getAll("languages") });
  if (!form.success) throw data({ error: messagesFor(user.dashboardLanguage).errors.badRequest }, { status: 400 });
  const actor = { id: user.id, email: user.email, ipAddress: context.clientIp };

  if (form.data.intent === "resend" || form.data.intent === "cancel") {
    const done =
      form.data.intent === "resend"
        ? await resendInvitation(db, user, form.data.invitationId, context.clientIp)
        : await cancelInvitation(db, user, form.data.invitationId, context.clientIp);
    if (!done) return answer({ error: text.pending.gone }, 404);
    if (form.data.intent === "resend") context.services.deliverMailSoon();
    return answer({ notice: form.data.intent === "resend" ? text.pending.resent(done.email) : text.pending.cancelled(done.email) });
  }

  const { userId } = form.data;
  const target = await findUserById(db, userId);
  if (!target) return answer({ error: text.manage.gone }, 404);
  const done = (change: AccountChange, notice: string) =>
    change === "done"
      ? answer({ notice })
      : answer({ error: change === "last-owner" ? text.manage.lastOwner : text.manage.gone }, change === "last-owner" ? 409 : 404);
  switch (form.data.intent) {
    case "change-role": {
      const { role, languages: chosen } = form.data;
      if (role === "translator" && chosen.length === 0) return answer({ error: text.invite.languagesRequired }, 400);
      return done(await changeRole(db, actor, userId, role, chosen), text.manage.roleSaved(target.email));
    }
    case "disable":
      return done(await setAccountDisabled(db, actor, userId, true), text.manage.disabled(target.email));
    case "enable":
      return done(await setAccountDisabled(db, actor, userId, false), text.manage.enabled(target.email));
    case "end-sessions":
      return done(await endSessionsOf(db, actor, userId), text.manage.sessionsEnded(target.email));
    case "reset-second-factor":
      return done(await resetSecondFactorOf(db, actor, userId), text.manage.secondFactorReset(target.email));
    case "remove":
      return done(await removeAccount(db, actor, userId), text.manage.removed(target.email));
  }
}

const cardClass = "space-y-3 rounded-lg bg-white p-5 shadow-sm";
const primaryClass = "rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900";

/** A role's name with what it may do, for the choices of a form. */
const roleLabels = (text: TeamText) =>
  Object.fromEntries(ROLES.map((role) => [role, `${text.roles[role]} (${text.roleHints[role]})`])) as Record<Role, string>;

type Account = Route.ComponentProps["loaderData"]["accounts"][number];

/** One form with one button: the account (or invitation) it acts on travels in a hidden field. */
function ButtonForm({
  intent,
  name,
  value,
  label,
  ariaLabel,
  danger,
}: {
  intent: string;
  name: "userId" | "invitationId";
  value: string;
  label: string;
  ariaLabel?: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <button
        type="submit"
        aria-label={ariaLabel}
        className={danger ? "rounded bg-red-700 px-3 py-1.5 text-sm text-white hover:bg-red-800" : buttonClass}
      >
        {label}
      </button>
    </Form>
  );
}

/** What the owner may change of one account, folded away until asked for, so the list stays readable; works without JavaScript. */
function AccountChanges({ account, language }: { account: Account; language: DashboardLanguage }) {
  const text = useDashboardMessages().team;
  const names = languageNamesIn(language);
  return (
    <details>
      <summary className="cursor-pointer text-sm text-brand-700 underline-offset-4 hover:underline">{text.list.actions}</summary>
      <div className="mt-2 w-72 space-y-3 rounded border border-stone-200 bg-stone-50 p-3">
        <Form method="post" preventScrollReset className="space-y-2">
          <input type="hidden" name="intent" value="change-role" />
          <input type="hidden" name="userId" value={account.id} />
          <label className="block text-sm font-medium">
            {text.manage.roleFor(account.email)}
            <select name="role" defaultValue={account.role} className="mt-1 block w-full rounded border border-stone-300 px-2 py-1.5">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {text.roles[role]}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend className="text-sm font-medium">{text.manage.languagesFor(account.email)}</legend>
            <p className="text-xs text-stone-500">{text.invite.languagesHint}</p>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {TRANSLATABLE.map((choice) => (
                <label key={choice} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    name="languages"
                    value={choice}
                    defaultChecked={account.translatorLanguages.includes(choice)}
                    className="size-4 accent-brand-700"
                  />
                  {names[choice]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonClass}>
            {text.manage.saveRole}
          </button>
        </Form>
        <div className="flex flex-wrap gap-2">
          {account.disabledAt ? (
            <ButtonForm intent="enable" name="userId" value={account.id} label={text.manage.enable} />
          ) : (
            <ButtonForm intent="disable" name="userId" value={account.id} label={text.manage.disable} />
          )}
          <ButtonForm intent="end-sessions" name="userId" value={account.id} label={text.manage.endSessions} />
          {account.hasSecondFactor && (
            <ButtonForm intent="reset-second-factor" name="userId" value={account.id} label={text.manage.resetSecondFactor} />
          )}
        </div>
        <details>
          <summary className="inline-block cursor-pointer list-none rounded border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
            {text.manage.remove}
          </summary>
          <div className="mt-2 space-y-2 rounded border border-red-200 bg-red-50 p-3 text-sm">
            <p>{text.manage.removeQuestion(account.email)}</p>
            <ButtonForm intent="remove" name="userId" value={account.id} label={text.manage.confirmRemove} danger />
          </div>
        </details>
      </div>
    </details>
  );
}

function InviteForm({ answer, language }: { answer: Answer | undefined; language: DashboardLanguage }) {
  const text = useDashboardMessages().team;
  const [form, fields] = useDashboardForm<ReturnType<typeof inviteSchema>>(inviteSchema(text), {
    id: "invite",
    lastResult: answer?.result,
    defaultValue: { role: "editor", dashboardLanguage: language },
  });
  return (
    <Form method="post" {...getFormProps(form)} className={cardClass}>
      <h2 className="font-semibold">{text.invite.heading}</h2>
      <p className="text-sm text-stone-600">{text.invite.intro}</p>
      <input type="hidden" name="intent" value="invite" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={fields.email} label={text.invite.email} type="email" inputMode="email" />
        <TextField field={fields.name} label={text.invite.name} />
      </div>
      <ChoiceField field={fields.role} legend={text.invite.role} type="radio" options={ROLES} labels={roleLabels(text)} />
      <ChoiceField
        field={fields.languages}
        legend={`${text.invite.languages} (${text.invite.languagesHint})`}
        type="checkbox"
        options={TRANSLATABLE}
        labels={languageNamesIn(language)}
      />
      <ChoiceField
        field={fields.dashboardLanguage}
        legend={text.invite.dashboardLanguage}
        type="radio"
        options={DASHBOARD_LANGUAGES}
        labels={ownLanguageNames}
      />
      <button type="submit" className={primaryClass}>
        {text.invite.submit}
      </button>
    </Form>
  );
}

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().team;
  const { language } = loaderData;
  const names = languageNamesIn(language);
  return (
    <section className="space-y-6" aria-labelledby="accounts-heading">
      <h1 id="accounts-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-700">{text.intro}</p>
      {actionData?.notice && <Alert tone="success">{actionData.notice}</Alert>}
      {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}

      <div className={cardClass}>
        <h2 className="font-semibold">{text.list.heading}</h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <thead className="border-b border-stone-200 whitespace-nowrap text-stone-600">
              <tr>
                <th className="py-2 pr-3 font-medium">{text.list.name}</th>
                <th className="py-2 pr-3 font-medium">{text.list.email}</th>
                <th className="py-2 pr-3 font-medium">{text.list.role}</th>
                <th className="py-2 pr-3 font-medium">{text.list.languages}</th>
                <th className="py-2 pr-3 font-medium">{text.list.secondFactor}</th>
                <th className="py-2 pr-3 font-medium">{text.list.lastSignIn}</th>
                <th className="py-2 pr-3 font-medium">{text.list.status}</th>
                <th className="py-2 font-medium">{text.list.actions}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {loaderData.accounts.map((account) => (
                <tr key={account.id} data-account={account.email} className="align-top">
                  <td className="py-2 pr-3">
                    {account.name || <span className="text-stone-500">{text.list.noName}</span>}{" "}
                    {account.id === loaderData.self && <span className="text-stone-500">{text.list.you}</span>}
                  </td>
                  <td className="py-2 pr-3">{account.email}</td>
                  <td className="py-2 pr-3">{text.roles[account.role]}</td>
                  <td className="py-2 pr-3">{account.translatorLanguages.map((choice) => names[choice]).join(", ")}</td>
                  <td className="py-2 pr-3">{account.hasSecondFactor ? text.list.yes : text.list.no}</td>
                  <td className="py-2 pr-3">{account.lastSignInAt ?? text.list.never}</td>
                  <td className={`py-2 pr-3 ${account.disabledAt ? "text-red-700" : "text-green-700"}`}>
                    {account.disabledAt ? text.list.disabledSince(account.disabledAt) : text.list.active}
                  </td>
                  <td className="py-2">
                    <AccountChanges account={account} language={language} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <InviteForm answer={actionData} language={language} />

      <div className={cardClass}>
        <h2 className="font-semibold">{text.pending.heading}</h2>
        {loaderData.pending.length === 0 ? (
          <p className="text-sm text-stone-600">{text.pending.none}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {loaderData.pending.map((invitation) => (
              <li
                key={invitation.id}
                data-invitation={invitation.email}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm"
              >
                <span className="min-w-0 grow">
                  <strong className="break-all">{invitation.email}</strong> {invitation.name && `(${invitation.name}) `}
                  <span className="text-stone-600">
                    {text.pending.as(text.roles[invitation.role])}
                    {invitation.translatorLanguages.length > 0 &&
                      `: ${invitation.translatorLanguages.map((choice) => names[choice]).join(", ")}`}
                    {" · "}
                    {invitation.expiresAt ? text.pending.validUntil(invitation.expiresAt) : text.pending.expired}
                  </span>
                </span>
                <ButtonForm
                  intent="resend"
                  name="invitationId"
                  value={invitation.id}
                  label={text.pending.resend}
                  ariaLabel={text.pending.resendFor(invitation.email)}
                />
                <ButtonForm
                  intent="cancel"
                  name="invitationId"
                  value={invitation.id}
                  label={text.pending.cancel}
                  ariaLabel={text.pending.cancelFor(invitation.email)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
