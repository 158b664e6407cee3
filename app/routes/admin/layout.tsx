import { Form, isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { buttonClass } from "~/components/admin/button-class";
import { DashboardMenu } from "~/components/admin/dashboard-menu";
import type { DashboardLayoutData } from "~/components/layout-data";
import { Alert } from "~/components/alert";
import type { Messages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { pagePath } from "~/i18n/language-paths";
import { adminOnly, signedInAdmin } from "~/routes/guards.server";
import { hasPermission, type Holder, type Permission } from "~/modules/auth/permissions";
import { countNewEnquiries } from "~/modules/enquiries/enquiries.server";
import { mailDeliveryProblems, type MailDeliveryProblems } from "~/modules/mail/delivery-problems.server";
import type { BackupAttention } from "~/modules/operations/backup-schedule";
import { readBackupAttention } from "~/modules/operations/scheduled-backups.server";
import { placeholderCompanyFields, type PlaceholderField } from "~/modules/site-settings/company-details.server";
import { notificationRecipients, readSetting } from "~/modules/site-settings/site-settings.server";
import type { Route } from "./+types/layout";

/** The admin guard in one place: it runs before every loader and action under /dashboard. */
export const middleware: Route.MiddlewareFunction[] = [adminOnly];

export async function loader({ context }: Route.LoaderArgs) {
  const { config, db } = context.services;
  const user = signedInAdmin(context);
  // A warning or a count only for a role that may act on it (docs/decisions/054-team-roles.md): the mail and company
  // warnings lead to the settings, the backup warning to the backups, the count to the inbox.
  const may = (permission: Permission) => hasPermission(user, permission);
  const [company, owners, backupAttention, newEnquiries, servedLanguages] = await Promise.all([
    may("settings") ? readSetting(db, "saideInfo") : null,
    // Owner addresses set in the basic-info tab replace OWNER_EMAILS, so only the ones in use are checked.
    may("settings") ? notificationRecipients(db, config.OWNER_EMAILS) : null,
    may("backups") ? readBackupAttention(db, config) : null,
    may("enquiries") ? countNewEnquiries(db) : 0,
    readServedLanguages(db),
  ]);
  // Placeholders are expected while developing; in production they mean the owner has not filled in the details yet.
  const placeholderFields = company && config.NODE_ENV === "production" ? placeholderCompanyFields(company) : [];
  // Components under the dashboard read these by the layout's route id (components/layout-data.ts).
  const forComponents: DashboardLayoutData = { servedLanguages, dashboardLanguage: user.dashboardLanguage };
  const holder: Holder = { role: user.role, translatorLanguages: user.translatorLanguages };
  return {
    email: user.email,
    holder,
    mailProblems: owners ? mailDeliveryProblems({ ...config, OWNER_EMAILS: owners }) : null,
    placeholderFields,
    backupAttention,
    newEnquiries,
    ...forComponents,
  };
}

/** Tells the owner, on every dashboard page, when enquiry notifications reach nobody, and what to change. */
function MailWarning({ problems }: { problems: MailDeliveryProblems }) {
  const messages = useDashboardMessages();
  const text = messages.dashboard.mailWarning;
  return (
    <Alert tone="warning">
      <p className="font-semibold">{text.heading}</p>
      {problems.writtenToFolder && <p>{text.noSmtp(problems.writtenToFolder)}</p>}
      {problems.placeholderOwners.length > 0 && <p>{text.placeholderOwners(problems.placeholderOwners.join(messages.listSeparator))}</p>}
      <p>{text.whatToDo}</p>
    </Alert>
  );
}

/** Tells the owner, on every dashboard page, that buyers see no phone, email or website until the example data is replaced. */
function PlaceholderWarning({ fields }: { fields: PlaceholderField[] }) {
  const messages = useDashboardMessages();
  const text = messages.basicInfo.placeholderBanner;
  return (
    <Alert tone="warning">
      <p className="font-semibold">{text.heading}</p>
      <p>{text.fields(fields.map((field) => text.fieldNames[field]).join(messages.listSeparator))}</p>
      <p>
        <Link to="/dashboard/basic-info" className="underline underline-offset-4">
          {text.whatToDo}
        </Link>
      </p>
    </Alert>
  );
}

/** Tells the owner, on every dashboard page, that the site's backups need attention, and where to see why. */
function BackupWarning({ attention }: { attention: NonNullable<BackupAttention> }) {
  const text = useDashboardMessages().backups.banner;
  return (
    <Alert tone="warning">
      <p className="font-semibold">
        {attention.reason === "failed" ? text.failed : attention.reason === "overdue" ? text.overdue(attention.days) : text.off}
      </p>
      <p>
        <Link to="/dashboard/backups" className="underline underline-offset-4">
          {text.whatToDo}
        </Link>
      </p>
    </Alert>
  );
}

/** Header, menu and warnings around every dashboard page, its error page included. */
function DashboardChrome({ page, children }: { page: Route.ComponentProps["loaderData"] | undefined; children: React.ReactNode }) {
  const messages = useDashboardMessages();
  return (
    <div className="min-h-screen bg-stone-50">
      <title>{messages.title}</title>
      <meta name="robots" content="noindex" />
      <header className="flex flex-wrap items-center gap-4 border-b border-stone-200 bg-white px-4 py-3">
        <Link to="/dashboard" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {messages.title}
        </Link>
        {page && <span className="ml-auto text-sm text-stone-600">{messages.signedInAs(page.email)}</span>}
        <Link
          to={pagePath.home(page?.dashboardLanguage ?? "zh")}
          className={`${page ? "" : "ml-auto "}text-sm text-brand-700 underline-offset-4 hover:underline`}
        >
          {messages.viewSite}
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={buttonClass}>
            {messages.signOut}
          </button>
        </Form>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[12rem_1fr]">
        <DashboardMenu newEnquiries={page?.newEnquiries} holder={page?.holder} />
        <main className="min-w-0">
          {page?.mailProblems && <MailWarning problems={page.mailProblems} />}
          {page && page.placeholderFields.length > 0 && <PlaceholderWarning fields={page.placeholderFields} />}
          {page?.backupAttention && <BackupWarning attention={page.backupAttention} />}
          {children}
        </main>
      </div>
    </div>
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardChrome page={loaderData}>
      <Outlet />
    </DashboardChrome>
  );
}

/** What went wrong, by status, in the person's language, with a message the failing route gave when it gave one. */
function describeError(error: unknown, text: Messages["admin"]["dashboard"]["errorPage"]): { status: number; message: string } {
  if (!isRouteErrorResponse(error)) return { status: 500, message: text.statuses[500]! };
  const given =
    error.data && typeof error.data === "object" && "error" in error.data && typeof error.data.error === "string" ? error.data.error : null;
  return { status: error.status, message: given ?? text.statuses[error.status] ?? text.statuses[error.status >= 500 ? 500 : 400]! };
}

/**
 * Modelled on the Epic Stack's GeneralErrorBoundary: a failing dashboard page (or a missing one)
 * keeps the header and tabs, and says what happened for its status.
 */
export function ErrorBoundary() {
  const page = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const text = useDashboardMessages().dashboard.errorPage;
  const { status, message } = describeError(useRouteError(), text);
  return (
    <DashboardChrome page={page}>
      <section aria-labelledby="dashboard-error-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <h1 id="dashboard-error-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <p className="mt-1 text-sm text-stone-500">{text.status(status)}</p>
        <p className="mt-3 text-stone-700">{message}</p>
        <Link to="/dashboard" className="mt-4 inline-block text-brand-700 underline-offset-4 hover:underline">
          {text.backToDashboard}
        </Link>
      </section>
    </DashboardChrome>
  );
}
