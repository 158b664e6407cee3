import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { pageViews, posts, products } from "~/database/schema";
import { SITE_CONTENT_CHANNEL, watchSiteContent } from "~/modules/page-cache/content-version.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { postRow } from "../support/content-rows";

/** Tables whose rows a public page shows: a write to one must drop every cached page. */
const BUYERS_SEE = [
  "attribute_options",
  "categories",
  "media",
  "posts",
  "product_options",
  "product_photos",
  "products",
  "room_scenes",
  "site_settings",
];
/**
 * Tables no cached page reads (users and their second factors only appear in a signed-in layout, quotes only behind a
 * buyer's own link: neither is ever cached; a page names a room composition's files before they exist; a drawn brochure
 * announces itself; a catalogue import's products are written to the tables buyers see, its own row is the dashboard's).
 */
const NOT_SHOWN = [
  "audit_events",
  "auth_tokens",
  "authenticator_apps",
  "backups",
  "brochures",
  "catalogue_imports",
  "enquiries",
  "enquiry_routing_rules",
  "invitations",
  "mail_outbox",
  "quote_lines",
  "quote_request_lines",
  "quotes",
  "maintenance_leases",
  "page_view_day_sources",
  "page_view_days",
  "page_view_pending_sources",
  "page_view_range_sources",
  "page_view_ranges",
  "page_view_totals",
  "page_views",
  "passkeys",
  "rate_limits",
  "recovery_codes",
  "revisions",
  "room_compositions",
  "sessions",
  "sign_in_challenges",
  "site_content_version",
  "unused_files",
  "users",
];

const silent = () => {};
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(databaseKinds)("the site content version on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  // Both drivers answer with `rows`; drizzle types a raw result as unknown.
  const namesFrom = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name).sort();

  it("classifies every table as shown to buyers (with the trigger) or not, so a new table must be decided", async () => {
    const tables = await namesFrom(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables).toEqual([...BUYERS_SEE, ...NOT_SHOWN].sort());
    const triggered = await namesFrom(
      sql`select distinct event_object_table as name from information_schema.triggers where action_statement like '%bump_site_content_version%'`,
    );
    expect(triggered).toEqual(BUYERS_SEE);
  });

  it("tells every listener about a committed write to a table buyers see, and nothing about others", async () => {
    const heard: (string | null)[][] = [[], []];
    const unlisten = await Promise.all(heard.map((payloads) => database.listen(SITE_CONTENT_CHANNEL, (payload) => payloads.push(payload))));
    try {
      await database.db.update(products).set({ filename: "unchanged" }).where(eq(products.id, "no-such-product"));
      await settled();
      expect(heard.map((payloads) => payloads.length)).toEqual([1, 1]);

      await database.db.update(pageViews).set({ country: "" }).where(eq(pageViews.id, -1));
      await expect(
        database.db.transaction(async (transaction) => {
          await transaction.update(products).set({ filename: "rolled-back" }).where(eq(products.id, "no-such-product"));
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await settled();
      expect(heard.map((payloads) => payloads.length)).toEqual([1, 1]);
    } finally {
      await Promise.all(unlisten.map((stop) => stop()));
    }
  });

  it("drops the cached pages when a scheduled news post becomes public, which no write announces", async () => {
    let changes = 0;
    const watch = await watchSiteContent({ database, onChange: () => (changes += 1), log: silent });
    try {
      await database.db
        .insert(posts)
        .values(postRow({ slug: `scheduled-${kind}`, titleEn: "Scheduled", status: "published", publishedAt: new Date(Date.now() + 700) }));
      await settled();
      expect(changes).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(changes).toBe(2);
    } finally {
      await watch.stop();
    }
  });
});
