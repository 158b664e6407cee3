import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { TextField } from "~/components/admin/form-field";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";
import { PasskeyButton } from "~/components/passkey-button";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { formatDateTime } from "~/modules/dates";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { addPasskey, listPasskeys, removePasskey, webAuthnSite } from "~/modules/auth/passkeys.server";
import { replaceRecoveryCodes } from "~/modules/auth/recovery-codes.server";
import { PASSKEY_NAME_MAX_LENGTH, RECOVERY_CODE_COUNT } from "~/modules/auth/second-factor-rules";
import {
  dropRecoveryCodesWithoutFactor,
  hasSecondFactor,
  listAccountsWithFactors,
  readSecondFactors,
  readSignInPolicy,
  recoveryCodesForNewFactor,
  resetSecondFactor,
  writeSignInPolicy,
} from "~/modules/auth/second-factor.server";
import {
  acceptTotpCode,
  readAuthenticatorApp,
  removeAuthenticatorApp,
  startTotpEnrolment,
  totpEnrolment,
} from "~/modules/auth/totp.server";
import { hasPermission } from "~/modules/auth/permissions";
import { dashboardMessages, requireAdmin, requirePermission, requireRecentSignIn } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import type { AdminMessages } from "~/i18n/en";
import type { Route } from "./+types/second-factor";

/** The page shows a pending authenticator secret, so it too asks for a recent sign-in (decision 053). */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await requireRecentSignIn({ context, request, url });
  const { db, config } = context.services;
  const [passkeys, app, factors, policy, accounts] = await Promise.all([
    listPasskeys(db, user.id),
    readAuthenticatorApp(db, user.id),
    readSecondFactors(db, user.id),
    readSignInPolicy(db),
    // Every account's own page; the sign-in rule is the settings' and other accounts' factors the accounts' (decision 054).
    hasPermission(user, "accounts") ? listAccountsWithFactors(db) : [],
  ]);
  const when = (moment: Date) => formatDateTime(moment, config.SITE_TIME_ZONE);
  return {
    required: policy.requireSecondFactor && !hasSecondFactor(factors),
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      created: when(passkey.createdAt),
      lastUsed: passkey.lastUsedAt ? when(passkey.lastUsedAt) : null,
    })),
    app:
      app.state === "pending"
        ? { state: app.state, ...(await totpEnrolment(app.secret, user.email, new URL(siteUrl(context)).hostname)) }
        : app.state === "confirmed"
          ? { state: app.state, since: when(app.since) }
          : { state: app.state },
    recoveryCodesLeft: factors.recoveryCodesLeft,
    hasFactor: hasSecondFactor(factors),
    requireForEveryone: policy.requireSecondFactor,
    mayChangePolicy: hasPermission(user, "settings"),
    others: accounts.filter((account) => account.id !== user.id),
  };
}

/** The forms with fields, in the person's language: checked in the browser as they type and again on the server. */
const formsIn = (text: AdminMessages["secondFactor"]) =>
  ({
    "add-passkey": z.object({
      intent: z.literal("add-passkey"),
      name: z
        .string(text.passkeys.nameRequired)
        .trim()
        .min(1, text.passkeys.nameRequired)
        .max(PASSKEY_NAME_MAX_LENGTH, text.passkeys.nameTooLong(PASSKEY_NAME_MAX_LENGTH)),
      passkeyToken: z.string().max(200).optional(),
      passkeyResponse: z.string().max(32_768).optional(),
    }),
    "confirm-app": z.object({
      intent: z.literal("confirm-app"),
      code: z.string(text.app.codeInvalid).regex(/^\s*\d{3}\s?\d{3}\s*$/, text.app.codeInvalid),
    }),
  }) as const;

const buttonForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove-passkey"), id: z.string().min(1).max(1024) }),
  z.object({ intent: z.literal("start-app") }),
  z.object({ intent: z.literal("remove-app") }),
  z.object({ intent: z.literal("regenerate-codes") }),
  z.object({ intent: z.literal("save-policy"), requireSecondFactor: z.literal("on").optional() }),
  z.object({ intent: z.literal("reset-other"), userId: z.uuid() }),
]);

type FormIntent = keyof ReturnType<typeof formsIn>;
/** An answer: a line for the page, Conform's result for a form with fields, and new recovery codes to show once. */
type Answer = { notice?: string; error?: string; intent?: FormIntent; result?: SubmissionResult<string[]>; codes?: string[] };

