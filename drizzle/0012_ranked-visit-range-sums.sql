-- The range sums are summed again by the next count of page views, which finds them missing; emptying them first means no earlier duplicate can stop the key.
DELETE FROM "page_view_range_sources";--> statement-breakpoint
DELETE FROM "page_view_ranges";--> statement-breakpoint
DROP INDEX "page_view_range_sources_range_idx";--> statement-breakpoint
ALTER TABLE "page_view_range_sources" ADD CONSTRAINT "page_view_range_sources_pk" PRIMARY KEY("range","dimension","path","product_id","country","referrer","utm_source","utm_medium","utm_campaign");--> statement-breakpoint
CREATE INDEX "page_view_range_sources_ranked_idx" ON "page_view_range_sources" USING btree ("range","dimension","visits" DESC NULLS FIRST,"product_id","path" collate "C");