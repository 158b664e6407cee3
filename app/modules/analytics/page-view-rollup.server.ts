import { and, eq, lt, min, not, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { pageViewDays, pageViewDaySources, pageViewRanges, pageViewRangeSources, pageViews, pageViewTotals } from "~/database/schema";
import { dimensionOf, groupedByEachDimension, viewReferrer } from "./visit-details.server";
import { detailRanges } from "./visit-details";
import { addDays, calendarDateIn, startOfDay, topPagesMaxDays } from "./visit-stats";

/**
 * Counts the page views of every complete day (calendar days in the site's time zone, the same
 * boundaries the analysis uses) into daily counts and marks them counted, so the analysis of any
 * range reads day rows plus today's views. Each day is one statement that marks the rows and adds
 * them to the counts, so a view is counted exactly once: a second instance running at the same
 * moment waits for the first one's row locks, then finds the rows already marked; a view written
 * late for a counted day is added to that day's counts by the next run. Visitors' views are also
 * counted per page, product, country, referrer and campaign (page_view_day_sources).
 * Counted views older than `retentionDays` are then deleted: nothing reads them any more, and the
 * addresses and user agents they hold are kept no longer than the operator chose.
 */
export async function rollUpPageViews(
  db: Database,
  options: { now: Date; timeZone: string; retentionDays: number },
): Promise<{ views: number; deleted: number }> {
  const { timeZone } = options;
  const today = calendarDateIn(options.now, timeZone);
  const [oldest] = await db
    .select({ at: min(pageViews.createdAt) })
    .from(pageViews)
    .where(and(not(pageViews.rolledUp), lt(pageViews.createdAt, startOfDay(today, timeZone))));
  const yesterday = addDays(today, -1);
  const [summed] = await db.select({ lastDay: min(pageViewRanges.lastDay) }).from(pageViewRanges);
  // The days and the range sums change together, so a reader never sees a view in both or in neither.
  const { views, resummed } = await db.transaction(async (tx) => {
    let counted = 0;
    for (let day = oldest?.at ? calendarDateIn(oldest.at, timeZone) : today; day < today; day = addDays(day, 1)) {
      counted += await rollUpDay(tx, day, timeZone);
    }
    const stale = counted > 0 || summed?.lastDay !== yesterday;
    if (stale) await sumRanges(tx, today);
    return { views: counted, resummed: stale };
  });
  const firstKeptDay = addDays(today, -options.retentionDays);
  const deleted = await db.execute(sql`
    with gone as (
      delete from ${pageViews} where ${pageViews.rolledUp} and ${pageViews.createdAt} < ${startOfDay(firstKeptDay, timeZone).toISOString()}::timestamptz
      returning 1
    )
    select count(*)::int as views from gone
  `);
  const gone = viewsOf(deleted);
  // Embedded PGlite has no autovacuum: the old versions of counted rows would stay in the uncounted
  // views' index, and every analysis would visit each of them (seconds at a million views).
  if (views + gone > 0) await db.execute(sql`vacuum analyze ${pageViews}`);
  // Nor does it analyze: without statistics the planner reads every day row ever counted for the period's few.
  if (resummed) await db.execute(sql`analyze ${pageViewDays}`);
  return { views, deleted: gone };
}

/**
 * Counts the views written so far today into today's daily counts, as the daily roll-up does for a
 * complete day, so the analysis reads a few minutes of raw rows instead of a whole day's (at 25,000
 * views a day that grouping was most of its time). The range sums stay through yesterday: the
 * analysis adds the day rows after them, today's included. Safe beside the daily roll-up and other
 * instances for the same reason it is: the rows are marked in the statement that counts them.
 */
export async function countTodaysPageViews(db: Database, options: { now: Date; timeZone: string }): Promise<number> {
  return rollUpDay(db, calendarDateIn(options.now, options.timeZone), options.timeZone);
}

/**
 * Sums the counted days of each range the conversion figures offer (all of them but today), their
 * pages for the ranges the top pages read, and every counted view per split value for the all-time
 * totals, so reading a range costs the same at 7 days as at all time. Recomputed rather than added
 * to: a late view counted into an old day must reach every range that covers it.
 */
async function sumRanges(db: Database, today: string): Promise<void> {
  const lastDay = addDays(today, -1);
  await db.delete(pageViewTotals);
  await db.execute(sql`
    insert into ${pageViewTotals} (source_type, device_type, source_from, admin, visits)
    select source_type, device_type, source_from, admin, sum(visits) from ${pageViewDays}
    where day <= ${lastDay}::date
    group by source_type, device_type, source_from, admin
  `);
  for (const range of detailRanges) {
    const firstDay = range === "all" ? null : addDays(today, 1 - range);
    const withPages = range !== "all" && range <= topPagesMaxDays;
    const key = String(range);
    await db.delete(pageViewRangeSources).where(eq(pageViewRangeSources.range, key));
    await db.execute(sql`
      insert into ${pageViewRangeSources} (range, dimension, path, product_id, country, referrer, utm_source, utm_medium, utm_campaign, visits)
      select ${key}, dimension, path, product_id, country, referrer, utm_source, utm_medium, utm_campaign, sum(visits)
      from ${pageViewDaySources}
      where ${withPages ? sql`true` : sql`dimension <> 'page'`} and day <= ${lastDay}::date ${firstDay ? sql`and day >= ${firstDay}::date` : sql``}
      group by dimension, path, product_id, country, referrer, utm_source, utm_medium, utm_campaign
    `);
    await db
      .insert(pageViewRanges)
      .values({ range: key, firstDay, lastDay })
      .onConflictDoUpdate({ target: pageViewRanges.range, set: { firstDay, lastDay } });
  }
}

async function rollUpDay(db: Database, day: string, timeZone: string): Promise<number> {
  const start = startOfDay(day, timeZone).toISOString();
  const end = startOfDay(addDays(day, 1), timeZone).toISOString();
  const result = await db.execute(sql`
    with moved as (
      update ${pageViews} set rolled_up = true
      where not ${pageViews.rolledUp} and ${pageViews.createdAt} >= ${start}::timestamptz and ${pageViews.createdAt} < ${end}::timestamptz
      returning ${pageViews.sourceType} as source_type, ${pageViews.deviceType} as device_type, ${pageViews.sourceFrom} as source_from, ${pageViews.userId} is not null as admin,
        ${pageViews.urlPathname} as path, ${pageViews.productId} as product_id, ${pageViews.country} as country, ${viewReferrer} as referrer,
        ${pageViews.utmSource} as utm_source, ${pageViews.utmMedium} as utm_medium, ${pageViews.utmCampaign} as utm_campaign
    ),
    sourced as (
      insert into ${pageViewDaySources} (day, dimension, path, product_id, country, referrer, utm_source, utm_medium, utm_campaign, visits)
      select ${day}::date, ${dimensionOf}, coalesce(path, ''), coalesce(product_id, ''), coalesce(country, ''), coalesce(referrer, ''),
        coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''), count(*)
      from moved
      where not admin
      ${groupedByEachDimension}
      on conflict on constraint page_view_day_sources_pk do update set visits = ${pageViewDaySources.visits} + excluded.visits
    ),
    counted as (
      insert into ${pageViewDays} (day, source_type, device_type, source_from, admin, visits)
      select ${day}::date, source_type, device_type, source_from, admin, count(*) from moved
      group by source_type, device_type, source_from, admin
      on conflict (day, source_type, device_type, source_from, admin) do update set visits = ${pageViewDays.visits} + excluded.visits
    )
    select count(*)::int as views from moved
  `);
  return viewsOf(result);
}

// Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
const viewsOf = (result: unknown) => (result as { rows: { views: number }[] }).rows[0]?.views ?? 0;