export async function action({ context, request, url }: Route.ActionArgs) {
  await requireAdmin(context);
  // Every change here is a change of how the account signs in: only shortly after proving who one is.
  const user = await requireRecentSignIn({ context, request, url });
  const { db } = context.services;
  const formData = await readFormData(request, 48 * 1024);
  const intent = formData.get("intent");
  const answer = (body: Answer, status = 200) => data<Answer>(body, { status });

  const messages = dashboardMessages(context);
  const text = messages.admin.secondFactor;
  if (intent === "add-passkey" || intent === "confirm-app") {
    const submission = parseWithZod(formData, { schema: formsIn(text)[intent] });
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    const value = submission.value;
    if (value.intent === "add-passkey") {
      const added = await addPasskey(
        db,
        user,
        { token: value.passkeyToken ?? "", response: value.passkeyResponse ?? "", name: value.name },
        webAuthnSite(siteUrl(context)),
      );
      if (added !== "added") return answer({ intent, result: submission.reply(), error: text.passkeys.addFailed }, 400);
      await recordAct(context, {
        action: "second-factor-added",
        subject: `account:${user.email}`,
        detail: { factor: "passkey", name: value.name },
      });
      const codes = await recoveryCodesForNewFactor(db, user.id);
      return answer({ intent, result: submission.reply({ resetForm: true }), notice: text.passkeys.added, codes: codes ?? undefined });
    }
    if (!(await acceptTotpCode(db, user.id, value.code, new Date(), { confirming: true }))) {
      return answer({ intent, result: submission.reply({ fieldErrors: { code: [text.app.wrongCode] } }) }, 400);
    }
    await recordAct(context, { action: "second-factor-added", subject: `account:${user.email}`, detail: { factor: "authenticator-app" } });
    const codes = await recoveryCodesForNewFactor(db, user.id);
    return answer({ intent, result: submission.reply({ resetForm: true }), notice: text.app.confirmed, codes: codes ?? undefined });
  }

  const form = buttonForms.safeParse(Object.fromEntries(formData));
  if (!form.success) throw data({ error: messages.errors.badRequest }, { status: 400 });
  switch (form.data.intent) {
    case "remove-passkey":
      if (await removePasskey(db, user.id, form.data.id))
        await recordAct(context, { action: "second-factor-removed", subject: `account:${user.email}`, detail: { factor: "passkey" } });
      await dropRecoveryCodesWithoutFactor(db, user.id);
      return answer({ notice: text.passkeys.removed });
    case "start-app":
      await startTotpEnrolment(db, user.id);
      return answer({});
    case "remove-app":
      await removeAuthenticatorApp(db, user.id);
      await recordAct(context, {
        action: "second-factor-removed",
        subject: `account:${user.email}`,
        detail: { factor: "authenticator-app" },
      });
      await dropRecoveryCodesWithoutFactor(db, user.id);
      return answer({ notice: text.app.removed });
    case "regenerate-codes": {
      if (!hasSecondFactor(await readSecondFactors(db, user.id))) return answer({ error: text.recovery.none }, 409);
      const codes = await replaceRecoveryCodes(db, user.id);
      await recordAct(context, { action: "recovery-codes-renewed", subject: `account:${user.email}` });
      return answer({ codes });
    }
    case "save-policy": {
      await requirePermission(context, "settings");
      const requireSecondFactor = form.data.requireSecondFactor === "on";
      if (requireSecondFactor && !hasSecondFactor(await readSecondFactors(db, user.id)))
        return answer({ error: text.policy.needOwnFactor }, 409);
      await writeSignInPolicy(db, { requireSecondFactor });
      return answer({ notice: text.policy.saved });
    }
    case "reset-other": {
      await requirePermission(context, "accounts");
      const { userId } = form.data;
      const target = (await listAccountsWithFactors(db)).find((account) => account.id === userId && account.id !== user.id);
      if (!target) throw data({ error: messages.errors.badRequest }, { status: 404 });
      await resetSecondFactor(db, target.id);
      return answer({ notice: text.others.resetDone(target.email) });
    }
  }
}

const primaryClass = "rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900 disabled:opacity-60";
const secondaryClass = "rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100";
const cardClass = "space-y-3 rounded-lg bg-white p-5 shadow-sm";

