import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/client.server";
import {
  pageViewDays,
  pageViewDaySources,
  pageViewRanges,
  pageViewRangeSources,
  pageViews,
  pageViewTotals,
  posts,
} from "~/database/schema";
import { foldPendingViews } from "./page-view-rollup.server";
import { summedOneByOne } from "./visit-details.server";
import { addDays, buildVisitStats, periodCalendar, topPagesMaxDays, type CountedValue, type VisitStats } from "./visit-stats";

const TOP_PAGES = 10;

/** The columns a split reads, as raw views and daily counts each hold them. */
type ViewDimensions = { sourceType: SQL; deviceType: SQL; sourceFrom: SQL; admin: SQL };

/** The SQL reading of each value `splitRules` names; the type makes a rule without its condition a compile error. */
function countedWhere(view: ViewDimensions): Record<CountedValue, SQL> {
  return {
    mobile: sql`${view.sourceType} = 'mobile'`,
    ios: sql`${view.deviceType} = 'ios'`,
    android: sql`${view.deviceType} = 'android'`,
    admin: view.admin,
    wechat: sql`${view.sourceFrom} = 'wechat'`,
    linkedin: sql`${view.sourceFrom} = 'linkedin'`,
    facebook: sql`${view.sourceFrom} = 'facebook'`,
    weibo: sql`${view.sourceFrom} = 'weibo'`,
    twitter: sql`${view.sourceFrom} = 'twitter'`,
  };
}

const rawView: ViewDimensions = {
  sourceType: sql`${pageViews.sourceType}`,
  deviceType: sql`${pageViews.deviceType}`,
  sourceFrom: sql`${pageViews.sourceFrom}`,
  admin: sql`${pageViews.userId} is not null`,
};
/** The split columns of a table that counts views per split value: each day's, or all counted days' sums. */
const countedSplits = (table: typeof pageViewDays | typeof pageViewTotals): ViewDimensions => ({
  sourceType: sql`${table.sourceType}`,
  deviceType: sql`${table.deviceType}`,
  sourceFrom: sql`${table.sourceFrom}`,
  admin: sql`${table.admin}`,
});
const rolledUpDay = countedSplits(pageViewDays);
const summedTotals = countedSplits(pageViewTotals);

const countedValues = Object.keys(countedWhere(rawView)) as CountedValue[];

/** One column per counted value: how many of the views `tally` counts match it. */
function countedColumns(view: ViewDimensions, tally: (where: SQL) => SQL): SQL[] {
  const where = countedWhere(view);
  return countedValues.map((name) => sql`${tally(where[name])} as ${sql.identifier(name)}`);
}

const count = z.number().int().nonnegative();
const resultSchema = z.object({
  totals: z.object({ visits: count }).and(z.record(z.enum(countedValues), count)),
  visitsByDay: z.record(z.string(), count),
  topPages: z.array(z.object({ path: z.string(), visits: count })),
  topPagesVisitorVisits: count,
  postCount: count,
});

/**
 * Everything the visit analysis shows, from one pass over the page views: totals and splits over all
 * of them, the period's daily counts and the pages visitors opened lately. One scan is cheaper than
 * several on embedded PGlite, which has no parallel workers and no statistics to plan with.
 * `width_bucket` over the day boundaries computed in the site's time zone numbers each view's day
 * (0 before the period, days + 1 after today), so no row is converted between time zones.
 * Counted days (see page-view-rollup.server.ts) add their daily counts, numbered the same way by
 * date, and their visitors' counts per page to the top pages; raw views are read only while not yet
 * counted (the last minute's), so a view is either raw or counted, never both; the counts still pending
 * are folded into the sums first. The totals and splits take the roll-up's all-time sums and only the
 * days counted after them, and the top pages its range sums, so a reading costs the period's days, not
 * every day ever counted. The top pages are ranked among contenders only (the pages outside the sums
 * and the top of the sums), so the cost does not grow with the number of pages either.
 */
