import { getFormProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { ReplyForm, ReplyHistory } from "~/components/admin/enquiry-reply";
import { CountryFilter, EnquiryCountry } from "~/components/admin/enquiry-country";
import { GeoAttribution } from "~/components/admin/visit-details";
import { FieldErrors, TheirValues } from "~/components/admin/form-field";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { enquiryStatuses, type EnquiryStatus } from "~/database/schema";
import { messagesFor, pagePath } from "~/i18n/language";
import { requireAdmin } from "~/modules/auth/guards.server";
import { formatDateTime } from "~/modules/dates";
import {
  deleteEnquiry,
  enquiredProducts,
  enquiryCountries,
  listEnquiries,
  markEnquiries,
  saveEnquiryNotes,
  setEnquiryStatus,
} from "~/modules/enquiries/enquiries.server";
import { replyFormSchema, replySubject } from "~/modules/enquiries/enquiry-reply";
import { repliesByEnquiry, sendEnquiryReply } from "~/modules/enquiries/enquiry-reply.server";
import { bulkStatusFormSchema, inboxFiltersFrom, inboxQuery, notesFormSchema, requestDescription, statusFormSchema } from "~/modules/enquiries/inbox";
import { readFormData } from "~/modules/http/request-body.server";
import { retryMail } from "~/modules/mail/delivery.server";
import { arrivalOf, countNeedingAttention } from "~/modules/health/site-health";
import { readSiteHealth } from "~/modules/health/site-health.server";
import type { Route } from "./+types/enquiries";

const messages = messagesFor("zh").admin;
const inbox = messages.inbox;
const statusSchema = statusFormSchema(inbox);
const notesSchema = notesFormSchema(inbox);
const bulkSchema = bulkStatusFormSchema(inbox);
const replySchema = replyFormSchema(messages.replies);

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const page = pageSchema.parse(url.searchParams.get("page") ?? 1);
  const filters = inboxFiltersFrom(url.searchParams);
  const timeZone = config.SITE_TIME_ZONE;
  const [{ items, total, pages }, products, countries] = await Promise.all([listEnquiries(db, page, filters, timeZone), enquiredProducts(db), enquiryCountries(db)]);
  const [replies, health] = await Promise.all([
    repliesByEnquiry(db, items.map((item) => item.id), timeZone),
    readSiteHealth({ config, db, storage: context.services.storage, arrivedAs: arrivalOf(request) }),
  ]);
  return {
    healthAttention: countNeedingAttention(health),
    page: Math.min(page, pages),
    pages,
    total,
    filters,
    filtered: Object.keys(filters).length > 0,
    products,
    countries,
    items: items.map((item) => ({ ...item, receivedAt: formatDateTime(item.createdAt, timeZone), replies: replies.get(item.id) ?? [] })),
  };
}

const simpleActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("retry-mail"), mailId: z.uuid() }),
]);

/** A reply of 8,000 Chinese characters arrives percent-encoded at up to nine bytes each. */
const MAX_ACTION_BYTES = 96 * 1024;

