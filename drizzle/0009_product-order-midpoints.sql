ALTER TABLE "products" ALTER COLUMN "sort_order" SET DATA TYPE double precision;--> statement-breakpoint
CREATE INDEX "products_order_idx" ON "products" USING btree ("sort_order","id");