export async function readVisitStats(db: Database, options: { now: Date; timeZone: string; periodDays: number }): Promise<VisitStats> {
  await foldPendingViews(db);
  const { dates, dayStarts } = periodCalendar(options.now, options.timeZone, options.periodDays);
  const dayStartsArray = `{${dayStarts.map((start) => start.toISOString()).join(",")}}`;
  const topPagesFirstDay = Math.max(0, dates.length - topPagesMaxDays);
  const topPagesStart = dayStarts[topPagesFirstDay]!.toISOString();
  const topPagesFirstDate = dates[topPagesFirstDay]!;
  const topPagesRange = String(dates.length - topPagesFirstDay);
  const periodEnd = dayStarts.at(-1)!.toISOString();
  const datesArray = `{${[...dates, addDays(dates.at(-1)!, 1)].join(",")}}`;
  const countedTotals = countedValues.map((name) => sql`${name}::text, coalesce(sum(${sql.identifier(name)}), 0)`);

  const summedPages = sql`${pageViewRangeSources.range} = ${topPagesRange} and exists (select 1 from pages_covered)`;
  const result = await db.execute(sql`
    with totals_covered as (
      -- The roll-up's all-time sums per split value; the days counted after them come from the day rows.
      select ${pageViewRanges.lastDay} as last_day from ${pageViewRanges} where ${pageViewRanges.range} = 'all'
    ),
    buckets as (
      select
        width_bucket(${pageViews.createdAt}, ${dayStartsArray}::timestamptz[]) as day_index,
        case
          when ${pageViews.userId} is null and ${pageViews.createdAt} >= ${topPagesStart}::timestamptz and ${pageViews.createdAt} < ${periodEnd}::timestamptz
          then ${pageViews.urlPathname}
        end as visitor_path,
        true as in_totals,
        count(*) as visits,
        ${sql.join(
          countedColumns(rawView, (where) => sql`count(*) filter (where ${where})`),
          sql`, `,
        )}
      from ${pageViews}
      where not ${pageViews.rolledUp}
      group by day_index, visitor_path
      union all
      select
        width_bucket(${pageViewDays.day}, ${datesArray}::date[]) as day_index,
        null as visitor_path,
        ${pageViewDays.day} > coalesce((select last_day from totals_covered), '-infinity'::date) as in_totals,
        sum(${pageViewDays.visits})::bigint as visits,
        ${sql.join(
          countedColumns(rolledUpDay, (where) => sql`coalesce(sum(${pageViewDays.visits}) filter (where ${where}), 0)::bigint`),
          sql`, `,
        )}
      from ${pageViewDays}
      -- Two ranges of the key, so each is found in the index: the period's days, and any counted after the sums that are older.
      where ${pageViewDays.day} >= ${dates[0]!}::date
        or (${pageViewDays.day} < ${dates[0]!}::date and ${pageViewDays.day} > coalesce((select last_day from totals_covered), '-infinity'::date))
      group by day_index, in_totals
      union all
      select
        null as day_index,
        null as visitor_path,
        true as in_totals,
        sum(${pageViewTotals.visits})::bigint as visits,
        ${sql.join(
          countedColumns(summedTotals, (where) => sql`coalesce(sum(${pageViewTotals.visits}) filter (where ${where}), 0)::bigint`),
          sql`, `,
        )}
      from ${pageViewTotals}
      where exists (select 1 from totals_covered)
    ),
    pages_covered as (
      -- The roll-up's page sums for these days, when they start on the first one; days after them come from the day rows.
      select ${pageViewRanges.lastDay} as last_day from ${pageViewRanges}
      where ${pageViewRanges.range} = ${topPagesRange} and ${pageViewRanges.firstDay} = ${topPagesFirstDate}::date
    ),
    unsummed_pages as (
      -- Visitors' views the range sums do not hold: raw rows, and days counted after the sums.
      select visitor_path as path, visits from buckets where visitor_path is not null
      union all
      select ${pageViewDaySources.path}, ${pageViewDaySources.visits} from ${pageViewDaySources}
      where ${pageViewDaySources.dimension} = 'page' and ${pageViewDaySources.day} >= ${topPagesFirstDate}::date and ${pageViewDaySources.day} <= ${dates.at(-1)!}::date
        and ${pageViewDaySources.day} > coalesce((select last_day from pages_covered), '-infinity'::date)
    ),
    contenders as (
      -- Pages with views outside the sums, and the top of the sums from their ranked index: a page outside both cannot rank above the sums' top.
      select path from unsummed_pages
      union
      (
        select ${pageViewRangeSources.path} from ${pageViewRangeSources}
        where ${summedPages} and ${pageViewRangeSources.dimension} = 'page'
        order by ${pageViewRangeSources.visits} desc, ${pageViewRangeSources.path} collate "C" limit ${TOP_PAGES}
      )
    ),
    contending_pages as (
      select path, visits from unsummed_pages
      union all
      select contenders.path, summed.visits from contenders
      ${summedOneByOne(sql`${summedPages} and ${pageViewRangeSources.dimension} = 'page' and ${pageViewRangeSources.path} = contenders.path`)}
    )
    select json_build_object(
      'totals', (select json_build_object('visits', coalesce(sum(visits), 0), ${sql.join(countedTotals, sql`, `)}) from buckets where in_totals),
      'visitsByDay', (
        select coalesce(json_object_agg(day_index, visits), '{}')
        from (select day_index, sum(visits) as visits from buckets where day_index between 1 and ${dates.length} group by day_index) as days
      ),
      'topPages', (
        select coalesce(json_agg(pages order by pages.visits desc, pages.path collate "C"), '[]')
        from (
          select path, sum(visits) as visits from contending_pages
          group by path order by visits desc, path collate "C" limit ${TOP_PAGES}
        ) as pages
      ),
      'topPagesVisitorVisits', (
        select coalesce(sum(visits), 0) from (
          select visits from unsummed_pages
          union all
          select ${pageViewRangeSources.visits} from ${pageViewRangeSources} where ${summedPages} and ${pageViewRangeSources.dimension} = 'total'
        ) as visitor_views
      ),
      'postCount', (select count(*) from ${posts} where ${posts.status} = 'published' and ${posts.publishedAt} <= ${options.now})
    ) as stats
  `);
  // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
  const [row] = (result as unknown as { rows: { stats: unknown }[] }).rows;
  return buildVisitStats(resultSchema.parse(row?.stats), dates);
}
