import { lt, min, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { pageViewDayDetails, pageViewDays, pageViews } from "~/database/schema";
import { viewReferrer } from "./visit-details.server";
import { addDays, calendarDateIn, startOfDay } from "./visit-stats";

/**
 * Moves the raw page views of every complete day before the last `retentionDays` (calendar days in
 * the site's time zone, the same boundaries the analysis uses) into daily counts. Each day is one
 * statement that deletes the rows and adds them to the counts, so a view is counted exactly once:
 * a second instance running at the same moment finds the rows already gone, and a view written
 * late for a rolled-up day is added to that day's counts by the next run. Visitors' views are also
 * counted per product, country, referrer and campaign (page_view_day_details) for the conversion figures.
 */
export async function rollUpOldPageViews(
  db: Database,
  options: { now: Date; timeZone: string; retentionDays: number },
): Promise<{ views: number }> {
  const { timeZone } = options;
  const firstKeptDay = addDays(calendarDateIn(options.now, timeZone), -options.retentionDays);
  const [oldest] = await db
    .select({ at: min(pageViews.createdAt) })
    .from(pageViews)
    .where(lt(pageViews.createdAt, startOfDay(firstKeptDay, timeZone)));
  let views = 0;
  if (!oldest?.at) return { views };
  for (let day = calendarDateIn(oldest.at, timeZone); day < firstKeptDay; day = addDays(day, 1)) {
    const start = startOfDay(day, timeZone).toISOString();
    const end = startOfDay(addDays(day, 1), timeZone).toISOString();
    const result = await db.execute(sql`
      with moved as (
        delete from ${pageViews}
        where ${pageViews.createdAt} >= ${start}::timestamptz and ${pageViews.createdAt} < ${end}::timestamptz
        returning ${pageViews.sourceType} as source_type, ${pageViews.deviceType} as device_type, ${pageViews.sourceFrom} as source_from, ${pageViews.userId} is not null as admin,
          coalesce(${pageViews.productId}, '') as product_id, ${pageViews.country} as country, ${viewReferrer} as referrer,
          ${pageViews.utmSource} as utm_source, ${pageViews.utmMedium} as utm_medium, ${pageViews.utmCampaign} as utm_campaign
      ),
      detailed as (
        insert into ${pageViewDayDetails} (day, product_id, country, referrer, utm_source, utm_medium, utm_campaign, visits)
        select ${day}::date, product_id, country, referrer, utm_source, utm_medium, utm_campaign, count(*) from moved
        where not admin
        group by product_id, country, referrer, utm_source, utm_medium, utm_campaign
        on conflict on constraint page_view_day_details_pk do update set visits = ${pageViewDayDetails.visits} + excluded.visits
      ),
      counted as (
        insert into ${pageViewDays} (day, source_type, device_type, source_from, admin, visits)
        select ${day}::date, source_type, device_type, source_from, admin, count(*) from moved
        group by source_type, device_type, source_from, admin
        on conflict (day, source_type, device_type, source_from, admin) do update set visits = ${pageViewDays.visits} + excluded.visits
      )
      select count(*)::int as views from moved
    `);
    // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
    views += (result as unknown as { rows: { views: number }[] }).rows[0]?.views ?? 0;
  }
  return { views };
}
