import { parseWithZod } from "@conform-to/zod/v4";
import { assignEnquiry } from "~/modules/enquiries/assignment.server";
import { assignableAccounts } from "~/modules/enquiries/routing.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { InboxAnswer, InboxEnquiry } from "~/components/admin/inbox-enquiry";
import { hasPermission, type Holder } from "~/modules/auth/permissions";
import type { AdminMessages } from "~/i18n/en";
import type { SessionUser } from "~/modules/auth/session.server";
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
import { replyFormSchema } from "~/modules/enquiries/enquiry-reply";
import { repliesByEnquiry, sendEnquiryReply } from "~/modules/enquiries/enquiry-reply.server";
import { bulkStatusFormSchema, inboxFiltersFrom, notesFormSchema, statusFormSchema } from "~/modules/enquiries/inbox";
import { arrivalOf, countNeedingAttention } from "~/modules/health/site-health";
import { readSiteHealth } from "~/modules/health/site-health.server";
import { readFormData } from "~/modules/http/request-body.server";
import { retryMail } from "~/modules/mail/delivery.server";
import { quoteRequestState } from "~/modules/quotes/quote-request-state";
import { quoteRequestLinesOf, quoteVersionsOf, type QuoteVersionSummary } from "~/modules/quotes/quote-requests.server";
import { siteToday } from "~/modules/quotes/quotes.server";
import { recordAct } from "~/routes/audit.server";
import { dashboardMessages, signedInAdmin } from "~/routes/guards.server";

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** One page of the inbox as the filters in the address narrow it, each enquiry with its replies, and the choices the filters offer. */
export async function loadInbox(context: Readonly<RouterContextProvider>, request: Request, url: URL, reader: Holder) {
  const { db, config } = context.services;
  const page = pageSchema.parse(url.searchParams.get("page") ?? 1);
  const filters = inboxFiltersFrom(url.searchParams);
  const timeZone = config.SITE_TIME_ZONE;
  const viewer = signedInAdmin(context);
  const [{ items, total, pages }, products, countries, assignees] = await Promise.all([
    listEnquiries(db, page, filters, timeZone, viewer.id),
    enquiredProducts(db),
    enquiryCountries(db),
    assignableAccounts(db),
  ]);
  const quoteRequests = items.filter((item) => item.source === "quote").map((item) => item.id);
  const [replies, quoteLines, quoteVersions, health] = await Promise.all([
    repliesByEnquiry(
      db,
      items.map((item) => item.id),
      timeZone,
    ),
    quoteRequestLinesOf(db, quoteRequests),
    quoteVersionsOf(db, quoteRequests),
    // The health page is the settings' (docs/decisions/054-team-roles.md): only who may open it is told it needs attention.
    hasPermission(reader, "settings")
      ? readSiteHealth({ config, db, storage: context.services.storage, arrivedAs: arrivalOf(request) })
      : null,
  ]);
  return {
    healthAttention: health ? countNeedingAttention(health) : 0,
    page: Math.min(page, pages),
    pages,
    total,
    filters,
    filtered: Object.keys(filters).length > 0,
    products,
    countries,
    /** Whom an enquiry may be reassigned to, and whether the viewer may do it (docs/decisions/055-enquiry-routing.md). */
    assignees,
    mayAssign: mayAssign(viewer),
    items: items.map(
      (item): InboxEnquiry => ({
        ...item,
        receivedAt: formatDateTime(item.createdAt, timeZone),
        replies: replies.get(item.id) ?? [],
        quoteLines: quoteLines.get(item.id) ?? [],
        ...quoteHistory(quoteVersions.get(item.id) ?? [], timeZone),
      }),
    ),
  };
}

/** A quote request's versions as its card tells them, newest first, with the state the newest leaves the request in. */
function quoteHistory(versions: QuoteVersionSummary[], timeZone: string): Pick<InboxEnquiry, "quoteState" | "quoteVersions"> {
  return {
    quoteState: quoteRequestState(versions[0], siteToday(timeZone)),
    quoteVersions: versions.map(({ createdAt, respondedAt, ...version }) => ({
      ...version,
      sentAt: formatDateTime(createdAt, timeZone),
      answeredAt: respondedAt ? formatDateTime(respondedAt, timeZone) : null,
    })),
  };
}

const answer = (body: InboxAnswer, status = 200) => data<InboxAnswer>(body, { status });

/** A reply of 8,000 Chinese characters arrives percent-encoded at up to nine bytes each. */
const MAX_ACTION_BYTES = 96 * 1024;

/** Every form of the inbox posts here, told apart by its `intent`. */
export async function handleInboxAction(context: Readonly<RouterContextProvider>, request: Request, admin: SessionUser) {
  const formData = await readFormData(request, MAX_ACTION_BYTES);
  const messages = dashboardMessages(context).admin;
  switch (formData.get("intent")) {
    case "status":
      return changeStatus(context, formData, messages);
    case "notes":
      return saveNotes(context, formData, messages);
    case "reply":
      return sendReply(context, formData, admin, messages);
    case "bulk-status":
      return markSelected(context, formData, messages);
    case "assign":
      return reassign(context, formData, admin);
    default:
      return deleteOrRetry(context, formData, messages);
  }
}

