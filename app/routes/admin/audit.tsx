import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { Alert } from "~/components/alert";
import { ColumnHeadings } from "~/components/admin/column-headings";
import { TextField } from "~/components/admin/form-field";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/catalogs";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { AUDIT_ACTIONS, auditPeople, listAuditEvents, type AuditAction, type AuditLine } from "~/modules/audit/audit-log.server";
import { AUDIT_PAGE_SIZE, auditQueryFrom, auditQueryString, type AuditQuery } from "~/modules/audit/audit-query";
import { formatDateTime } from "~/modules/dates";
import { readFormData } from "~/modules/http/request-body.server";
import { AUDIT_RETENTION_DAYS, auditLogSettingsDocument, auditRetentionFormSchema } from "~/modules/site-settings/audit-log-settings";
import { readVersionedDocument, writeDocument } from "~/modules/site-settings/site-settings.server";
import { requirePermission, requireRecentSignIn } from "~/routes/guards.server";
import type { Route } from "./+types/audit";

type Text = ReturnType<typeof messagesFor>["admin"]["audit"];

const AUDIT_PATH = "/dashboard/audit";

/** The owner's view of who did what (docs/decisions/054-team-roles.md): newest first, filtered through the address. */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "audit");
  const { db, config } = context.services;
  const query = auditQueryFrom(url.searchParams, AUDIT_ACTIONS);
  const [log, people, settings] = await Promise.all([
    listAuditEvents(db, query, config.SITE_TIME_ZONE, AUDIT_PAGE_SIZE),
    auditPeople(db),
    readVersionedDocument(db, auditLogSettingsDocument),
  ]);
  return {
    query: { ...query, page: log.page },
    actions: AUDIT_ACTIONS,
    total: log.total,
    pages: log.pages,
    people,
    retentionDays: settings.value.retentionDays,
    lines: log.lines.map(({ at, ...line }) => ({ ...line, at: formatDateTime(at, config.SITE_TIME_ZONE) })),
  };
}

type Answer = { result: SubmissionResult<string[]>; saved?: number };

/**
 * The retention: a shorter one deletes lines at the next clean-up, so only shortly after proving who one is, as a
 * restore that deletes (decision 053).
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = await requirePermission(context, "audit");
  await requireRecentSignIn({ context, request, url });
  const text = messagesFor(user.dashboardLanguage).admin.audit;
  const schema = auditRetentionFormSchema(text.retention.invalid(AUDIT_RETENTION_DAYS.min, AUDIT_RETENTION_DAYS.max));
  const submission = parseWithZod(await readFormData(request, 1024), { schema });
  if (submission.status !== "success") return data<Answer>({ result: submission.reply() }, { status: 400 });
  await writeDocument(context.services.db, auditLogSettingsDocument, submission.value);
  return data<Answer>({ result: submission.reply(), saved: submission.value.retentionDays });
}

type ShownLine = Omit<AuditLine, "at"> & { at: string };

const detailText = (line: ShownLine, key: string) => {
  const value = line.detail[key];
  return typeof value === "string" ? value : null;
};

function whoText(line: ShownLine, text: Text): string {
  if (line.actorEmail === "") return text.nobody;
  if (line.actorGone) return text.removed(line.actorEmail);
  return line.actorName || line.actorEmail;
}

/** The act, with why a sign-in failed or which second factor it was about. */
function whatText(line: ShownLine, text: Text): string {
  const reason = detailText(line, "reason");
  const factor = detailText(line, "factor");
  const more = (reason && text.reasons[reason]) || (factor && text.factors[factor]);
  return more ? text.withDetail(text.actions[line.action], more) : text.actions[line.action];
}

/** What it touched, by kind and name where the line keeps one; the address tried when no account matched. */
function subjectText(line: ShownLine, text: Text): string {
  const tried = detailText(line, "email");
  if (line.action === "sign-in-failed" && tried) return text.triedAddress(tried);
  const separator = line.subject.indexOf(":");
  const kind = separator > 0 ? text.subjects[line.subject.slice(0, separator)] : undefined;
  if (!kind) return line.subject;
  const number = detailText(line, "number");
  const { version } = line.detail;
  const named =
    line.action === "quote-sent" && number && typeof version === "number"
      ? text.quoteNumber(number, version)
      : line.action === "restore" && typeof version === "number"
        ? text.restoredVersion(version)
        : (detailText(line, "title") ?? line.subject.slice(separator + 1));
  return text.subjectOf(kind, named);
}