type Answer = { notice: string | null; intent?: string; id?: string; result?: SubmissionResult<string[]>; theirs?: { notes: string; version: number } };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { db, config } = context.services;
  const formData = await readFormData(request, MAX_ACTION_BYTES);
  const intent = formData.get("intent");
  if (intent === "status") {
    const submission = parseWithZod(formData, { schema: statusSchema });
    const id = String(formData.get("id") ?? "");
    if (submission.status !== "success") return data<Answer>({ notice: null, intent, id, result: submission.reply() }, { status: 400 });
    const changed = await setEnquiryStatus(db, submission.value.id, submission.value.status);
    if (!changed) return data<Answer>({ notice: null, intent, id, result: submission.reply({ formErrors: [inbox.errors.notFound] }) }, { status: 404 });
    return data<Answer>({ notice: inbox.statusChanged, intent, id, result: submission.reply() });
  }
  if (intent === "notes") {
    const submission = parseWithZod(formData, { schema: notesSchema });
    const id = String(formData.get("id") ?? "");
    if (submission.status !== "success") return data<Answer>({ notice: null, intent, id, result: submission.reply() }, { status: 400 });
    const saved = await saveEnquiryNotes(db, submission.value.id, submission.value.notes, submission.value.version);
    if (saved.ok) return data<Answer>({ notice: inbox.notesSaved, intent, id, result: submission.reply() });
    if (saved.reason === "not-found") return data<Answer>({ notice: null, intent, id, result: submission.reply({ formErrors: [inbox.errors.notFound] }) }, { status: 404 });
    return data<Answer>(
      { notice: null, intent, id, result: submission.reply({ formErrors: [inbox.errors.changedMeanwhile] }), theirs: { notes: saved.notes, version: saved.version } },
      { status: 409 },
    );
  }
  if (intent === "reply") {
    const submission = parseWithZod(formData, { schema: replySchema });
    const id = String(formData.get("id") ?? "");
    if (submission.status !== "success") return data<Answer>({ notice: null, intent, id, result: submission.reply() }, { status: 400 });
    const { id: enquiryId, subject, body } = submission.value;
    const sent = await sendEnquiryReply(db, { enquiryId, subject, body }, { author: admin.email, mailFrom: config.MAIL_FROM, timeZone: config.SITE_TIME_ZONE });
    if (!sent.ok) return data<Answer>({ notice: null, intent, id, result: submission.reply({ formErrors: [inbox.errors.notFound] }) }, { status: 404 });
    context.services.deliverMailSoon();
    return data<Answer>({ notice: messages.replies.queued, intent, id, result: submission.reply({ resetForm: true }) });
  }
  if (intent === "bulk-status") {
    const submission = parseWithZod(formData, { schema: bulkSchema });
    if (submission.status !== "success") return data<Answer>({ notice: null, intent, result: submission.reply() }, { status: 400 });
    const marked = await markEnquiries(db, submission.value.ids, submission.value.status);
    return data<Answer>({ notice: inbox.marked(marked), intent, result: submission.reply({ resetForm: true }) });
  }
  const parsed = simpleActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data<Answer>({ notice: null }, { status: 400 });
  if (parsed.data.intent === "delete") {
    const deleted = await deleteEnquiry(db, parsed.data.id);
    return data<Answer>({ notice: deleted ? messages.enquiries.deleted : null }, { status: deleted ? 200 : 404 });
  }
  const retried = await retryMail(db, parsed.data.mailId);
  if (retried) context.services.deliverMailSoon();
  return data<Answer>({ notice: retried ? messages.enquiries.retried : null }, { status: retried ? 200 : 409 });
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

function replyLink(item: Item): string {
  const quoted = item.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const query = new URLSearchParams({ subject: replySubject(item), body: `\n\n${quoted}` });
  return `mailto:${item.email}?${query.toString().replace(/\+/g, "%20")}`;
}

type Filters = Route.ComponentProps["loaderData"]["filters"];
type ActionData = Route.ComponentProps["actionData"];

const buttonClass = "rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100";
const BULK_FORM_ID = "bulk-status-form";

/** A plain GET form: the filters live in the address and work without JavaScript. */
function InboxFilterForm({ filters, products, countries }: { filters: Filters; products: { id: string; title: string }[]; countries: string[] }) {
  return (
    <Form method="get" role="search" aria-label={inbox.filters} className="mb-4 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
      <label className="block text-sm font-medium sm:col-span-2 lg:col-span-3">
        {inbox.search}
        <input type="search" name="q" defaultValue={filters.q ?? ""} maxLength={100} className={inputClass} />
      </label>
      <label className="block text-sm font-medium">
        {inbox.status}
        <select name="status" defaultValue={filters.status ?? ""} className={inputClass}>
          <option value="">{inbox.allStatuses}</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {inbox.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {messages.enquiries.product}
        <select name="product" defaultValue={filters.product ?? ""} className={inputClass}>
          <option value="">{inbox.allProducts}</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title}
            </option>
          ))}
        </select>
      </label>
      <CountryFilter countries={countries} selected={filters.country} />
      <div className="grid grid-cols-2 gap-3">
        <label className="block min-w-0 text-sm font-medium">
          {inbox.from}
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={inputClass} />
        </label>
        <label className="block min-w-0 text-sm font-medium">
          {inbox.to}
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={inputClass} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {inbox.apply}
        </button>
        <Link to="/dashboard" className="text-sm text-brand-700 underline">
          {inbox.clear}
        </Link>
        <span className="ml-auto flex gap-2">
          {(["csv", "xlsx"] as const).map((format) => (
            <a key={format} href={`/dashboard/enquiries.${format}${inboxQuery(filters) ? `?${inboxQuery(filters)}` : ""}`} download className={buttonClass}>
              {format === "csv" ? inbox.exportCsv : messages.replies.xlsx}
            </a>
          ))}
        </span>
      </div>
    </Form>
  );
}

