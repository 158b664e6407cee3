import { and, eq, min, not, sql, type SQL } from "drizzle-orm";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Database, DatabaseExecutor, Transaction } from "~/database/client.server";
import {
  pageViewDays,
  pageViewDaySources,
  pageViewPendingSources,
  pageViewRanges,
  pageViewRangeSources,
  pageViews,
  pageViewTotals,
} from "~/database/schema";
import { dimensionOf, groupedByEachDimension, viewReferrer } from "./view-dimensions.server";
import { detailRanges, type DetailRange } from "./visit-details";
import { addDays, calendarDateIn, startOfDay, topPagesMaxDays } from "./visit-stats";

/**
 * Counts every view not yet counted (see `countPageViews`), then deletes counted views older than
 * `retentionDays`: nothing reads them any more, and the addresses and user agents they hold are kept
 * no longer than the operator chose.
 */
export async function rollUpPageViews(
  db: Database,
  options: { now: Date; timeZone: string; retentionDays: number },
): Promise<{ views: number; deleted: number }> {
  const views = await countPageViews(db, options);
  const firstKeptDay = addDays(calendarDateIn(options.now, options.timeZone), -options.retentionDays);
  const deleted = await db.execute(sql`
    with gone as (
      delete from ${pageViews} where ${pageViews.rolledUp} and ${pageViews.createdAt} < ${startOfDay(firstKeptDay, options.timeZone).toISOString()}::timestamptz
      returning 1
    )
    select count(*)::int as views from gone
  `);
  const gone = viewsOf(deleted);
  // Embedded PGlite has no autovacuum: the old versions of counted rows would stay in the uncounted
  // views' index, and every analysis would visit each of them (seconds at a million views).
  if (views + gone > 0) await db.execute(sql`vacuum analyze ${pageViews}`);
  return { views, deleted: gone };
}

/**
 * At most this many views are counted by one statement. Embedded PGlite runs one statement at a time,
 * and a minute of a busy server's views counted at once held every waiting query for over a second. In
 * batches the count takes longer, but the queries waiting run between them, as they do between the
 * recorder's writes (docs/benchmarks/019-visit-analysis-at-scale.md, step 7).
 */
const VIEWS_PER_BATCH = 500;

/**
 * Counts the views not yet counted, of any day up to today (calendar days in the site's time zone,
 * the boundaries the analysis uses), into daily counts and marks them counted, folds the counts
 * waiting in `page_view_pending_sources` into the sums, and on the first count of a new day moves the
 * range sums to end on it; the scheduler calls it every minute. The recorder stores views already
 * counted (`insertCountedViews`), so the views left to count here are those stored otherwise: by a
 * version before that, or by an instance of one during an upgrade. Each batch is one statement that
 * marks its rows and adds them to the day counts and the pending sums, so a view is counted exactly
 * once, a late view for a counted day included; between batches the event loop turns. Each batch, fold
 * and move holds a transaction lock, so two instances never count into sums that the other is moving.
 */
export async function countPageViews(db: Database, options: { now: Date; timeZone: string }): Promise<number> {
  const { timeZone } = options;
  const today = calendarDateIn(options.now, timeZone);
  const [oldest] = await db
    .select({ at: min(pageViews.createdAt) })
    .from(pageViews)
    .where(not(pageViews.rolledUp));
  const firstDay = oldest?.at ? calendarDateIn(oldest.at, timeZone) : today;
  let views = 0;
  if (oldest?.at) {
    for (let day = firstDay; day <= today; day = addDays(day, 1)) {
      let counted: number;
      do {
        counted = await exclusively(db, (tx) => countBatch(tx, day, timeZone, options.now));
        views += counted;
        await nextTurn();
      } while (counted === VIEWS_PER_BATCH);
    }
  }
  await foldPendingViews(db);
  if ((await rangesToMove(db, today)).length === 0) return views;
  const moved = await exclusively(db, (tx) => moveRanges(tx, today));
  // Embedded PGlite does not analyze by itself: without statistics the planner reads every day row
  // ever counted for the period's few, and walks the range sums instead of their ranked index. Once a
  // day, when the sums move, keeps them as current as the day rows grow.
  if (moved) await db.execute(sql`analyze ${pageViewDays}, ${pageViewRangeSources}`);
  return views;
}