function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = useDashboardMessages().secondFactor;
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-medium text-amber-900">{text.recovery.shownOnce}</p>
      <ul aria-label={text.recovery.listLabel} className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().secondFactor;
  const forms = formsIn(text);
  const submitting = useNavigation().state === "submitting";
  const lastResult = (intent: FormIntent) => (actionData?.intent === intent ? actionData.result : undefined);
  const [passkeyForm, passkeyFields] = useDashboardForm(forms["add-passkey"], { id: "add-passkey", lastResult: lastResult("add-passkey") });
  const [appForm, appFields] = useDashboardForm(forms["confirm-app"], { id: "confirm-app", lastResult: lastResult("confirm-app") });
  const { app } = loaderData;
  return (
    <section className="max-w-2xl space-y-6" aria-labelledby="second-factor-heading">
      <h1 id="second-factor-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-700">{text.intro}</p>
      {loaderData.required && <Alert tone="warning">{text.required}</Alert>}
      {actionData?.notice && <Alert tone="success">{actionData.notice}</Alert>}
      {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}
      {actionData?.codes && <RecoveryCodes codes={actionData.codes} />}

      <div className={cardClass}>
        <h2 className="font-semibold">{text.passkeys.heading}</h2>
        <p className="text-sm text-stone-600">{text.passkeys.intro}</p>
        {loaderData.passkeys.length === 0 ? (
          <p className="text-sm text-stone-600">{text.passkeys.none}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {loaderData.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <strong>{passkey.name}</strong>{" "}
                  <span className="text-sm text-stone-600">
                    {text.passkeys.created(passkey.created)},{" "}
                    {passkey.lastUsed ? text.passkeys.lastUsed(passkey.lastUsed) : text.passkeys.neverUsed}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <button type="submit" className={secondaryClass}>
                    {text.passkeys.remove(passkey.name)}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" {...getFormProps(passkeyForm)} className="space-y-3">
          <input type="hidden" name="intent" value="add-passkey" />
          <TextField field={passkeyFields.name} label={text.passkeys.nameLabel} placeholder={text.passkeys.namePlaceholder} />
          <PasskeyButton
            optionsUrl="/dashboard/passkey-options"
            ceremony="register"
            label={text.passkeys.add}
            failedText={text.passkeys.addFailed}
            className={primaryClass}
          />
        </Form>
      </div>

      <div className={cardClass}>
        <h2 className="font-semibold">{text.app.heading}</h2>
        <p className="text-sm text-stone-600">{text.app.intro}</p>
        {app.state === "confirmed" && (
          <>
            <p className="text-sm">{text.app.active(app.since)}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="remove-app" />
              <button type="submit" className={secondaryClass}>
                {text.app.remove}
              </button>
            </Form>
          </>
        )}
        {app.state === "none" && (
          <Form method="post">
            <p className="mb-3 text-sm text-stone-600">{text.app.none}</p>
            <input type="hidden" name="intent" value="start-app" />
            <button type="submit" disabled={submitting} className={primaryClass}>
              {text.app.start}
            </button>
          </Form>
        )}
        {app.state === "pending" && (
          <>
            <p className="text-sm">{text.app.scan}</p>
            <img src={app.qrCode} alt={text.app.qrLabel} width={200} height={200} className="border border-stone-200" />
            <p className="text-sm">
              {text.app.secretLabel}:{" "}
              <code className="font-mono break-all select-all" data-testid="totp-secret">
                {app.secret}
              </code>
            </p>
            <Form method="post" {...getFormProps(appForm)} className="space-y-3">
              <input type="hidden" name="intent" value="confirm-app" />
              <TextField
                field={appFields.code}
                label={text.app.codeLabel}
                inputProps={{ autoComplete: "one-time-code", inputMode: "numeric" }}
              />
              <button type="submit" disabled={submitting} className={primaryClass}>
                {text.app.confirm}
              </button>
            </Form>
          </>
        )}
      </div>

      <div className={cardClass}>
        <h2 className="font-semibold">{text.recovery.heading}</h2>
        <p className="text-sm text-stone-600">{text.recovery.intro}</p>
        {loaderData.hasFactor ? (
          <Form method="post" className="space-y-3">
            <p className="text-sm">{text.recovery.left(loaderData.recoveryCodesLeft, RECOVERY_CODE_COUNT)}</p>
            <input type="hidden" name="intent" value="regenerate-codes" />
            <button type="submit" className={secondaryClass}>
              {text.recovery.regenerate}
            </button>
          </Form>
        ) : (
          <p className="text-sm text-stone-600">{text.recovery.none}</p>
        )}
      </div>

      {loaderData.mayChangePolicy && (
        <Form method="post" className={cardClass}>
          <h2 className="font-semibold">{text.policy.heading}</h2>
          <input type="hidden" name="intent" value="save-policy" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="requireSecondFactor" defaultChecked={loaderData.requireForEveryone} />
            {text.policy.label}
          </label>
          <p className="text-sm text-stone-600">{text.policy.hint}</p>
          <button type="submit" className={secondaryClass}>
            {text.policy.save}
          </button>
        </Form>
      )}

      {loaderData.others.length > 0 && (
        <div className={cardClass}>
          <h2 className="font-semibold">{text.others.heading}</h2>
          <p className="text-sm text-stone-600">{text.others.intro}</p>
          <ul className="divide-y divide-stone-200">
            {loaderData.others.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {account.email}{" "}
                  <span className="text-sm text-stone-600">({account.hasSecondFactor ? text.others.hasFactor : text.others.noFactor})</span>
                </span>
                {account.hasSecondFactor && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="reset-other" />
                    <input type="hidden" name="userId" value={account.id} />
                    <button type="submit" className={secondaryClass}>
                      {text.others.reset(account.email)}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
