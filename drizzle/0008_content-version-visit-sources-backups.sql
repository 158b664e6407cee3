ALTER TABLE "media" ADD COLUMN "variant_recipe" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheduled_for" date,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"bytes" bigint,
	"rows" bigint,
	"files" integer,
	"bucket_key" text,
	"error" text,
	CONSTRAINT "backups_scheduled_for_unique" UNIQUE("scheduled_for")
);
--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");
--> statement-breakpoint
CREATE TABLE "site_content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "site_content_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION bump_site_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE site_content_version SET version = version + 1 WHERE id = 1 RETURNING version INTO raised;
  -- Delivered when the writing transaction commits, and not at all when it rolls back.
  PERFORM pg_notify('site_content_changed', raised::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "media_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER "categories_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER "attribute_options_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_options" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER "products_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER "product_options_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER "product_photos_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_photos" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER "site_settings_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER "posts_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TABLE "page_view_day_sources" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"product_id" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"visits" bigint NOT NULL,
	CONSTRAINT "page_view_day_sources_pk" PRIMARY KEY("dimension","day","path","product_id","country","referrer","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
INSERT INTO "page_view_day_sources" ("day", "dimension", "product_id", "country", "referrer", "utm_source", "utm_medium", "utm_campaign", "visits")
SELECT "day",
  CASE WHEN grouping("product_id") = 0 THEN 'product' WHEN grouping("country") = 0 THEN 'country' WHEN grouping("referrer") = 0 THEN 'referrer'
    WHEN grouping("utm_source") = 0 THEN 'campaign' ELSE 'total' END,
  coalesce("product_id", ''), coalesce("country", ''), coalesce("referrer", ''), coalesce("utm_source", ''), coalesce("utm_medium", ''), coalesce("utm_campaign", ''),
  sum("visits")
FROM "page_view_day_details"
GROUP BY "day", GROUPING SETS (("product_id"), ("country"), ("referrer"), ("utm_source", "utm_medium", "utm_campaign"), ());--> statement-breakpoint
DROP TABLE "page_view_day_details" CASCADE;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "rolled_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "page_views_uncounted_idx" ON "page_views" USING btree ("created_at") WHERE not "page_views"."rolled_up";
