import { z } from "zod";
import { DailyVisitsChart, type DailyVisits } from "~/components/admin/chart-daily-visits";
import { formatCount, formatLongDay } from "~/components/admin/chart-format";
import { RangeLinks } from "~/components/admin/range-links";
import { ShareBars } from "~/components/admin/chart-share-bars";
import { VisitDetailsSection } from "~/components/admin/visit-details";
import type { DashboardLanguage } from "~/database/roles";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { readVisitDetails } from "~/modules/analytics/visit-details.server";
import { detailRangeFrom } from "~/modules/analytics/visit-details";
import { readVisitStats } from "~/modules/analytics/visit-stats.server";
import { defaultPeriodDays, periodOptions, splitRules, type SplitBucket, type SplitName } from "~/modules/analytics/visit-stats";
import type { Route } from "./+types/analytics";
import { requirePermission } from "~/routes/guards.server";

const periodSchema = z.coerce.number().pipe(z.literal(periodOptions)).catch(defaultPeriodDays);

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "analytics");
  const periodDays = periodSchema.parse(url.searchParams.get("days"));
  const timeZone = context.services.config.SITE_TIME_ZONE;
  const range = detailRangeFrom(url.searchParams.get("range"), periodDays);
  const now = new Date();
  const [stats, details] = await Promise.all([
    readVisitStats(context.services.db, { now, timeZone, periodDays }),
    readVisitDetails(context.services.db, { now, timeZone, range }),
  ]);
  return { periodDays, timeZone, stats, range, details };
}

function dailySummary(daily: DailyVisits, total: number, text: AdminMessages["analytics"], language: DashboardLanguage): string {
  if (total === 0) return text.daily.empty(daily.length);
  const busiest = daily.reduce((best, day) => (day.visits > best.visits ? day : best));
  return text.daily.summary({
    days: daily.length,
    total: formatCount(total),
    busiestDate: formatLongDay(busiest.date, language),
    busiest: formatCount(busiest.visits),
    today: formatCount(daily.at(-1)!.visits),
  });
}

const splitOrder = Object.keys(splitRules) as SplitName[];

const referrerLabel = (referrer: string, text: AdminMessages["analytics"]) =>
  Object.hasOwn(text.splits.buckets, referrer) ? text.splits.buckets[referrer as SplitBucket] : referrer;

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const text = useDashboardMessages().analytics;
  const language = useDashboardLanguage();
  const { periodDays, timeZone, stats, range, details } = loaderData;
  const cards = [
    { key: "today", label: text.cards.today, value: stats.today },
    { key: "period", label: text.cards.period(periodDays), value: stats.period.visits },
    { key: "total", label: text.cards.total, value: stats.total },
    { key: "posts", label: text.cards.posts, value: stats.postCount },
  ];
  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 id="analytics-heading" className="text-xl font-semibold">
            {text.heading}
          </h1>
          <p className="mt-1 text-sm text-stone-600">{text.timeZoneNote(timeZone)}</p>
        </div>
        <RangeLinks
          label={text.period}
          options={periodOptions}
          current={periodDays}
          href={(days) => `?days=${days}`}
          optionLabel={text.periodOption}
        />
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.key} data-card={card.key} className="rounded-lg bg-white p-4 shadow-sm">
            <dt className="text-sm text-stone-600">{card.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              <data value={card.value}>{formatCount(card.value)}</data>
            </dd>
          </div>
        ))}
      </dl>

      <div className="rounded-lg bg-white p-4 shadow-sm">
        <DailyVisitsChart
          daily={stats.period.daily}
          title={text.daily.title(periodDays)}
          summary={dailySummary(stats.period.daily, stats.period.visits, text, language)}
          labels={{ date: text.daily.date, visits: text.daily.visits, count: text.visits, dayVisits: text.daily.dayVisits }}
        />
      </div>

      <section aria-labelledby="splits-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="splits-heading" className="text-lg font-semibold">
          {text.splits.heading(formatCount(stats.total))}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {splitOrder.map((name) => (
            <figure key={name} data-split={name}>
              <figcaption className="mb-3 font-medium">{text.splits.titles[name]}</figcaption>
              <ShareBars
                total={stats.total}
                countLabel={text.visits}
                rows={stats.splits[name].map((row) => ({ key: row.bucket, label: text.splits.buckets[row.bucket], visits: row.visits }))}
              />
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="top-pages-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="top-pages-heading" className="text-lg font-semibold">
          {text.topPages.title(stats.topPages.days)}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{text.topPages.note}</p>
        {stats.topPages.pages.length === 0 ? (
          <p className="mt-4 text-stone-600">{text.topPages.empty}</p>
        ) : (
          <div className="mt-4">
            <ShareBars
              total={stats.topPages.visitorVisits}
              countLabel={text.visits}
              wideLabels
              rows={stats.topPages.pages.map((page) => ({ key: page.path, label: page.path, visits: page.visits }))}
            />
          </div>
        )}
      </section>

      <VisitDetailsSection
        details={details}
        range={range}
        rangeHref={(option) => `?days=${periodDays}&range=${option}`}
        referrerLabel={(referrer) => referrerLabel(referrer, text)}
      />
    </section>
  );
}
