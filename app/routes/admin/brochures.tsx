import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { languages } from "~/i18n/languages";
import { brochurePath, fileSizeIn, WHOLE_CATALOGUE } from "~/modules/brochure/brochure";
import { askForBrochures, brochureStates, offeredSlot } from "~/modules/brochure/brochure-files.server";
import { listCategoryChoices } from "~/modules/catalogue/catalogue.server";
import { formatDateTime } from "~/modules/dates";
import { readFormData } from "~/modules/http/request-body.server";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import type { Route } from "./+types/brochures";

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const { db, config } = context.services;
  const [states, categories] = await Promise.all([brochureStates(db), listCategoryChoices(db, "zh")]);
  const messages = dashboardMessages(context).admin;
  const text = messages.brochures;
  return {
    asked: url.searchParams.has("asked"),
    automatic: config.BUILD_BROCHURES === "true",
    brochures: states.map((state) => {
      const category = categories.find((candidate) => candidate.id === state.scope);
      return {
        language: state.language,
        scope: state.scope,
        languageName: messages.translations.languageNames[state.language],
        title: category?.title ?? text.whole,
        href: brochurePath(state.language, state.scope === WHOLE_CATALOGUE ? null : (category?.slug ?? null)),
        status: state.status,
        size: state.bytes === null ? "" : fileSizeIn(state.bytes, "zh"),
        products: state.products === null ? "" : text.products(state.products),
        roomsMissing: state.roomsMissing,
        builtAt: state.builtAt ? formatDateTime(state.builtAt, config.SITE_TIME_ZONE) : "",
        buildTime: state.buildMs === null ? "" : text.seconds((state.buildMs / 1000).toFixed(1)),
        error: state.error,
      };
    }),
  };
}

const rebuildSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rebuild"), language: z.enum(languages), scope: z.string().min(1).max(200) }),
  z.object({ intent: z.literal("rebuild-all") }),
]);

/** Marks the brochures to draw again and wakes the worker; drawing happens in the background, never in this request. */
export async function action({ context, request }: Route.ActionArgs) {
  await requirePermission(context, "catalogue");
  const parsed = rebuildSchema.safeParse(Object.fromEntries(await readFormData(request, 1024)));
  if (!parsed.success) throw data({ error: dashboardMessages(context).errors.badRequest }, { status: 400 });
  const { db } = context.services;
  if (parsed.data.intent === "rebuild-all") await askForBrochures(db, "all");
  else {
    const slot = await offeredSlot(db, parsed.data.language, parsed.data.scope);
    if (!slot) throw data({ error: dashboardMessages(context).errors.badRequest }, { status: 400 });
    await askForBrochures(db, [slot]);
  }
  context.services.buildBrochuresSoon();
  return redirect("/dashboard/brochures?asked");
}

const statusTone = {
  current: "text-green-800",
  stale: "text-amber-800",
  wanted: "text-stone-600",
  missing: "text-stone-600",
  failed: "text-red-800",
} as const;

export default function Brochures({ loaderData }: Route.ComponentProps) {
  const text = useDashboardMessages().brochures;
  return (
    <section className="space-y-4" aria-labelledby="brochures-heading">
      <h1 id="brochures-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-700">{text.intro}</p>
      {!loaderData.automatic && <p className="text-sm text-amber-800">{text.automaticOff}</p>}
      {loaderData.asked && <Alert tone="success">{text.asked}</Alert>}
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value="rebuild-all"
          className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
        >
          {text.rebuildAll}
        </button>
      </Form>
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              {Object.entries(text.columns).map(([key, column]) => (
                <th key={key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loaderData.brochures.map((brochure) => (
              <tr
                key={`${brochure.language}-${brochure.scope}`}
                data-brochure={`${brochure.language}-${brochure.scope}`}
                className="border-b border-stone-100 align-top last:border-0"
              >
                <td className="px-3 py-2 whitespace-nowrap">{brochure.languageName}</td>
                <td className="px-3 py-2">
                  {brochure.title}
                  {brochure.products && <p className="text-xs text-stone-500">{brochure.products}</p>}
                </td>
                <td className={`px-3 py-2 ${statusTone[brochure.status]}`}>
                  {text.statuses[brochure.status]}
                  {brochure.roomsMissing > 0 && <p className="text-xs text-stone-500">{text.roomsMissing(brochure.roomsMissing)}</p>}
                  {brochure.error && <p className="text-xs">{brochure.error}</p>}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{brochure.size}</td>
                <td className="px-3 py-2 whitespace-nowrap">{brochure.builtAt}</td>
                <td className="px-3 py-2 whitespace-nowrap">{brochure.buildTime}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Form method="post" className="inline">
                    <input type="hidden" name="language" value={brochure.language} />
                    <input type="hidden" name="scope" value={brochure.scope} />
                    <button type="submit" name="intent" value="rebuild" className="text-brand-700 underline underline-offset-4">
                      {text.rebuild}
                    </button>
                  </Form>
                  {brochure.size && (
                    <a href={brochure.href} className="ms-3 text-brand-700 underline underline-offset-4" type="application/pdf">
                      {text.open}
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
