import { sql, type SQL } from "drizzle-orm";
import { dashboardTitleSql } from "~/database/product-titles";
import { z } from "zod";
import type { Database } from "~/database/client.server";
import {
  enquiries,
  pageViewDaySources,
  pageViewDimensions,
  pageViewRanges,
  pageViewRangeSources,
  pageViews,
  products,
} from "~/database/schema";
import { foldPendingViews } from "./page-view-rollup.server";
import { dimensionOf, groupedByEachDimension, viewReferrer } from "./view-dimensions.server";
import { periodCalendar } from "./visit-stats";
import type { DetailRange, VisitDetails } from "./visit-details";

const TOP_PRODUCTS = 20;
const TOP_SOURCES = 10;
const TOP_COUNTRIES = 20;

/** An enquiry keeps its foreign referrer as origin and path; the host alone is the label views use. */
const enquiryReferrer = sql`coalesce(substring(${enquiries.referrer} from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)'), '')`;

const count = z.coerce.number().int().nonnegative();
const figures = { views: count, enquiries: count };
const resultSchema = z.object({
  views: count,
  enquiries: count,
  products: z.array(z.object({ productId: z.string(), title: z.string().nullable(), ...figures })),
  referrers: z.array(z.object({ referrer: z.string(), ...figures })),
  campaigns: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), ...figures })),
  countries: z.array(z.object({ country: z.string(), ...figures })),
});

type Dimension = "product" | "country" | "referrer" | "campaign";

/**
 * Joins each contender to its range sum (at most one row: the key is unique), looked up through the
 * index one by one. The limit keeps PostgreSQL from flattening the lookup into a join, which reads and
 * sorts every sum of the range to keep the contenders', many times the lookups' cost at scale
 * (docs/benchmarks/019-visit-analysis-at-scale.md, step 7).
 */
export const summedOneByOne = (where: SQL) =>
  sql`cross join lateral (select ${pageViewRangeSources.visits} as visits from ${pageViewRangeSources} where ${where} limit 1) as summed`;

/** The dimensions named one by one, so each is a range of the day rows' index, whose key starts (dimension, day). */
const dimensionList = (dimensions: readonly string[]) =>
  sql.join(
    dimensions.map((dimension) => sql`${dimension}`),
    sql`, `,
  );
/** The counted dimensions these figures read: all but pages (the top pages'). */
const figureDimensions = pageViewDimensions.filter((dimension) => dimension !== "page");
/** Of those, the ones whose range sums are read whole: a range holds a product row per product viewed, so products are read only for the contenders. */
const summedWhole = figureDimensions.filter((dimension) => dimension !== "product");

/** The instants and calendar dates a range covers; null bounds for all time. */
function rangeBounds(range: DetailRange, now: Date, timeZone: string) {
  if (range === "all") return null;
  const { dates, dayStarts } = periodCalendar(now, timeZone, range);
  return { start: dayStarts[0]!.toISOString(), end: dayStarts.at(-1)!.toISOString(), firstDate: dates[0]!, lastDate: dates.at(-1)! };
}

/**
 * Product views against enquiries, and where both came from, over a range of calendar days in the
 * site's time zone or all time. Views are the visitors' (the administrator's own are left out) and
 * come from the roll-up's sums for the range (page_view_range_sources), the daily counts of days counted
 * since, and the raw rows not yet counted, all read in one statement once the pending counts are folded
 * in, so the figures match the raw data a view at a time; enquiries marked as spam are not enquiries here.
 * The most viewed products are ranked among contenders, so the cost does not grow with the catalogue:
 * every product with views outside the sums, the top of the sums (read from their ranked index), and
 * the products asked about that tie with the last of that top. Any other product has only its sum,
 * and the top's products stay above it, so it cannot be in the list.
 */