/** The enquiries' checkboxes belong to this form through their `form` attribute, so ticking works without JavaScript. */
function BulkStatusForm({ actionData }: { actionData: ActionData }) {
  const [form, fields] = useForm({
    id: BULK_FORM_ID,
    lastResult: actionData?.intent === "bulk-status" ? actionData.result : undefined,
    constraint: getZodConstraint(bulkSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bulkSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mb-3 flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="intent" value="bulk-status" />
      <StatusSelect label={inbox.markSelected} field={fields.status} defaultValue="replied" />
      <button type="submit" className={buttonClass}>
        {inbox.mark}
      </button>
      <p id={fields.ids.errorId} className="w-full text-red-700 empty:hidden">
        {fields.ids.errors?.join(" ")}
      </p>
    </Form>
  );
}

/** A labelled choice of the enquiry statuses, named in the dashboard's language. */
function StatusSelect({ label, field, defaultValue }: { label: string; field: FieldMetadata<string>; defaultValue?: EnquiryStatus }) {
  return (
    <label className="font-medium">
      {label}
      <select {...getSelectProps(field)} defaultValue={defaultValue} className={`${inputClass} py-1.5`}>
        {enquiryStatuses.map((status) => (
          <option key={status} value={status}>
            {inbox.statuses[status]}
          </option>
        ))}
      </select>
    </label>
  );
}

function StatusForm({ item, actionData }: { item: Item; actionData: ActionData }) {
  const mine = actionData?.intent === "status" && actionData.id === item.id;
  const [form, fields] = useForm({
    id: `status-${item.id}`,
    lastResult: mine ? actionData.result : undefined,
    defaultValue: { status: item.status },
    constraint: getZodConstraint(statusSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: statusSchema }),
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={item.id} />
      <StatusSelect label={inbox.status} field={fields.status} />
      <button type="submit" className={buttonClass}>
        {inbox.changeStatus}
      </button>
      {form.errors && <p className="w-full text-red-700">{form.errors.join(" ")}</p>}
    </Form>
  );
}

function NotesForm({ item, actionData }: { item: Item; actionData: ActionData }) {
  const mine = actionData?.intent === "notes" && actionData.id === item.id;
  const theirs = mine ? actionData.theirs : undefined;
  const [form, fields] = useForm({
    id: `notes-${item.id}`,
    lastResult: mine ? actionData.result : undefined,
    defaultValue: { notes: item.notes },
    constraint: getZodConstraint(notesSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: notesSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-3 text-sm">
      <input type="hidden" name="intent" value="notes" />
      <input type="hidden" name="id" value={item.id} />
      {/* A refused save does not reload the list, so the version to save over is the one the refusal answered. */}
      <input type="hidden" name="version" value={theirs?.version ?? item.notesVersion} />
      <label className="block font-medium" htmlFor={fields.notes.id}>
        {inbox.notes}
      </label>
      <textarea {...getTextareaProps(fields.notes)} rows={2} className={inputClass} />
      <FieldErrors field={fields.notes} />
      {form.errors && <p className="text-red-700">{form.errors.join(" ")}</p>}
      {theirs && <TheirValues lines={[[inbox.notes, theirs.notes]]} />}
      <button type="submit" className={`${buttonClass} mt-2`}>
        {inbox.saveNotes}
      </button>
    </Form>
  );
}

function SourceDetails({ item }: { item: Item }) {
  const campaign = [item.utmSource, item.utmMedium, item.utmCampaign].filter((part) => part !== "").join(" / ");
  const details: [string, string][] = [
    [inbox.page, item.pagePath],
    [inbox.referrer, item.referrer],
    [inbox.campaign, campaign],
  ];
  return details
    .filter(([, value]) => value !== "")
    .map(([label, value]) => (
      <div key={label} className="flex min-w-0 gap-1">
        <dt className="shrink-0">{label}:</dt>
        <dd className="break-all">{value}</dd>
      </div>
    ));
}

function pageLink(filters: Filters, page: number): string {
  return `?${inboxQuery(filters, { page: String(page) })}`;
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = messages.enquiries;
  const copyEmail = async (email: string) => {
    await navigator.clipboard.writeText(email);
    setCopied(email);
  };
  return (
    <section aria-labelledby="enquiries-heading">
      <div className="mb-4 flex items-baseline justify-between">
        <h1 id="enquiries-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <span className="text-sm text-stone-600">{loaderData.filtered ? inbox.matching(loaderData.total) : text.total(loaderData.total)}</span>
      </div>
      {loaderData.healthAttention > 0 && (
        <p className="mb-4">
          <Link to="/dashboard/health" className="text-sm text-amber-900 underline underline-offset-4">
            {messages.health.homeLink(loaderData.healthAttention)}
          </Link>
        </p>
      )}
      <InboxFilterForm key={inboxQuery(loaderData.filters)} filters={loaderData.filters} products={loaderData.products} countries={loaderData.countries} />
      {copied && <Alert tone="success">{text.emailCopied}</Alert>}
      {actionData?.notice && <Alert tone="success">{actionData.notice}</Alert>}
      {loaderData.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-stone-600 shadow-sm">{loaderData.filtered ? inbox.noMatches : text.empty}</p>
      ) : (
        <>
          <BulkStatusForm actionData={actionData} />
          <ol className="space-y-3">
            {loaderData.items.map((item) => {
              const name = `${item.firstName} ${item.lastName}`;
              const status = item.notification?.status ?? "none";
              return (
                <li key={item.id} className="rounded-lg bg-white p-4 shadow-sm" aria-label={name}>
                  <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                    <input type="checkbox" name="ids" value={item.id} form={BULK_FORM_ID} aria-label={inbox.select(name)} className="size-5 self-center" />
                    <h2 className="font-semibold">{name}</h2>
                    <span data-enquiry-status={item.status} className="rounded bg-stone-100 px-2 py-0.5 text-sm data-[enquiry-status=new]:bg-brand-100 data-[enquiry-status=spam]:text-stone-500">
                      {inbox.statuses[item.status]}
                    </span>
                    <span className="break-all text-sm text-stone-600">{item.email}</span>
                    {item.phone && <span className="text-sm text-stone-600">{item.phone}</span>}
                    <time className="ml-auto text-sm text-stone-500" dateTime={new Date(item.createdAt).toISOString()}>
                      {item.receivedAt}
                    </time>
                  </div>
                  <p className="mt-2 whitespace-pre-wrap break-words text-stone-800">{item.message}</p>
                  <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600">
                    <div className="flex gap-1">
                      <dt>{text.source}:</dt>
                      <dd>{text.sources[item.source]}</dd>
                    </div>
                    {item.productId && (
                      <div className="flex gap-1">
                        <dt>{text.product}:</dt>
                        <dd>
                          <Link to={pagePath.product("zh", item.productId)} className="text-brand-700 underline">
                            {item.productTitle ?? item.productId}
                          </Link>
                        </dd>
                      </div>
                    )}
                    {item.request && (
                      <div className="flex gap-1">
                        <dt>{inbox.request}:</dt>
                        <dd>{requestDescription(item, inbox)}</dd>
                      </div>
                    )}
                    <EnquiryCountry code={item.country} />
                    <SourceDetails item={item} />
                    <div className="flex gap-1">
                      <dt>{text.notification}:</dt>
                      <dd data-status={status} className="data-[status=sent]:text-green-700">
                        {text.notificationStatus[status]}
                        {status === "pending" && item.notification && item.notification.attempts > 0 && ` (${item.notification.lastError ?? ""})`}
                      </dd>
                    </div>
                  </dl>
                  <div className="mt-3">
                    <StatusForm key={item.status} item={item} actionData={actionData} />
                    <NotesForm key={item.notesVersion} item={item} actionData={actionData} />
                    <ReplyHistory replies={item.replies} />
                    <ReplyForm key={`replies-${item.replies.length}`} enquiry={item} lastResult={actionData?.intent === "reply" && actionData.id === item.id ? actionData.result : undefined} />
                  </div>
                  <div className="mt-3 flex flex-wrap items-start gap-2">
                    <button type="button" onClick={() => void copyEmail(item.email)} className={buttonClass}>
                      {text.copyEmail}
                    </button>
                    <a href={replyLink(item)} className={buttonClass}>
                      {text.reply}
                    </a>
                    {item.notification && status !== "sent" && (
                      <Form method="post">
                        <input type="hidden" name="intent" value="retry-mail" />
                        <input type="hidden" name="mailId" value={item.notification.id} />
                        <button type="submit" className={buttonClass}>
                          {text.retry}
                        </button>
                      </Form>
                    )}
                    <ConfirmDelete id={item.id} label={text.delete} question={text.deleteConfirm(name)} />
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      {loaderData.pages > 1 && (
        <nav className="mt-4 flex items-center justify-center gap-4 text-sm" aria-label={messages.pageOf(loaderData.page, loaderData.pages)}>
          {loaderData.page > 1 && <Link to={pageLink(loaderData.filters, loaderData.page - 1)}>{messages.previous}</Link>}
          <span>{messages.pageOf(loaderData.page, loaderData.pages)}</span>
          {loaderData.page < loaderData.pages && <Link to={pageLink(loaderData.filters, loaderData.page + 1)}>{messages.next}</Link>}
        </nav>
      )}
      <GeoAttribution />
    </section>
  );
}
