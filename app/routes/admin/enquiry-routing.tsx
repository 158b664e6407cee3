import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { FieldErrors } from "~/components/admin/form-field";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/catalogs";
import { languageNamesIn, languages } from "~/i18n/languages";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { addRuleSchema, ROUTING_RULES_MAX, ruleChangeSchema } from "~/modules/enquiries/routing";
import {
  addRoutingRule,
  assignableAccounts,
  deleteRoutingRule,
  moveRoutingRule,
  readRoutingRules,
} from "~/modules/enquiries/routing.server";
import { countryChoices, countryName } from "~/modules/geo/country-names";
import { readFormData } from "~/modules/http/request-body.server";
import { requirePermission } from "~/routes/guards.server";
import type { Route } from "./+types/enquiry-routing";

/** The owner's routing rules (docs/decisions/055-enquiry-routing.md): who answers enquiries in which language and country. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requirePermission(context, "settings");
  const { db } = context.services;
  const [rules, accounts] = await Promise.all([readRoutingRules(db), assignableAccounts(db)]);
  // Languages and countries are named in the language the person reads the dashboard in; the countries here, on the
  // server, because the browser's own list of country names may differ from Node's and the page would not hydrate.
  const reader = user.dashboardLanguage;
  return {
    rules: rules.map((rule) => ({ ...rule, countryName: rule.country ? (countryName(rule.country, reader) ?? rule.country) : null })),
    accounts,
    languageNames: languageNamesIn(reader),
    countries: countryChoices(reader),
  };
}

type Answer = { intent: string; result?: SubmissionResult<string[]>; notice?: string; error?: string };

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requirePermission(context, "settings");
  const text = messagesFor(user.dashboardLanguage).admin.enquiryRouting;
  const { db } = context.services;
  const formData = await readFormData(request, 2048);
  if (formData.get("intent") === "add") {
    const submission = parseWithZod(formData, { schema: addRuleSchema(text.errors) });
    if (submission.status !== "success") return data<Answer>({ intent: "add", result: submission.reply() }, { status: 400 });
    const added = await addRoutingRule(db, submission.value);
    if (!added.ok) {
      const message = added.reason === "full" ? text.errors.full(ROUTING_RULES_MAX) : text.errors.notAssignable;
      return data<Answer>({ intent: "add", result: submission.reply({ formErrors: [message] }) }, { status: 409 });
    }
    return data<Answer>({ intent: "add", result: submission.reply({ resetForm: true }), notice: text.added });
  }
  const change = ruleChangeSchema.safeParse(Object.fromEntries(formData));
  if (!change.success) return data<Answer>({ intent: "change", error: text.errors.notFound }, { status: 400 });
  if (change.data.intent === "delete") {
    const deleted = await deleteRoutingRule(db, change.data.id);
    return deleted
      ? data<Answer>({ intent: "delete", notice: text.deleted })
      : data<Answer>({ intent: "delete", error: text.errors.notFound }, { status: 404 });
  }
  // Moving the first rule up or the last down changes nothing and is no error.
  await moveRoutingRule(db, change.data.id, change.data.direction);
  return data<Answer>({ intent: "move", notice: text.moved });
}

export default function EnquiryRouting({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().enquiryRouting;
  const { rules, accounts, languageNames, countries } = loaderData;
  const [form, fields] = useDashboardForm(addRuleSchema(text.errors), {
    id: "add-routing-rule",
    lastResult: actionData?.intent === "add" ? actionData.result : undefined,
  });
  const accountName = (account: { name: string; email: string }) => (account.name ? `${account.name} (${account.email})` : account.email);
  return (
    <section className="space-y-4" aria-labelledby="routing-heading">
      <h1 id="routing-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {actionData?.notice && <Alert tone="success">{actionData.notice}</Alert>}
      {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}
      <div className="rounded-lg bg-white p-5 shadow-sm">
        <h2 className="mb-3 font-semibold">{text.rules}</h2>
        {rules.length === 0 ? (
          <p className="text-sm text-stone-600">{text.noRules}</p>
        ) : (
          <ol className="space-y-2" aria-label={text.rules}>
            {rules.map((rule, index) => (
              <li key={rule.id} data-routing-rule={rule.id} className="flex flex-wrap items-center gap-2 border-b border-stone-100 pb-2">
                <span className="tabular-nums text-stone-500">{index + 1}.</span>
                <span className={rule.assignable ? "" : "text-stone-500 line-through"}>
                  {text.ruleText(languageNames[rule.language], rule.countryName, accountName(rule.assignee))}
                </span>
                {!rule.assignable && <span className="text-sm text-amber-800">{text.notAssignable}</span>}
                <span className="ml-auto flex gap-2">
                  {(["up", "down"] as const).map((direction) => (
                    <Form key={direction} method="post">
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="id" value={rule.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button
                        type="submit"
                        className={buttonClass}
                        disabled={direction === "up" ? index === 0 : index === rules.length - 1}
                      >
                        {direction === "up" ? text.moveUp : text.moveDown}
                      </button>
                    </Form>
                  ))}
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={rule.id} />
                    <button type="submit" className={buttonClass}>
                      {text.delete}
                    </button>
                  </Form>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <h2 className="font-semibold">{text.add}</h2>
        {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
        {accounts.length === 0 && <p className="text-sm text-amber-800">{text.noAccounts}</p>}
        <input type="hidden" name="intent" value="add" />
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label className="block text-sm font-medium" htmlFor={fields.language.id}>
              {text.language}
            </label>
            <select {...getSelectProps(fields.language)} className={inputClass}>
              <option value="">{text.errors.chooseLanguage}</option>
              {languages.map((language) => (
                <option key={language} value={language}>
                  {languageNames[language]}
                </option>
              ))}
            </select>
            <FieldErrors field={fields.language} />
          </div>
          <div>
            <label className="block text-sm font-medium" htmlFor={fields.country.id}>
              {text.country}
            </label>
            <select {...getSelectProps(fields.country)} className={inputClass}>
              <option value="">{text.anyCountry}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            <FieldErrors field={fields.country} />
          </div>
          <div>
            <label className="block text-sm font-medium" htmlFor={fields.assigneeId.id}>
              {text.account}
            </label>
            <select {...getSelectProps(fields.assigneeId)} className={inputClass}>
              <option value="">{text.chooseAccount}</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {accountName(account)}
                </option>
              ))}
            </select>
            <FieldErrors field={fields.assigneeId} />
          </div>
        </div>
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
    </section>
  );
}
