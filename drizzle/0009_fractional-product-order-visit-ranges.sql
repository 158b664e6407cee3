CREATE TABLE "page_view_range_sources" (
	"range" text NOT NULL,
	"dimension" text NOT NULL,
	"product_id" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"visits" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_ranges" (
	"range" text PRIMARY KEY NOT NULL,
	"first_day" date,
	"last_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sort_order" SET DATA TYPE double precision;--> statement-breakpoint
CREATE INDEX "page_view_range_sources_range_idx" ON "page_view_range_sources" USING btree ("range","dimension");--> statement-breakpoint
CREATE INDEX "products_order_idx" ON "products" USING btree ("sort_order","id");