import { Form, Link } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { EnquiryAssignee } from "~/components/admin/enquiry-assignee";
import { EnquiryCountry } from "~/components/admin/enquiry-country";
import { EnquiryNotesForm } from "~/components/admin/enquiry-notes";
import { ReplyForm, ReplyHistory } from "~/components/admin/enquiry-reply";
import { BULK_STATUS_FORM_ID, EnquiryStatusForm } from "~/components/admin/enquiry-status";
import { QuoteRequestDetails } from "~/components/admin/quote-request-details";
import { languageEntry } from "~/i18n/languages";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { pagePath } from "~/i18n/language-paths";
import { replySubject } from "~/modules/enquiries/enquiry-reply";
import { requestDescription } from "~/modules/enquiries/inbox";
import type { InboxAnswer, InboxEnquiry } from "./inbox-enquiry";

/** A mailto: link that opens the owner's own mail program with the subject and the buyer's message quoted. */
function replyLink(enquiry: InboxEnquiry): string {
  const quoted = enquiry.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const query = new URLSearchParams({ subject: replySubject(enquiry), body: `\n\n${quoted}` });
  return `mailto:${enquiry.email}?${query.toString().replace(/\+/g, "%20")}`;
}

/** The page, referrer and campaign the buyer sent the form from, those that are known. */
function SourceDetails({ enquiry }: { enquiry: InboxEnquiry }) {
  const inbox = useDashboardMessages().inbox;
  const campaign = [enquiry.utmSource, enquiry.utmMedium, enquiry.utmCampaign].filter((part) => part !== "").join(" / ");
  const details: [string, string][] = [
    [inbox.page, enquiry.pagePath],
    [inbox.referrer, enquiry.referrer],
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

/** Whether the owners' notification of this enquiry went out or was only written to a file, with the last error while it waits. */
function NotificationState({ notification }: { notification: InboxEnquiry["notification"] }) {
  const text = useDashboardMessages().enquiries;
  const status = notification?.status ?? "none";
  return (
    <div className="flex gap-1">
      <dt>{text.notification}:</dt>
      <dd data-status={status} className="data-[status=sent]:text-green-700 data-[status=written-to-file]:text-amber-800">
        {text.notificationStatus[status]}
        {status === "pending" && notification && notification.attempts > 0 && ` (${notification.lastError ?? ""})`}
      </dd>
    </div>
  );
}

type Props = { enquiry: InboxEnquiry; answer: InboxAnswer | undefined; onCopyEmail: (email: string) => void };

/** One enquiry of the inbox: who wrote what, from where, its status, notes and replies, and what can be done with it. */
export function EnquiryCard({ enquiry, answer, onCopyEmail }: Props) {
  const messages = useDashboardMessages();
  const inbox = messages.inbox;
  const text = messages.enquiries;
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const { notification } = enquiry;
  const sentIn = languageEntry(enquiry.language);
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm" aria-label={name}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <input
          type="checkbox"
          name="ids"
          value={enquiry.id}
          form={BULK_STATUS_FORM_ID}
          aria-label={inbox.select(name)}
          className="size-5 self-center"
        />
        <h2 className="font-semibold">{name}</h2>
        <span
          data-enquiry-status={enquiry.status}
          className="rounded bg-stone-100 px-2 py-0.5 text-sm data-[enquiry-status=new]:bg-brand-100 data-[enquiry-status=spam]:text-stone-500"
        >
          {inbox.statuses[enquiry.status]}
        </span>
        <span className="break-all text-sm text-stone-600">{enquiry.email}</span>
        {enquiry.phone && <span className="text-sm text-stone-600">{enquiry.phone}</span>}
        <time className="ml-auto text-sm text-stone-500" dateTime={new Date(enquiry.createdAt).toISOString()}>
          {enquiry.receivedAt}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-stone-800">{enquiry.message}</p>
      <QuoteRequestDetails enquiry={enquiry} />
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600">
        <div className="flex gap-1">
          <dt>{text.source}:</dt>
          <dd>{text.sources[enquiry.source]}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{inbox.language}:</dt>
          <dd>
            {/* <bdi>: an Arabic name must not pull the parentheses around it into right-to-left order. */}
            {inbox.languages[enquiry.language]} (<bdi lang={sentIn.tag}>{sentIn.nativeName}</bdi>)
          </dd>
        </div>
        {enquiry.productId && (
          <div className="flex gap-1">
            <dt>{text.product}:</dt>
            <dd>
              <Link to={pagePath.product("zh", enquiry.productId)} className="text-brand-700 underline">
                {enquiry.productTitle ?? enquiry.productId}
              </Link>
            </dd>
          </div>
        )}
        {enquiry.request && (
          <div className="flex gap-1">
            <dt>{inbox.request}:</dt>
            <dd>{requestDescription(enquiry, inbox)}</dd>
          </div>
        )}
        <EnquiryCountry code={enquiry.country} />
        <SourceDetails enquiry={enquiry} />
        <NotificationState notification={notification} />
      </dl>
      <EnquiryAssignee enquiry={enquiry} />
      <div className="mt-3">
        <EnquiryStatusForm key={enquiry.status} enquiry={enquiry} answer={answer} />
        <EnquiryNotesForm key={enquiry.notesVersion} enquiry={enquiry} answer={answer} />
        <ReplyHistory replies={enquiry.replies} />
        <ReplyForm
          key={`replies-${enquiry.replies.length}`}
          enquiry={enquiry}
          lastResult={answer?.intent === "reply" && answer.id === enquiry.id ? answer.result : undefined}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <button type="button" onClick={() => onCopyEmail(enquiry.email)} className={buttonClass}>
          {text.copyEmail}
        </button>
        <a href={replyLink(enquiry)} className={buttonClass}>
          {text.reply}
        </a>
        {notification?.status === "pending" && (
          <Form method="post">
            <input type="hidden" name="intent" value="retry-mail" />
            <input type="hidden" name="mailId" value={notification.id} />
            <button type="submit" className={buttonClass}>
              {text.retry}
            </button>
          </Form>
        )}
        <ConfirmDelete id={enquiry.id} label={text.delete} question={text.deleteConfirm(name)} />
      </div>
    </li>
  );
}
