import { data, Form, Link } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { dashboardMessages, requireAdmin, requirePermission, requireRecentSignIn, signedInAdmin } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { formatDateTime } from "~/modules/dates";
import { readFormData } from "~/modules/http/request-body.server";
import { revisionKinds, revisionPermissions } from "~/modules/history/revision-kinds.server";
import { readHistory } from "~/modules/history/history.server";
import { revisionEntities } from "~/modules/revisions/revisions";
import { readRevision } from "~/modules/revisions/revisions.server";
import type { Route } from "./+types/revisions";

const paramsSchema = z.object({ entity: z.enum(revisionEntities), entityId: z.string().min(1).max(200) });
const restoreSchema = z.object({ revisionId: z.coerce.number().int().positive(), version: z.coerce.number().int().nonnegative() });

function kindFor(params: unknown, notFound: string) {
  const parsed = paramsSchema.safeParse(params);
  const kind = parsed.success ? revisionKinds[parsed.data.entity] : undefined;
  if (!parsed.success || !kind) throw data({ error: notFound }, { status: 404 });
  return { ...parsed.data, kind };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const text = dashboardMessages(context).admin.revisions;
  const { entity, entityId } = kindFor(params, text.notFound);
  await requirePermission(context, revisionPermissions[entity]);
  const history = await readHistory(
    context.services.db,
    entity,
    entityId,
    context.services.config.SITE_TIME_ZONE,
    signedInAdmin(context).dashboardLanguage,
  );
  if (!history) throw data({ error: text.notFound }, { status: 404 });
  return history;
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  await requireAdmin(context);
  const messages = dashboardMessages(context);
  const { entity, entityId, kind } = kindFor(params, messages.admin.revisions.notFound);
  await requirePermission(context, revisionPermissions[entity]);
  // A restore replaces what the record holds now, removing what was added since: only shortly after proving who one is (decision 053).
  const admin = await requireRecentSignIn({ context, request, url });
  const { db, config } = context.services;
  const form = restoreSchema.safeParse(Object.fromEntries(await readFormData(request, 4 * 1024)));
  if (!form.success) throw data({ error: messages.errors.badRequest }, { status: 400 });
  const revision = await readRevision(db, entity, entityId, form.data.revisionId);
  const text = messages.admin.revisions;
  if (!revision) return data({ error: text.notFound }, { status: 404 });
  const result = await kind.restore(db, entityId, revision.data, form.data.version, admin);
  if (result === "saved") {
    const detail = { version: revision.version, savedAt: revision.createdAt.toISOString() };
    await recordAct(context, { action: "restore", subject: `${entity}:${entityId}`, detail });
    return { restored: formatDateTime(revision.createdAt, config.SITE_TIME_ZONE) };
  }
  if (result === "changed-meanwhile") return data({ error: text.changedMeanwhile }, { status: 409 });
  if (result === "conflicts-now") return data({ error: text.conflictsNow }, { status: 409 });
  return data({ error: text.notFound }, { status: 404 });
}

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.revisions;
  const { title, version, editPath, revisions } = loaderData;
  return (
    <section className="space-y-4" aria-labelledby="revisions-heading">
      <h1 id="revisions-heading" className="text-xl font-semibold">
        {text.heading(title)}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {editPath && (
        <Link to={editPath} className="inline-block text-sm text-brand-700 underline underline-offset-4">
          {text.backToEditor}
        </Link>
      )}
      {actionData && "restored" in actionData && (
        <Alert tone="success" announced>
          {text.restored(actionData.restored)}
        </Alert>
      )}
      {actionData && "error" in actionData && (
        <Alert tone="error" announced>
          {actionData.error}
        </Alert>
      )}
      {revisions.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-stone-600 shadow-sm">{text.empty}</p>
      ) : (
        <ol className="space-y-3" aria-labelledby="revisions-heading">
          {revisions.map((revision) => (
            <li key={revision.id} className="rounded-lg bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-medium">{revision.savedAt}</span>
                <span className="text-sm text-stone-600">{revision.isOriginal ? text.original : text.savedBy(revision.authorEmail)}</span>
                {revision.isCurrent && <span className="rounded bg-brand-800 px-2 py-0.5 text-xs text-white">{text.current}</span>}
              </div>
              {revision.fields === null ? (
                <p className="mt-2 text-sm text-amber-800">{text.unreadable}</p>
              ) : (
                <>
                  {!revision.isOriginal && (
                    <p className="mt-2 text-sm text-stone-700">
                      {revision.changed.length > 0 ? text.changed(revision.changed.join(messages.listSeparator)) : text.nothingChanged}
                    </p>
                  )}
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm text-brand-700">{text.showValues}</summary>
                    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
                      {Object.entries(revision.fields).map(([label, value]) => (
                        <div key={label} className="contents">
                          <dt className={revision.changed.includes(label) ? "font-semibold text-stone-800" : "text-stone-600"}>{label}</dt>
                          <dd className="whitespace-pre-line break-words">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                  {!revision.isCurrent && (
                    <Form method="post" className="mt-3">
                      <input type="hidden" name="revisionId" value={revision.id} />
                      <input type="hidden" name="version" value={version} />
                      <button
                        type="submit"
                        className="rounded border border-brand-800 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
                      >
                        {text.restore}
                      </button>
                    </Form>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