async function changeStatus({ services: { db } }: Readonly<RouterContextProvider>, formData: FormData, { inbox }: AdminMessages) {
  const submission = parseWithZod(formData, { schema: statusFormSchema(inbox) });
  const reply = { intent: "status", id: String(formData.get("id") ?? "") };
  if (submission.status !== "success") return answer({ notice: null, ...reply, result: submission.reply() }, 400);
  const changed = await setEnquiryStatus(db, submission.value.id, submission.value.status);
  if (!changed) return answer({ notice: null, ...reply, result: submission.reply({ formErrors: [inbox.errors.notFound] }) }, 404);
  return answer({ notice: inbox.statusChanged, ...reply, result: submission.reply() });
}

async function saveNotes({ services: { db } }: Readonly<RouterContextProvider>, formData: FormData, { inbox }: AdminMessages) {
  const submission = parseWithZod(formData, { schema: notesFormSchema(inbox) });
  const reply = { intent: "notes", id: String(formData.get("id") ?? "") };
  if (submission.status !== "success") return answer({ notice: null, ...reply, result: submission.reply() }, 400);
  const saved = await saveEnquiryNotes(db, submission.value.id, submission.value.notes, submission.value.version);
  if (saved.ok) return answer({ notice: inbox.notesSaved, ...reply, result: submission.reply() });
  if (saved.reason === "not-found")
    return answer({ notice: null, ...reply, result: submission.reply({ formErrors: [inbox.errors.notFound] }) }, 404);
  return answer(
    {
      notice: null,
      ...reply,
      result: submission.reply({ formErrors: [inbox.errors.changedMeanwhile] }),
      theirs: { notes: saved.notes, version: saved.version },
    },
    409,
  );
}

async function sendReply(
  { services }: Readonly<RouterContextProvider>,
  formData: FormData,
  admin: SessionUser,
  { inbox, replies }: AdminMessages,
) {
  const submission = parseWithZod(formData, { schema: replyFormSchema(replies) });
  const reply = { intent: "reply", id: String(formData.get("id") ?? "") };
  if (submission.status !== "success") return answer({ notice: null, ...reply, result: submission.reply() }, 400);
  const { id: enquiryId, subject, body } = submission.value;
  const { db, config } = services;
  const sent = await sendEnquiryReply(
    db,
    { enquiryId, subject, body },
    { author: admin.email, mailFrom: config.MAIL_FROM, timeZone: config.SITE_TIME_ZONE },
  );
  if (!sent.ok) return answer({ notice: null, ...reply, result: submission.reply({ formErrors: [inbox.errors.notFound] }) }, 404);
  services.deliverMailSoon();
  return answer({ notice: replies.queued, ...reply, result: submission.reply({ resetForm: true }) });
}

async function markSelected({ services: { db } }: Readonly<RouterContextProvider>, formData: FormData, { inbox }: AdminMessages) {
  const submission = parseWithZod(formData, { schema: bulkStatusFormSchema(inbox) });
  if (submission.status !== "success") return answer({ notice: null, intent: "bulk-status", result: submission.reply() }, 400);
  const marked = await markEnquiries(db, submission.value.ids, submission.value.status);
  return answer({ notice: inbox.marked(marked), intent: "bulk-status", result: submission.reply({ resetForm: true }) });
}

/** Whoever answers enquiries or prices quotes may hand one to a colleague. */
const mayAssign = (user: SessionUser) => hasPermission(user, "enquiries") || hasPermission(user, "quotes");

const assignSchema = z.object({ intent: z.literal("assign"), id: z.uuid(), assigneeId: z.union([z.uuid(), z.literal("")]) });

async function reassign(context: Readonly<RouterContextProvider>, formData: FormData, admin: SessionUser) {
  const { services } = context;
  if (!mayAssign(admin)) throw data(null, { status: 403 });
  const messages = dashboardMessages(context).admin;
  const text = messages.enquiryRouting.inbox;
  const parsed = assignSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return answer({ notice: null, intent: "assign" }, 400);
  const { config, db } = services;
  const assigned = await assignEnquiry(
    db,
    { enquiryId: parsed.data.id, assigneeId: parsed.data.assigneeId || null },
    { name: admin.name, email: admin.email, dashboardLanguage: admin.dashboardLanguage },
    { timeZone: config.SITE_TIME_ZONE, siteUrl: siteUrl(context) },
  );
  if (!assigned.ok)
    return answer(
      {
        notice: assigned.reason === "not-found" ? messages.inbox.errors.notFound : text.notAssignable,
        intent: "assign",
        id: parsed.data.id,
      },
      assigned.reason === "not-found" ? 404 : 409,
    );
  if (assigned.changed) services.deliverMailSoon();
  return answer({ notice: assigned.changed ? text.reassigned : text.unchanged, intent: "assign", id: parsed.data.id });
}

const deleteOrRetrySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("retry-mail"), mailId: z.uuid() }),
]);

async function deleteOrRetry(context: Readonly<RouterContextProvider>, formData: FormData, messages: AdminMessages) {
  const { services } = context;
  const parsed = deleteOrRetrySchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return answer({ notice: null }, 400);
  if (parsed.data.intent === "delete") {
    const deleted = await deleteEnquiry(services.db, parsed.data.id);
    if (deleted) await recordAct(context, { action: "delete", subject: `enquiry:${parsed.data.id}` });
    return answer({ notice: deleted ? messages.enquiries.deleted : null }, deleted ? 200 : 404);
  }
  const retried = await retryMail(services.db, parsed.data.mailId);
  if (retried) services.deliverMailSoon();
  return answer({ notice: retried ? messages.enquiries.retried : null }, retried ? 200 : 409);
}
