import { sql } from "drizzle-orm";
import { pageViews } from "~/database/schema";

/** Where a view came from, as one label: the site that linked to it, else the in-app browser it opened in, else "" (typed or bookmarked). */
export const viewReferrer = sql`case when ${pageViews.referrerHost} <> '' then ${pageViews.referrerHost} when ${pageViews.sourceFrom} <> 'browser' then ${pageViews.sourceFrom} else '' end`;

/**
 * Each source is counted once per figure in a single pass: grouping sets keep the groups per figure
 * small (a page, a product, a country…), where grouping by every column at once made nearly a group
 * per view. The roll-up stores these same groups per day (page_view_day_sources).
 */
export const groupedByEachDimension = sql`group by grouping sets ((path), (product_id), (country), (referrer), (utm_source, utm_medium, utm_campaign), ())`;
export const dimensionOf = sql`case
  when grouping(path) = 0 then 'page'
  when grouping(product_id) = 0 then 'product'
  when grouping(country) = 0 then 'country'
  when grouping(referrer) = 0 then 'referrer'
  when grouping(utm_source) = 0 then 'campaign'
  else 'total'
end as dimension`;
