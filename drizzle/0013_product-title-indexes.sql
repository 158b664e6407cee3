CREATE INDEX "products_title_en_idx" ON "products" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "products_title_zh_idx" ON "products" USING btree ("title_zh");