type FilterChoices = { people: { id: string; label: string }[]; actions: readonly AuditAction[] };

function Filters({ query, choices, text }: { query: AuditQuery; choices: FilterChoices; text: Text }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={text.filters.legend}
      className="grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="block min-w-0 text-sm font-medium">
        {text.filters.person}
        <select name="person" defaultValue={query.person ?? ""} className={inputClass}>
          <option value="">{text.filters.anyone}</option>
          {choices.people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block min-w-0 text-sm font-medium">
        {text.filters.action}
        <select name="action" defaultValue={query.action ?? ""} className={inputClass}>
          <option value="">{text.filters.anyAction}</option>
          {choices.actions.map((action) => (
            <option key={action} value={action}>
              {text.actions[action]}
            </option>
          ))}
        </select>
      </label>
      <label className="block min-w-0 text-sm font-medium">
        {text.filters.from}
        <input type="date" name="from" defaultValue={query.from ?? ""} className={inputClass} />
      </label>
      <label className="block min-w-0 text-sm font-medium">
        {text.filters.to}
        <input type="date" name="to" defaultValue={query.to ?? ""} className={inputClass} />
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.filters.apply}
        </button>
        <Link to={AUDIT_PATH} className="text-sm text-brand-700 underline">
          {text.filters.clear}
        </Link>
      </div>
    </Form>
  );
}

function Retention({ days, answer, text }: { days: number; answer: Answer | undefined; text: Text }) {
  const schema = auditRetentionFormSchema(text.retention.invalid(AUDIT_RETENTION_DAYS.min, AUDIT_RETENTION_DAYS.max));
  // The field is read as the text typed in it; the schema makes it a number.
  const [form, fields] = useDashboardForm<typeof schema, { retentionDays: string }>(schema, {
    id: "audit-retention",
    lastResult: answer?.saved ? undefined : answer?.result,
    defaultValue: { retentionDays: String(days) },
  });
  return (
    <section aria-labelledby="audit-retention-heading" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="audit-retention-heading" className="font-semibold">
        {text.retention.heading}
      </h2>
      {answer?.saved && <Alert tone="success">{text.retention.saved(answer.saved)}</Alert>}
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <TextField
          field={fields.retentionDays}
          label={text.retention.label}
          type="number"
          hint={text.retention.hint(AUDIT_RETENTION_DAYS.min, AUDIT_RETENTION_DAYS.max)}
        />
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.retention.save}
        </button>
      </Form>
    </section>
  );
}

export default function AuditLog({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.audit;
  const { query, lines, pages, total } = loaderData;
  const { page } = query;
  const pageLink = (to: number) => `${AUDIT_PATH}?${auditQueryString(query, to)}`;
  return (
    <section className="space-y-4" aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      <Filters query={query} choices={loaderData} text={text} />
      <p className="text-sm text-stone-600" aria-live="polite">
        {text.total(total)}
      </p>
      {lines.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-stone-600 shadow-sm">{text.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <ColumnHeadings columns={text.columns} />
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className="border-b border-stone-100 align-top last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap">{line.at}</td>
                  <td className="px-3 py-2 break-words">{whoText(line, text)}</td>
                  <td className="px-3 py-2">{whatText(line, text)}</td>
                  <td className="px-3 py-2 break-words">{subjectText(line, text)}</td>
                  <td className="px-3 py-2 whitespace-nowrap font-mono text-xs">{line.ipAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-center gap-4 text-sm" aria-label={messages.pageOf(page, pages)}>
          {page > 1 && <Link to={pageLink(page - 1)}>{messages.previous}</Link>}
          <span>{messages.pageOf(page, pages)}</span>
          {page < pages && <Link to={pageLink(page + 1)}>{messages.next}</Link>}
        </nav>
      )}
      <Retention key={loaderData.retentionDays} days={loaderData.retentionDays} answer={actionData} text={text} />
    </section>
  );
}