export async function readVisitDetails(db: Database, options: { now: Date; timeZone: string; range: DetailRange }): Promise<VisitDetails> {
  await foldPendingViews(db);
  const bounds = rangeBounds(options.range, options.now, options.timeZone);
  const rawInRange: SQL = bounds
    ? sql`and ${pageViews.createdAt} >= ${bounds.start}::timestamptz and ${pageViews.createdAt} < ${bounds.end}::timestamptz`
    : sql``;
  const daysInRange: SQL = bounds
    ? sql`and ${pageViewDaySources.day} between ${bounds.firstDate}::date and ${bounds.lastDate}::date`
    : sql``;
  const rangeKey = String(options.range);
  const enquiriesInRange: SQL = bounds
    ? sql`and ${enquiries.createdAt} >= ${bounds.start}::timestamptz and ${enquiries.createdAt} < ${bounds.end}::timestamptz`
    : sql``;

  const ranked = (dimension: Dimension, key: SQL, columns: SQL, where: SQL, limit: number) => sql`(
    select coalesce(json_agg(ranked), '[]') from (
      select ${columns}, sum(views) as views, sum(enquiries) as enquiries from facts where dimension = ${dimension} ${where}
      group by ${key} order by sum(views) desc, sum(enquiries) desc, ${key} limit ${limit}
    ) as ranked
  )`;

  const rangeSums = sql`${pageViewRangeSources.range} = ${rangeKey} and exists (select 1 from covered)`;
  const result = await db.execute(sql`
    with covered as (
      -- The roll-up's sums for this range, when they start on its first day; days after them come from the day rows.
      select ${pageViewRanges.lastDay} as last_day from ${pageViewRanges}
      where ${pageViewRanges.range} = ${rangeKey} ${bounds ? sql`and ${pageViewRanges.firstDay} = ${bounds.firstDate}::date` : sql``}
    ),
    unsummed as (
      select ${dimensionOf}, product_id, country, referrer, utm_source, utm_medium, utm_campaign, count(*) as views, 0 as enquiries
      from (
        select ${pageViews.urlPathname} as path, ${pageViews.productId} as product_id, ${pageViews.country} as country, ${viewReferrer} as referrer,
          ${pageViews.utmSource} as utm_source, ${pageViews.utmMedium} as utm_medium, ${pageViews.utmCampaign} as utm_campaign
        from ${pageViews}
        where not ${pageViews.rolledUp} and ${pageViews.userId} is null ${rawInRange}
      ) as raw_views
      ${groupedByEachDimension}
      union all
      select ${pageViewDaySources.dimension}, nullif(${pageViewDaySources.productId}, ''), ${pageViewDaySources.country}, ${pageViewDaySources.referrer},
        ${pageViewDaySources.utmSource}, ${pageViewDaySources.utmMedium}, ${pageViewDaySources.utmCampaign}, sum(${pageViewDaySources.visits}), 0
      from ${pageViewDaySources}
      where ${pageViewDaySources.dimension} in (${dimensionList(figureDimensions)}) ${daysInRange}
        and ${pageViewDaySources.day} > coalesce((select last_day from covered), '-infinity'::date)
      group by 1, 2, 3, 4, 5, 6, 7
      union all
      select ${dimensionOf}, product_id, country, referrer, utm_source, utm_medium, utm_campaign, 0, count(*)
      from (
        select null as path, ${enquiries.productId} as product_id, ${enquiries.country} as country, ${enquiryReferrer} as referrer,
          ${enquiries.utmSource} as utm_source, ${enquiries.utmMedium} as utm_medium, ${enquiries.utmCampaign} as utm_campaign
        from ${enquiries}
        where ${enquiries.status} <> 'spam' ${enquiriesInRange}
      ) as sent
      ${groupedByEachDimension}
    ),
    summed_top as (
      select ${pageViewRangeSources.productId} as product_id, ${pageViewRangeSources.visits} as visits from ${pageViewRangeSources}
      where ${rangeSums} and ${pageViewRangeSources.dimension} = 'product' and ${pageViewRangeSources.productId} <> ''
      order by ${pageViewRangeSources.visits} desc, ${pageViewRangeSources.productId} limit ${TOP_PRODUCTS}
    ),
    asked_about as (
      select product_id from unsummed where dimension = 'product' and enquiries > 0 and product_id is not null
    ),
    contenders as (
      select product_id from unsummed where dimension = 'product' and views > 0 and product_id is not null
      union
      select product_id from summed_top
      union
      -- Enquiries rank products of equal views: those tied with the last of the sums' top, or any while the sums hold fewer products than the list.
      select product_id from asked_about where (select count(*) from summed_top) < ${TOP_PRODUCTS}
      union
      (
        select ${pageViewRangeSources.productId} from ${pageViewRangeSources}
        where ${rangeSums} and ${pageViewRangeSources.dimension} = 'product' and ${pageViewRangeSources.visits} = (select min(visits) from summed_top)
        intersect
        select product_id from asked_about
      )
    ),
    facts as (
      select * from unsummed
      union all
      select ${pageViewRangeSources.dimension}, nullif(${pageViewRangeSources.productId}, ''), ${pageViewRangeSources.country}, ${pageViewRangeSources.referrer},
        ${pageViewRangeSources.utmSource}, ${pageViewRangeSources.utmMedium}, ${pageViewRangeSources.utmCampaign}, ${pageViewRangeSources.visits}, 0
      from ${pageViewRangeSources} where ${rangeSums} and ${pageViewRangeSources.dimension} in (${dimensionList(summedWhole)})
      union all
      select 'product', contenders.product_id, '', '', '', '', '', summed.visits, 0 from contenders
      ${summedOneByOne(sql`${rangeSums} and ${pageViewRangeSources.dimension} = 'product' and ${pageViewRangeSources.path} = '' and ${pageViewRangeSources.productId} = contenders.product_id`)}
    )
    select json_build_object(
      'views', (select coalesce(sum(views), 0) from facts where dimension = 'total'),
      'enquiries', (select coalesce(sum(enquiries), 0) from facts where dimension = 'total'),
      'products', (
        select coalesce(json_agg(json_build_object('productId', ranked.product_id, 'title', ${dashboardTitleSql}, 'views', ranked.views, 'enquiries', ranked.enquiries) order by ranked.position), '[]')
        from (
          select product_id, sum(views) as views, sum(enquiries) as enquiries,
            row_number() over (order by sum(views) desc, sum(enquiries) desc, product_id) as position
          from facts where dimension = 'product' and product_id in (select product_id from contenders) group by product_id
          order by position limit ${TOP_PRODUCTS}
        ) as ranked
        left join ${products} on ${products.id} = ranked.product_id
      ),
      'referrers', ${ranked("referrer", sql`referrer`, sql`referrer`, sql`and referrer <> ''`, TOP_SOURCES)},
      'campaigns', ${ranked(
        "campaign",
        sql`utm_source, utm_medium, utm_campaign`,
        sql`utm_source as source, utm_medium as medium, utm_campaign as campaign`,
        sql`and (utm_source <> '' or utm_medium <> '' or utm_campaign <> '')`,
        TOP_SOURCES,
      )},
      'countries', ${ranked("country", sql`country`, sql`country`, sql``, TOP_COUNTRIES)}
    ) as details
  `);
  // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
  const [row] = (result as unknown as { rows: { details: unknown }[] }).rows;
  return resultSchema.parse(row?.details);
}
