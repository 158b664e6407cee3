import { Link } from "react-router";
import { z } from "zod";
import { describeCheck, LightBadge, SameTitleOwners } from "~/components/admin/seo-checklist";
import { messagesFor } from "~/i18n/catalogs";
import { parsePage, withPage } from "~/modules/http/paging";
import { findingFilters, type FindingFilter } from "~/modules/seo/seo-health";
import { readSeoHealth } from "~/modules/seo/seo-health.server";
import { useDashboardLanguage } from "~/i18n/use-dashboard-messages";
import { requirePermission, signedInAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/seo";

/** Like the site health page: in the person's dashboard language, with a switch to the other for whoever helps them. */
const languageSchema = z.enum(["zh", "en"]);
const filterSchema = z.enum(findingFilters).catch("all");

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "content");
  const language = languageSchema.catch(signedInAdmin(context).dashboardLanguage).parse(url.searchParams.get("lang"));
  const filter = filterSchema.parse(url.searchParams.get("show"));
  const health = await readSeoHealth(context.services.db, { labelLanguage: language, page: parsePage(url.searchParams), filter });
  return { language, filter, ...health };
}

/** This screen's address with one of its choices changed; the others kept. */
function screenQuery(choices: { lang: string; show: FindingFilter; page: number }, ownLanguage: string): string {
  const query = new URLSearchParams();
  if (choices.lang !== ownLanguage) query.set("lang", choices.lang);
  if (choices.show !== "all") query.set("show", choices.show);
  return withPage(query.toString(), choices.page) || "?";
}

export default function SeoHealth({ loaderData }: Route.ComponentProps) {
  const { language, filter, subjects, counts, findings, paging } = loaderData;
  const text = messagesFor(language).admin.seo;
  const ownLanguage = useDashboardLanguage();
  const choices = { lang: language, show: filter, page: paging.page };
  return (
    <section aria-labelledby="seo-health-heading" lang={language === "zh" ? "zh-CN" : "en"} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="seo-health-heading" className="text-xl font-semibold">
          {text.health.heading}
        </h1>
        <Link
          to={screenQuery({ ...choices, lang: language === "zh" ? "en" : "zh" }, ownLanguage)}
          className="text-sm text-brand-700 underline underline-offset-4"
        >
          {text.health.switchLanguage}
        </Link>
      </div>
      <p className="text-stone-600">{text.health.intro}</p>
      <p className="font-semibold" data-seo-summary data-problems={counts.problem} data-improve={counts.improve}>
        {counts.problem + counts.improve === 0 ? text.health.allGood : text.health.summary(counts.problem, counts.improve)}{" "}
        <span className="font-normal text-stone-600">{text.health.checked(subjects)}</span>
      </p>
      <nav aria-label={text.health.show.label} className="flex gap-2 text-sm">
        {findingFilters.map((option) => (
          <Link
            key={option}
            to={screenQuery({ ...choices, show: option, page: 1 }, ownLanguage)}
            aria-current={option === filter ? "page" : undefined}
            className="rounded border border-stone-300 bg-white px-3 py-1.5 aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
          >
            {text.health.show[option]}
          </Link>
        ))}
      </nav>
      {findings.length > 0 && (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 text-stone-600">
              <tr>
                <th className="px-3 py-2 font-medium">{text.health.columns.light}</th>
                <th className="px-3 py-2 font-medium">{text.health.columns.page}</th>
                <th className="px-3 py-2 font-medium">{text.health.columns.language}</th>
                <th className="px-3 py-2 font-medium">{text.health.columns.check}</th>
                <th className="px-3 py-2 font-medium">{text.health.columns.finding}</th>
              </tr>
            </thead>
            <tbody>
              {findings.map((finding, index) => (
                <tr
                  key={index}
                  className="border-b border-stone-100 align-top last:border-0"
                  data-finding={finding.check.id}
                  data-light={finding.check.light}
                >
                  <td className="px-3 py-2">
                    <LightBadge light={finding.check.light} text={text} />
                  </td>
                  <td className="px-3 py-2 break-words">{finding.owner.label}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{text.health.languages[finding.language]}</td>
                  <td className="px-3 py-2">{text.checkNames[finding.check.id]}</td>
                  <td className="px-3 py-2 break-words">
                    {describeCheck(finding.check, text)}
                    {finding.check.id === "uniqueTitle" && <SameTitleOwners others={finding.check.others} />}
                    {finding.check.fix && (
                      <>
                        {" "}
                        <Link to={finding.check.fix} className="text-brand-700 underline underline-offset-4">
                          {text.fix}
                        </Link>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paging.pages > 1 && (
        <nav aria-label={text.health.pagesLabel} className="flex flex-wrap items-center gap-4 text-sm">
          {paging.page > 1 && (
            <Link
              to={screenQuery({ ...choices, page: paging.page - 1 }, ownLanguage)}
              rel="prev"
              className="text-brand-700 underline underline-offset-4"
            >
              {text.health.previous}
            </Link>
          )}
          <span className="text-stone-600">{text.health.pageOf(paging.page, paging.pages)}</span>
          {paging.page < paging.pages && (
            <Link
              to={screenQuery({ ...choices, page: paging.page + 1 }, ownLanguage)}
              rel="next"
              className="text-brand-700 underline underline-offset-4"
            >
              {text.health.next}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
