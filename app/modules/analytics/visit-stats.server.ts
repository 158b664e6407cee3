import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/client.server";
import { pageViews, posts } from "~/database/schema";
import { buildVisitStats, periodCalendar, topPagesMaxDays, type CountedValue, type VisitStats } from "./visit-stats";

const TOP_PAGES = 10;

/** The SQL reading of each value `splitRules` names; the type makes a rule without its condition a compile error. */
const countedWhere = {
  mobile: sql`${pageViews.sourceType} = 'mobile'`,
  ios: sql`${pageViews.deviceType} = 'ios'`,
  android: sql`${pageViews.deviceType} = 'android'`,
  admin: sql`${pageViews.userId} is not null`,
  wechat: sql`${pageViews.sourceFrom} = 'wechat'`,
  linkedin: sql`${pageViews.sourceFrom} = 'linkedin'`,
  facebook: sql`${pageViews.sourceFrom} = 'facebook'`,
  weibo: sql`${pageViews.sourceFrom} = 'weibo'`,
  twitter: sql`${pageViews.sourceFrom} = 'twitter'`,
} satisfies Record<CountedValue, SQL>;

const countedValues = Object.keys(countedWhere) as CountedValue[];

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
 */
export async function readVisitStats(
  db: Database,
  options: { now: Date; timeZone: string; periodDays: number },
): Promise<VisitStats> {
  const { dates, dayStarts } = periodCalendar(options.now, options.timeZone, options.periodDays);
  const dayStartsArray = `{${dayStarts.map((start) => start.toISOString()).join(",")}}`;
  const topPagesStart = dayStarts[Math.max(0, dates.length - topPagesMaxDays)]!.toISOString();
  const periodEnd = dayStarts.at(-1)!.toISOString();
  const countedColumns = countedValues.map((name) => sql`count(*) filter (where ${countedWhere[name]}) as ${sql.identifier(name)}`);
  const countedTotals = countedValues.map((name) => sql`${name}::text, coalesce(sum(${sql.identifier(name)}), 0)`);

  const result = await db.execute(sql`
    with buckets as (
      select
        width_bucket(${pageViews.createdAt}, ${dayStartsArray}::timestamptz[]) as day_index,
        case
          when ${pageViews.userId} is null and ${pageViews.createdAt} >= ${topPagesStart}::timestamptz and ${pageViews.createdAt} < ${periodEnd}::timestamptz
          then ${pageViews.urlPathname}
        end as visitor_path,
        count(*) as visits,
        ${sql.join(countedColumns, sql`, `)}
      from ${pageViews}
      group by day_index, visitor_path
    )
    select json_build_object(
      'totals', (select json_build_object('visits', coalesce(sum(visits), 0), ${sql.join(countedTotals, sql`, `)}) from buckets),
      'visitsByDay', (
        select coalesce(json_object_agg(day_index, visits), '{}')
        from (select day_index, sum(visits) as visits from buckets where day_index between 1 and ${dates.length} group by day_index) as days
      ),
      'topPages', (
        select coalesce(json_agg(pages order by pages.visits desc, pages.path collate "C"), '[]')
        from (
          select visitor_path as path, sum(visits) as visits from buckets where visitor_path is not null
          group by visitor_path order by visits desc, visitor_path collate "C" limit ${TOP_PAGES}
        ) as pages
      ),
      'topPagesVisitorVisits', (select coalesce(sum(visits), 0) from buckets where visitor_path is not null),
      'postCount', (select count(*) from ${posts})
    ) as stats
  `);
  // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
  const [row] = (result as unknown as { rows: { stats: unknown }[] }).rows;
  return buildVisitStats(resultSchema.parse(row?.stats), dates);
}
