import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { useEffect } from "react";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { sheetProblemText } from "~/components/admin/catalogue-sheet-problem-text";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import {
  importFolder,
  latestImport,
  MAX_IMPORT_BYTES,
  readImport,
  resumeImport,
  startImport,
  type ImportJob,
} from "~/modules/catalogue/catalogue-import-jobs.server";
import { readFormData, receiveFormFiles } from "~/modules/http/request-body.server";
import type { Route } from "./+types/products.import";

const IMPORT_PATH = "/dashboard/products/import";
/** While a job runs the page asks for its progress this often. */
const POLL_MS = 1000;

const idSchema = z.object({ id: z.uuid() });

function jobView(job: ImportJob, messages: AdminMessages) {
  const text = messages.catalogueSheet;
  return {
    id: job.id,
    status: job.status,
    interrupted: job.interrupted,
    file: text.file(job.sheetName, job.zipName),
    done: job.done,
    total: job.total,
    summary: job.summary,
    problems: job.problems.map((problem) => ({ ...problem, text: sheetProblemText(problem.code, messages) })),
    problemCount: Math.max(job.total, job.problems.length),
    error: job.error,
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const { db } = context.services;
  const asked = idSchema.safeParse(Object.fromEntries(url.searchParams));
  const job = asked.success ? await readImport(db, asked.data.id) : await latestImport(db);
  const messages = dashboardMessages(context).admin;
  if (asked.success && !job) return data({ job: null, error: messages.catalogueSheet.errors.notFound }, { status: 404 });
  return { job: job && jobView(job, messages), error: null };
}

const commandSchema = z.object({ intent: z.enum(["apply", "resume"]), id: z.uuid() });

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requirePermission(context, "catalogue");
  const { db, storage, log, config } = context.services;
  const services = { db, storage, log, dataDir: config.dataDir };
  const messages = dashboardMessages(context);
  const text = messages.admin.catalogueSheet;
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const id = randomUUID();
    const folder = importFolder(config.dataDir, id);
    const body = await receiveFormFiles(request, MAX_IMPORT_BYTES, folder, ["sheet", "photos"]);
    if (!body.ok) {
      const error = body.status === 413 ? text.errors.tooLarge(MAX_IMPORT_BYTES / 1024 / 1024) : messages.errors.badRequest;
      return data({ error }, { status: body.status });
    }
    const { sheet, photos } = body.value.files;
    if (!sheet || sheet.bytes === 0) {
      await rm(folder, { recursive: true, force: true });
      return data({ error: text.errors.noSheet }, { status: 400 });
    }
    const zipName = photos && photos.bytes > 0 ? photos.name || "photos.zip" : null;
    await startImport(services, { id, sheetName: sheet.name || "sheet.xlsx", zipName, createdBy: user.id });
    return redirect(`${IMPORT_PATH}?id=${id}`);
  }
  const command = commandSchema.safeParse(Object.fromEntries(await readFormData(request, 1024)));
  if (!command.success) return data({ error: messages.errors.badRequest }, { status: 400 });
  const started = await resumeImport(services, command.data.id, { id: user.id, email: user.email });
  if (!started) return data({ error: text.errors.notStartable }, { status: 409 });
  return redirect(`${IMPORT_PATH}?id=${command.data.id}`);
}

type JobView = ReturnType<typeof jobView>;

function Progress({ job }: { job: JobView }) {
  const text = useDashboardMessages().catalogueSheet;
  return (
    <p className="flex items-center gap-3 text-sm text-stone-700">
      <progress className="w-64" value={job.done} max={Math.max(job.total, 1)} />
      <span>{text.progress(job.done, job.total)}</span>
    </p>
  );
}

function ImportStatus({ job }: { job: JobView }) {
  const text = useDashboardMessages().catalogueSheet;
  const running = (job.status === "checking" || job.status === "applying") && !job.interrupted;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const summary = job.summary;
  return (
    <section aria-labelledby="import-status" className="space-y-3 rounded-lg bg-white p-5 shadow-sm" aria-live="polite">
      <h2 id="import-status" className="font-semibold">
        {text.status[job.status]}
      </h2>
      {/* Without JavaScript the page reloads itself while the job runs. */}
      {running && (
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      )}
      <p className="text-sm text-stone-600">{job.file}</p>
      {running && <Progress job={job} />}
      {job.interrupted && <Alert tone="warning">{text.interrupted}</Alert>}
      {summary && job.status === "checked" && (
        <p data-testid="import-summary">{text.summary(summary.created, summary.changed, summary.unchanged, summary.photos)}</p>
      )}
      {summary && job.status === "applied" && (
        <p data-testid="import-summary">{text.appliedSummary(summary.created, summary.changed, summary.unchanged, summary.photos)}</p>
      )}
      {job.error && <Alert tone="error">{job.error}</Alert>}
      {(job.status === "checked" || job.status === "failed" || job.interrupted) && (
        <Form method="post">
          <input type="hidden" name="id" value={job.id} />
          <button
            name="intent"
            value={job.status === "checked" ? "apply" : "resume"}
            className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
          >
            {job.status === "checked" ? text.apply : text.resume}
          </button>
        </Form>
      )}
      {job.status === "invalid" && (
        <>
          <h3 className="font-medium">{text.problemsHeading(job.problemCount)}</h3>
          {job.problemCount > job.problems.length && <p className="text-sm">{text.problemsShown(job.problems.length)}</p>}
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{text.row}</th>
                <th scope="col">{text.column}</th>
                <th scope="col">{text.problem}</th>
              </tr>
            </thead>
            <tbody>
              {job.problems.map((problem, index) => (
                <tr key={index} className="border-t border-stone-200">
                  <td className="py-1 pr-3">{problem.row}</td>
                  <td className="py-1 pr-3 font-mono">{problem.column}</td>
                  <td className="py-1">{problem.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

export default function ProductImport({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().catalogueSheet;
  const error = (actionData && "error" in actionData ? actionData.error : null) ?? loaderData.error;
  return (
    <section aria-labelledby="import-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <h1 id="import-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <Link to="/dashboard/products" className="ml-auto text-sm underline">
          {text.back}
        </Link>
      </div>
      <p className="text-sm text-stone-700">{text.intro}</p>
      <p className="text-sm text-stone-600">{text.columnsHelp}</p>
      <p className="flex gap-4 text-sm">
        <a href="/dashboard/products/export.xlsx" className="underline" download>
          {text.exportXlsx}
        </a>
        <a href="/dashboard/products/export.csv" className="underline" download>
          {text.exportCsv}
        </a>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Form method="post" encType="multipart/form-data" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{text.sheetLabel}</span>
          <input type="file" name="sheet" accept=".xlsx,.csv" required />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{text.zipLabel}</span>
          <input type="file" name="photos" accept=".zip" />
        </label>
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.upload}
        </button>
      </Form>
      {loaderData.job && <ImportStatus key={loaderData.job.id} job={loaderData.job} />}
    </section>
  );
}