/**
 * Pending rows folded by one statement. On PGlite a statement holds the database, and a row costs
 * an upsert of its day row and of up to three range rows, so this many hold it about as long as the
 * recorder's writes do (docs/benchmarks/019-visit-analysis-at-scale.md, step 9).
 */
const PENDING_ROWS_PER_FOLD = 150;

/**
 * Moves every count waiting in `page_view_pending_sources` into the day rows and the sums of the ranges
 * covering its day, in statements of a bounded size with a turn of the event loop between them. Each
 * statement deletes the rows it adds, under the counting lock, so a count is folded exactly once
 * whichever instance folds it. Readers call it first, so the figures hold every stored view; a count
 * waiting for a day the range sums do not reach yet is added to them when they move, from its day row.
 */
export async function foldPendingViews(db: Database): Promise<void> {
  // Most readings find nothing pending: a look costs a fraction of a locked transaction that finds nothing.
  if ((await db.select({ any: sql`1` }).from(pageViewPendingSources).limit(1)).length === 0) return;
  let folded: number;
  let total = 0;
  do {
    folded = await exclusively(db, (tx) => foldPendingBatch(tx));
    total += folded;
    if (folded === PENDING_ROWS_PER_FOLD) await nextTurn();
  } while (folded === PENDING_ROWS_PER_FOLD);
  // Every reading folds first, and finding the table empty means reading all it ever held: PGlite has
  // no autovacuum, and after a million views counted at once an empty fold took much of each reading
  // (docs/benchmarks/019-visit-analysis-at-scale.md, step 9).
  if (total > 0) await db.execute(sql`vacuum ${pageViewPendingSources}`);
}

const sourceKeys = sql`dimension, path, product_id, country, referrer, utm_source, utm_medium, utm_campaign`;

async function foldPendingBatch(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`
    with taken as (
      delete from ${pageViewPendingSources}
      where ctid = any(array(select ctid from ${pageViewPendingSources} limit ${PENDING_ROWS_PER_FOLD}))
      returning day, ${sourceKeys}, visits
    ),
    sourced as (
      insert into ${pageViewDaySources} (day, ${sourceKeys}, visits)
      select day, ${sourceKeys}, visits from taken
      on conflict on constraint page_view_day_sources_pk do update set visits = ${pageViewDaySources.visits} + excluded.visits
    ),
    ranged as (
      insert into ${pageViewRangeSources} (range, ${sourceKeys}, visits)
      select ${pageViewRanges.range}, ${sourceKeys}, sum(visits)
      from taken
      join ${pageViewRanges} on ${covering(
        sql`taken.day`,
        sql`(dimension <> 'page' or ${pageViewRanges.range} in (${sql.join(
          rangesWithPages.map((range) => sql`${range}`),
          sql`, `,
        )}))`,
      )}
      -- A page viewed on either side of midnight has a pending row for each day; its range rows take both at once.
      group by ${pageViewRanges.range}, ${sourceKeys}
      on conflict on constraint page_view_range_sources_pk do update set visits = ${pageViewRangeSources.visits} + excluded.visits
    )
    select count(*)::int as views from taken
  `);
  return viewsOf(result);
}

