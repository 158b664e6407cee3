DROP INDEX "products_title_en_idx";--> statement-breakpoint
DROP INDEX "products_title_zh_idx";--> statement-breakpoint
ALTER TABLE "product_photos" ADD COLUMN "texts" jsonb DEFAULT '{"en":{"alt":""}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_photos" ADD COLUMN "text_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "text_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The owner's texts move into one document per row keyed by language (docs/decisions/048-owner-texts-one-shape.md):
-- English from the English columns, Chinese and each added language with only the fields written in them (a string
-- with more than blanks, a list with an entry). Texts moved carry no times: they count as written together.
CREATE FUNCTION "texts_products_written"("fields" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg("key", "value"), '{}'::jsonb) FROM jsonb_each(coalesce("fields", '{}'::jsonb))
  WHERE CASE jsonb_typeof("value")
    WHEN 'string' THEN btrim("value" #>> '{}') <> ''
    WHEN 'array' THEN jsonb_array_length("value") > 0
    ELSE jsonb_typeof("value") <> 'null' END
$$;--> statement-breakpoint
-- `english` complete, `chinese` and each language of `translations` as far as written, languages with nothing written left out.
CREATE FUNCTION "texts_products_moved"("english" jsonb, "chinese" jsonb, "translations" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('en', "english") || coalesce(jsonb_object_agg("language", "fields"), '{}'::jsonb)
  FROM (
    SELECT 'zh' AS "language", "texts_products_written"("chinese") AS "fields"
    UNION ALL
    SELECT "key", "texts_products_written"("value") FROM jsonb_each(coalesce("translations", '{}'::jsonb))
    WHERE "key" NOT IN ('en', 'zh') AND jsonb_typeof("value") = 'object'
  ) AS "written"
  WHERE "fields" <> '{}'::jsonb
$$;--> statement-breakpoint
UPDATE "products" SET
  "texts" = "texts_products_moved"(
    jsonb_build_object('title', "title_en", 'description', "description_en", 'keywords', "keywords", 'applications', "applications_en", 'specRows', "spec_rows_en"),
    jsonb_build_object('title', "title_zh", 'description', "description_zh", 'keywords', "keywords_zh", 'applications', "applications_zh", 'specRows', "spec_rows_zh"),
    "translations"
  ),
  -- A slab size's name the same way: { texts, lengthMm, widthMm } instead of labelEn, labelZh and translations.
  "slab_sizes" = (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'texts', "texts_products_moved"(jsonb_build_object('label', coalesce("size"->'labelEn', '""'::jsonb)), jsonb_build_object('label', "size"->'labelZh'), "size"->'translations'),
      'lengthMm', "size"->'lengthMm',
      'widthMm', "size"->'widthMm'
    ) ORDER BY "position"), '[]'::jsonb)
    FROM jsonb_array_elements("slab_sizes") WITH ORDINALITY AS "sizes"("size", "position")
  );--> statement-breakpoint
UPDATE "product_photos" SET "texts" = "texts_products_moved"(jsonb_build_object('alt', "alt_en"), jsonb_build_object('alt', "alt_zh"), "translations");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
DROP FUNCTION "texts_products_moved"(jsonb, jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION "texts_products_written"(jsonb);--> statement-breakpoint
CREATE INDEX "products_title_en_idx" ON "products" USING btree (("texts"->'en'->>'title'));--> statement-breakpoint
CREATE INDEX "products_title_zh_idx" ON "products" USING btree (("texts"->'zh'->>'title'));--> statement-breakpoint
ALTER TABLE "product_photos" DROP COLUMN "alt_en";--> statement-breakpoint
ALTER TABLE "product_photos" DROP COLUMN "alt_zh";--> statement-breakpoint
ALTER TABLE "product_photos" DROP COLUMN "translations";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "title_zh";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description_zh";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "keywords";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "keywords_zh";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "applications_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "applications_zh";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "spec_rows_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "spec_rows_zh";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "translations";