import { useState } from "react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Alert } from "~/components/alert";
import { messagesFor, pagePath } from "~/i18n/language";
import { requireAdmin } from "~/modules/auth/guards.server";
import { formatDateTime } from "~/modules/dates";
import { deleteEnquiry, listEnquiries } from "~/modules/enquiries/enquiries.server";
import { readFormData } from "~/modules/http/request-body.server";
import { retryMail } from "~/modules/mail/delivery.server";
import type { Route } from "./+types/enquiries";

const messages = messagesFor("zh").admin;

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageSchema.parse(url.searchParams.get("page") ?? 1);
  const { items, total, pages } = await listEnquiries(context.services.db, page);
  const timeZone = context.services.config.SITE_TIME_ZONE;
  return {
    page: Math.min(page, pages),
    pages,
    total,
    items: items.map((item) => ({ ...item, receivedAt: formatDateTime(item.createdAt, timeZone) })),
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("retry-mail"), mailId: z.uuid() }),
]);

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await readFormData(request, 2048)));
  if (!parsed.success) return data({ notice: null }, { status: 400 });
  if (parsed.data.intent === "delete") {
    const deleted = await deleteEnquiry(context.services.db, parsed.data.id);
    return data({ notice: deleted ? messages.enquiries.deleted : null }, { status: deleted ? 200 : 404 });
  }
  const retried = await retryMail(context.services.db, parsed.data.mailId);
  if (retried) context.services.deliverMailSoon();
  return data({ notice: retried ? messages.enquiries.retried : null }, { status: retried ? 200 : 409 });
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

function replyLink(item: Item): string {
  const buyer = messagesFor(item.language);
  const topic = item.productTitle ?? item.message.split("\n")[0]!.slice(0, 60);
  const quoted = item.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const query = new URLSearchParams({ subject: buyer.admin.enquiries.replySubject(topic || buyer.siteName), body: `\n\n${quoted}` });
  return `mailto:${item.email}?${query.toString().replace(/\+/g, "%20")}`;
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
        <span className="text-sm text-stone-600">{text.total(loaderData.total)}</span>
      </div>
      {copied && <Alert tone="success">{text.emailCopied}</Alert>}
      {actionData?.notice && <Alert tone="success">{actionData.notice}</Alert>}
      {loaderData.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-stone-600 shadow-sm">{text.empty}</p>
      ) : (
        <ol className="space-y-3">
          {loaderData.items.map((item) => {
            const name = `${item.firstName} ${item.lastName}`;
            const status = item.notification?.status ?? "none";
            return (
              <li key={item.id} className="rounded-lg bg-white p-4 shadow-sm" aria-label={name}>
                <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                  <h2 className="font-semibold">{name}</h2>
                  <span className="text-sm text-stone-600">{item.email}</span>
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
                  <div className="flex gap-1">
                    <dt>{text.notification}:</dt>
                    <dd data-status={status} className="data-[status=sent]:text-green-700">
                      {text.notificationStatus[status]}
                      {status === "pending" && item.notification && item.notification.attempts > 0 && ` (${item.notification.lastError ?? ""})`}
                    </dd>
                  </div>
                </dl>
                <div className="mt-3 flex flex-wrap items-start gap-2">
                  <button type="button" onClick={() => void copyEmail(item.email)} className="rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100">
                    {text.copyEmail}
                  </button>
                  <a href={replyLink(item)} className="rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100">
                    {text.reply}
                  </a>
                  {item.notification && status !== "sent" && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry-mail" />
                      <input type="hidden" name="mailId" value={item.notification.id} />
                      <button type="submit" className="rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100">
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
      )}
      {loaderData.pages > 1 && (
        <nav className="mt-4 flex items-center justify-center gap-4 text-sm" aria-label={messages.pageOf(loaderData.page, loaderData.pages)}>
          {loaderData.page > 1 && <Link to={`?page=${loaderData.page - 1}`}>{messages.previous}</Link>}
          <span>{messages.pageOf(loaderData.page, loaderData.pages)}</span>
          {loaderData.page < loaderData.pages && <Link to={`?page=${loaderData.page + 1}`}>{messages.next}</Link>}
        </nav>
      )}
    </section>
  );
}