/** Runs `work` in a transaction that holds the counting lock, so counting and moving the sums never interleave across instances. */
function exclusively<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('page-views:count'))`);
    return work(tx);
  });
}

type RangeSums = { range: DetailRange; firstDay: string | null; summed?: { firstDay: string | null; lastDay: string } };

/** The ranges whose sums do not yet end on `today`, each with the days they hold now, if any. */
async function rangesToMove(db: DatabaseExecutor, today: string): Promise<RangeSums[]> {
  const summed = await db
    .select({ range: pageViewRanges.range, firstDay: pageViewRanges.firstDay, lastDay: pageViewRanges.lastDay })
    .from(pageViewRanges);
  return detailRanges
    .map((range) => ({ range, firstDay: firstDayOf(range, today), summed: summed.find((row) => row.range === String(range)) }))
    .filter(({ firstDay, summed: sums }) => sums?.lastDay !== today || sums.firstDay !== firstDay);
}

const firstDayOf = (range: DetailRange, today: string) => (range === "all" ? null : addDays(today, 1 - range));
/** The ranges whose sums hold pages: those the top pages read. */
const rangesWithPages = detailRanges.filter((range) => range !== "all" && range <= topPagesMaxDays).map(String);

/**
 * Moves the sums of each range the conversion figures offer (their pages for the ranges the top
 * pages read, and for all time every counted view per split value) to end on `today`, so reading a
 * range costs the same at 7 days as at all time. Sums that still overlap the range are moved: the
 * days that left it are taken off and the days counted since added, a cost of the days that passed,
 * not of the history kept. Others (none yet, or days missed) are summed again from the day rows.
 * Answers whether any moved.
 */
async function moveRanges(db: DatabaseExecutor, today: string): Promise<boolean> {
  const ranges = await rangesToMove(db, today);
  for (const { range, firstDay, summed } of ranges) {
    const key = String(range);
    const movable =
      summed &&
      summed.lastDay < today &&
      (firstDay === null ? summed.firstDay === null : summed.firstDay !== null && addDays(summed.lastDay, 1) >= firstDay);
    if (movable) {
      if (firstDay !== null) await addDaysToRange(db, key, { from: summed.firstDay!, before: firstDay }, -1);
      await addDaysToRange(db, key, { from: addDays(summed.lastDay, 1), before: addDays(today, 1) }, 1);
      await db.delete(pageViewRangeSources).where(and(eq(pageViewRangeSources.range, key), eq(pageViewRangeSources.visits, 0)));
    } else {
      await db.delete(pageViewRangeSources).where(eq(pageViewRangeSources.range, key));
      await addDaysToRange(db, key, { from: firstDay, before: addDays(today, 1) }, 1);
    }
    if (range === "all")
      await addDaysToTotals(db, { from: movable ? addDays(summed.lastDay, 1) : null, before: addDays(today, 1) }, !movable);
    await db
      .insert(pageViewRanges)
      .values({ range: key, firstDay, lastDay: today })
      .onConflictDoUpdate({ target: pageViewRanges.range, set: { firstDay, lastDay: today } });
  }
  return ranges.length > 0;
}

/** Adds (sign 1) or takes off (sign -1) the visitors' day counts of days from `from` (null: the first) up to `before` to a range's sums. */
async function addDaysToRange(
  db: DatabaseExecutor,
  key: string,
  days: { from: string | null; before: string },
  sign: 1 | -1,
): Promise<void> {
  await db.execute(sql`
    insert into ${pageViewRangeSources} (range, dimension, path, product_id, country, referrer, utm_source, utm_medium, utm_campaign, visits)
    select ${key}, dimension, path, product_id, country, referrer, utm_source, utm_medium, utm_campaign, ${sign}::int * sum(visits)
    from ${pageViewDaySources}
    where ${rangesWithPages.includes(key) ? sql`true` : sql`dimension <> 'page'`} and day < ${days.before}::date ${days.from ? sql`and day >= ${days.from}::date` : sql``}
    group by dimension, path, product_id, country, referrer, utm_source, utm_medium, utm_campaign
    on conflict on constraint page_view_range_sources_pk do update set visits = ${pageViewRangeSources.visits} + excluded.visits
  `);
}

/** Adds the day counts per split value of days from `from` (null: the first) up to `before` to the all-time totals, emptied first when `afresh`. */
async function addDaysToTotals(db: DatabaseExecutor, days: { from: string | null; before: string }, afresh: boolean): Promise<void> {
  if (afresh) await db.delete(pageViewTotals);
  await db.execute(sql`
    insert into ${pageViewTotals} (source_type, device_type, source_from, admin, visits)
    select source_type, device_type, source_from, admin, sum(visits) from ${pageViewDays}
    where day < ${days.before}::date ${days.from ? sql`and day >= ${days.from}::date` : sql``}
    group by source_type, device_type, source_from, admin
    on conflict (source_type, device_type, source_from, admin) do update set visits = ${pageViewTotals.visits} + excluded.visits
  `);
}

/**
 * Counts a batch of the oldest uncounted views of `day` recorded before `until`: views recorded while
 * a count runs wait for the next one, so a count ends however fast views arrive.
 */
async function countBatch(tx: Transaction, day: string, timeZone: string, until: Date): Promise<number> {
  // Statistics hold nearly every view as counted, so the planner expects a handful of uncounted ones and
  // would read all of them through a bitmap to sort out the oldest (docs/benchmarks/019-visit-analysis-at-scale.md,
  // step 7); the index in order stops at the batch's last.
  await tx.execute(sql`set local enable_bitmapscan = off`);
  const start = startOfDay(day, timeZone).toISOString();
  const dayEnd = startOfDay(addDays(day, 1), timeZone);
  const end = new Date(Math.min(dayEnd.getTime(), until.getTime())).toISOString();
  const result = await tx.execute(
    countingStatement(
      day,
      sql`
        update ${pageViews} set rolled_up = true
        -- Found by id from an array, not joined: with stale statistics the planner read the batch again for every uncounted view.
        where ${pageViews.id} = any(array(
          select ${pageViews.id} from ${pageViews}
          where not ${pageViews.rolledUp} and ${pageViews.createdAt} >= ${start}::timestamptz and ${pageViews.createdAt} < ${end}::timestamptz
          order by ${pageViews.createdAt} limit ${VIEWS_PER_BATCH}
        ))
      `,
    ),
  );
  return viewsOf(result);
}

/**
 * Stores views of `day` already counted: `insert` (an insert into page_views of rows marked counted,
 * without a returning list) runs in the statement that adds them to the counts, under the counting
 * lock. The recorder stores every view this way, so a running server leaves the minute's count nothing to do.
 */
export async function insertCountedViews(db: Database, day: string, insert: SQL): Promise<number> {
  return viewsOf(await exclusively(db, (tx) => tx.execute(countingStatement(day, insert))));
}

/** Whether the sums of the ranges in `ranges` (a condition on page_view_ranges) hold the views of `day`. */
const covering = (day: SQL, ranges: SQL) =>
  sql`${pageViewRanges.lastDay} >= ${day}::date and (${pageViewRanges.firstDay} is null or ${pageViewRanges.firstDay} <= ${day}::date) and ${ranges}`;

/**
 * One statement that runs `marking` (an update or insert of page_views that marks views of `day`
 * counted), adds the views it marked to the day counts, the all-time totals and the visitors' views
 * per dimension waiting to be folded into the sums (see `foldPendingViews`), so a view is counted
 * exactly when it is marked. Answers how many it counted.
 */
function countingStatement(day: string, marking: SQL): SQL {
  return sql`
    with moved as (
      ${marking}
      returning ${pageViews.sourceType} as source_type, ${pageViews.deviceType} as device_type, ${pageViews.sourceFrom} as source_from, ${pageViews.userId} is not null as admin,
        ${pageViews.urlPathname} as path, ${pageViews.productId} as product_id, ${pageViews.country} as country, ${viewReferrer} as referrer,
        ${pageViews.utmSource} as utm_source, ${pageViews.utmMedium} as utm_medium, ${pageViews.utmCampaign} as utm_campaign
    ),
    pending as (
      insert into ${pageViewPendingSources} (day, ${sourceKeys}, visits)
      select ${day}::date, ${dimensionOf}, coalesce(path, ''), coalesce(product_id, ''), coalesce(country, ''), coalesce(referrer, ''),
        coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''), count(*)
      from moved
      where not admin
      ${groupedByEachDimension}
      on conflict on constraint page_view_pending_sources_pk do update set visits = ${pageViewPendingSources.visits} + excluded.visits
    ),
    counted as (
      insert into ${pageViewDays} (day, source_type, device_type, source_from, admin, visits)
      select ${day}::date, source_type, device_type, source_from, admin, count(*) from moved
      group by source_type, device_type, source_from, admin
      on conflict (day, source_type, device_type, source_from, admin) do update set visits = ${pageViewDays.visits} + excluded.visits
    ),
    totalled as (
      insert into ${pageViewTotals} (source_type, device_type, source_from, admin, visits)
      select source_type, device_type, source_from, admin, count(*) from moved
      where exists (select 1 from ${pageViewRanges} where ${covering(sql`${day}`, sql`${pageViewRanges.range} = 'all'`)})
      group by source_type, device_type, source_from, admin
      on conflict (source_type, device_type, source_from, admin) do update set visits = ${pageViewTotals.visits} + excluded.visits
    )
    select count(*)::int as views from moved
  `;
}

// Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
const viewsOf = (result: unknown) => (result as { rows: { views: number }[] }).rows[0]?.views ?? 0;
