ALTER TABLE "attribute_options" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "gallery_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_gallery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_without_gallery_idx" ON "products" USING btree ("photo_url" text_pattern_ops) WHERE not "products"."has_gallery";--> statement-breakpoint
-- Each trigger recounts the rows its statement touched instead of adding to a count: a restore that
-- brings the counts with their rows, then inserts the uses, still ends right. The rows are locked
-- first, in id order, so a second writer recounts only after the first has committed (with a fresh
-- snapshot under READ COMMITTED) and two writers never lock in opposite orders.
CREATE FUNCTION count_gallery_uses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched_images uuid[];
  touched_products text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT media_id), array_agg(DISTINCT product_id) INTO touched_images, touched_products FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT media_id), array_agg(DISTINCT product_id) INTO touched_images, touched_products FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT media_id), array_agg(DISTINCT product_id) INTO touched_images, touched_products
    FROM (SELECT media_id, product_id FROM new_rows UNION SELECT media_id, product_id FROM old_rows) AS changed;
  END IF;
  IF touched_images IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM media WHERE id = ANY (touched_images) ORDER BY id FOR UPDATE;
  UPDATE media SET gallery_products = recounted.products
  FROM (SELECT image.id, (SELECT count(DISTINCT product_id) FROM product_photos WHERE media_id = image.id)::integer AS products FROM unnest(touched_images) AS image(id)) AS recounted
  WHERE media.id = recounted.id AND media.gallery_products <> recounted.products;
  -- The products' own trigger (derive_has_gallery) sets the flag; this only rewrites the rows whose flag is wrong.
  UPDATE products SET has_gallery = NOT has_gallery
  WHERE id = ANY (touched_products) AND has_gallery <> EXISTS (SELECT 1 FROM product_photos WHERE product_id = products.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_photos_count_inserted" AFTER INSERT ON "product_photos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_gallery_uses();
--> statement-breakpoint
CREATE TRIGGER "product_photos_count_updated" AFTER UPDATE ON "product_photos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_gallery_uses();
--> statement-breakpoint
CREATE TRIGGER "product_photos_count_deleted" AFTER DELETE ON "product_photos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_gallery_uses();
--> statement-breakpoint
-- A product row is written with whatever its writer copied (a duplicate, a restore, an SQL copy); the flag is the gallery's, not theirs.
CREATE FUNCTION derive_has_gallery() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.has_gallery := EXISTS (SELECT 1 FROM product_photos WHERE product_id = NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_derive_has_gallery" BEFORE INSERT OR UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION derive_has_gallery();
--> statement-breakpoint
CREATE FUNCTION count_option_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT option_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT option_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT option_id) INTO touched FROM (SELECT option_id FROM new_rows UNION SELECT option_id FROM old_rows) AS changed;
  END IF;
  IF touched IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM attribute_options WHERE id = ANY (touched) ORDER BY id FOR UPDATE;
  UPDATE attribute_options SET product_count = recounted.products
  FROM (SELECT option.id, (SELECT count(*) FROM product_options WHERE option_id = option.id)::integer AS products FROM unnest(touched) AS option(id)) AS recounted
  WHERE attribute_options.id = recounted.id AND attribute_options.product_count <> recounted.products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_options_count_inserted" AFTER INSERT ON "product_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_option_products();
--> statement-breakpoint
CREATE TRIGGER "product_options_count_updated" AFTER UPDATE ON "product_options" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_option_products();
--> statement-breakpoint
CREATE TRIGGER "product_options_count_deleted" AFTER DELETE ON "product_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_option_products();
--> statement-breakpoint
UPDATE "media" SET "gallery_products" = (SELECT count(DISTINCT "product_id") FROM "product_photos" WHERE "media_id" = "media"."id");
--> statement-breakpoint
UPDATE "attribute_options" SET "product_count" = (SELECT count(*) FROM "product_options" WHERE "option_id" = "attribute_options"."id");
--> statement-breakpoint
UPDATE "products" SET "has_gallery" = true WHERE EXISTS (SELECT 1 FROM "product_photos" WHERE "product_id" = "products"."id");
