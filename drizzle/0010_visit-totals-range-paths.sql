CREATE TABLE "page_view_totals" (
	"source_type" text NOT NULL,
	"device_type" text NOT NULL,
	"source_from" text NOT NULL,
	"admin" boolean NOT NULL,
	"visits" bigint NOT NULL,
	CONSTRAINT "page_view_totals_source_type_device_type_source_from_admin_pk" PRIMARY KEY("source_type","device_type","source_from","admin")
);
--> statement-breakpoint
ALTER TABLE "page_view_range_sources" ADD COLUMN "path" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The sums so far hold no pages and no totals: forgotten, the readers take the day rows until the next roll-up sums them all again.
DELETE FROM "page_view_ranges";
