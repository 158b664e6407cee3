-- The owner's texts of categories, attribute options, library images, posts and room scenes move from their English and
-- Chinese columns and `translations` into one `texts` document keyed by language (docs/decisions/048-owner-texts-one-shape.md):
-- English whole, every other language only the fields written in it (a non-blank text, a non-empty list). Moved texts carry
-- no times. The revisions of categories, posts and room scenes are rewritten the same way, so an older one still restores.
ALTER TABLE "attribute_options" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD COLUMN "text_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "text_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "texts" jsonb DEFAULT '{"en":{"alt":""}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "text_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "text_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_scenes" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "room_scenes" ADD COLUMN "text_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "categories" SET "texts" = jsonb_build_object('en', jsonb_build_object('title', "title_en", 'description', "description_en")) || coalesce((
    SELECT jsonb_object_agg(own.language, own.fields) FROM (
      SELECT source.language, (SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(source.fields) AS field WHERE (CASE jsonb_typeof(field.value) WHEN 'string' THEN (field.value #>> '{}') ~ '[^[:space:]]' WHEN 'array' THEN jsonb_array_length(field.value) > 0 WHEN 'null' THEN false ELSE true END)) AS fields
      FROM (
        SELECT 'zh' AS language, jsonb_build_object('title', "title_zh", 'description', "description_zh") AS fields
        UNION ALL
        SELECT entry.key, entry.value FROM jsonb_each(coalesce("translations", '{}'::jsonb)) AS entry
        WHERE entry.key NOT IN ('en', 'zh') AND jsonb_typeof(entry.value) = 'object'
      ) AS source
    ) AS own WHERE own.fields IS NOT NULL
  ), '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
UPDATE "revisions" SET "data" = data - 'titleEn' - 'titleZh' - 'descriptionEn' - 'descriptionZh' - 'translations' || jsonb_build_object('texts', jsonb_build_object('en', jsonb_build_object('title', data -> 'titleEn', 'description', data -> 'descriptionEn')) || coalesce((
    SELECT jsonb_object_agg(own.language, own.fields) FROM (
      SELECT source.language, (SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(source.fields) AS field WHERE (CASE jsonb_typeof(field.value) WHEN 'string' THEN (field.value #>> '{}') ~ '[^[:space:]]' WHEN 'array' THEN jsonb_array_length(field.value) > 0 WHEN 'null' THEN false ELSE true END)) AS fields
      FROM (
        SELECT 'zh' AS language, jsonb_build_object('title', data -> 'titleZh', 'description', data -> 'descriptionZh') AS fields
        UNION ALL
        SELECT entry.key, entry.value FROM jsonb_each(coalesce(data -> 'translations', '{}'::jsonb)) AS entry
        WHERE entry.key NOT IN ('en', 'zh') AND jsonb_typeof(entry.value) = 'object'
      ) AS source
    ) AS own WHERE own.fields IS NOT NULL
  ), '{}'::jsonb))
WHERE "entity_type" = 'category' AND jsonb_typeof("data") = 'object' AND NOT "data" ? 'texts';--> statement-breakpoint
UPDATE "attribute_options" SET "texts" = jsonb_build_object('en', jsonb_build_object('label', "label_en")) || coalesce((
    SELECT jsonb_object_agg(own.language, own.fields) FROM (
      SELECT source.language, (SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(source.fields) AS field WHERE (CASE jsonb_typeof(field.value) WHEN 'string' THEN (field.value #>> '{}') ~ '[^[:space:]]' WHEN 'array' THEN jsonb_array_length(field.value) > 0 WHEN 'null' THEN false ELSE true END)) AS fields
      FROM (
        SELECT 'zh' AS language, jsonb_build_object('label', "label_zh") AS fields
        UNION ALL
        SELECT entry.key, entry.value FROM jsonb_each(coalesce("translations", '{}'::jsonb)) AS entry
        WHERE entry.key NOT IN ('en', 'zh') AND jsonb_typeof(entry.value) = 'object'
      ) AS source
    ) AS own WHERE own.fields IS NOT NULL
  ), '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "attribute_options" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
UPDATE "media" SET "texts" = jsonb_build_object('en', jsonb_build_object('alt', "alt_en")) || coalesce((
    SELECT jsonb_object_agg(own.language, own.fields) FROM (
      SELECT source.language, (SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(source.fields) AS field WHERE (CASE jsonb_typeof(field.value) WHEN 'string' THEN (field.value #>> '{}') ~ '[^[:space:]]' WHEN 'array' THEN jsonb_array_length(field.value) > 0 WHEN 'null' THEN false ELSE true END)) AS fields
      FROM (
        SELECT 'zh' AS language, jsonb_build_object('alt', "alt_zh") AS fields
        UNION ALL
        SELECT entry.key, entry.value FROM jsonb_each(coalesce("translations", '{}'::jsonb)) AS entry
        WHERE entry.key NOT IN ('en', 'zh') AND jsonb_typeof(entry.value) = 'object'
      ) AS source
    ) AS own WHERE own.fields IS NOT NULL
  ), '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "texts" = jsonb_build_object('en', jsonb_build_object('title', "title_en", 'summary', "summary_en", 'body', "body_en")) || coalesce((
    SELECT jsonb_object_agg(own.language, own.fields) FROM (
      SELECT source.language, (SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(source.fields) AS field WHERE (CASE jsonb_typeof(field.value) WHEN 'string' THEN (field.value #>> '{}') ~ '[^[:space:]]' WHEN 'array' THEN jsonb_array_length(field.value) > 0 WHEN 'null' THEN false ELSE true END)) AS fields
      FROM (
        SELECT 'zh' AS language, jsonb_build_object('title', "title_zh", 'summary', "summary_zh", 'body', "body_zh") AS fields
        UNION ALL
        SELECT entry.key, entry.value FROM jsonb_each(coalesce("translations", '{}'::jsonb)) AS entry
        WHERE entry.key NOT IN ('en', 'zh') AND jsonb_typeof(entry.value) = 'object'
      ) AS source
    ) AS own WHERE own.fields IS NOT NULL
  ), '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
UPDATE "revisions" SET "data" = data - 'titleEn' - 'titleZh' - 'summaryEn' - 'summaryZh' - 'bodyEn' - 'bodyZh' - 'translations' || jsonb_build_object('texts', jsonb_build_object('en', jsonb_build_object('title', data -> 'titleEn', 'summary', data -> 'summaryEn', 'body', data -> 'bodyEn')) || coalesce((
    SELECT jsonb_object_agg(own.language, own.fields) FROM (
      SELECT source.language, (SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(source.fields) AS field WHERE (CASE jsonb_typeof(field.value) WHEN 'string' THEN (field.value #>> '{}') ~ '[^[:space:]]' WHEN 'array' THEN jsonb_array_length(field.value) > 0 WHEN 'null' THEN false ELSE true END)) AS fields
      FROM (
        SELECT 'zh' AS language, jsonb_build_object('title', data -> 'titleZh', 'summary', data -> 'summaryZh', 'body', data -> 'bodyZh') AS fields
        UNION ALL
        SELECT entry.key, entry.value FROM jsonb_each(coalesce(data -> 'translations', '{}'::jsonb)) AS entry
        WHERE entry.key NOT IN ('en', 'zh') AND jsonb_typeof(entry.value) = 'object'
      ) AS source
    ) AS own WHERE own.fields IS NOT NULL
  ), '{}'::jsonb))
WHERE "entity_type" = 'post' AND jsonb_typeof("data") = 'object' AND NOT "data" ? 'texts';--> statement-breakpoint
UPDATE "room_scenes" SET "texts" = jsonb_build_object('en', jsonb_build_object('name', "name_en", 'alt', "alt_en")) || coalesce((
    SELECT jsonb_object_agg(own.language, own.fields) FROM (
      SELECT source.language, (SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(source.fields) AS field WHERE (CASE jsonb_typeof(field.value) WHEN 'string' THEN (field.value #>> '{}') ~ '[^[:space:]]' WHEN 'array' THEN jsonb_array_length(field.value) > 0 WHEN 'null' THEN false ELSE true END)) AS fields
      FROM (
        SELECT 'zh' AS language, jsonb_build_object('name', "name_zh", 'alt', "alt_zh") AS fields
        UNION ALL
        SELECT entry.key, entry.value FROM jsonb_each(coalesce("translations", '{}'::jsonb)) AS entry
        WHERE entry.key NOT IN ('en', 'zh') AND jsonb_typeof(entry.value) = 'object'
      ) AS source
    ) AS own WHERE own.fields IS NOT NULL
  ), '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "room_scenes" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
UPDATE "revisions" SET "data" = data - 'nameEn' - 'nameZh' - 'altEn' - 'altZh' - 'translations' || jsonb_build_object('texts', jsonb_build_object('en', jsonb_build_object('name', data -> 'nameEn', 'alt', data -> 'altEn')) || coalesce((
    SELECT jsonb_object_agg(own.language, own.fields) FROM (
      SELECT source.language, (SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(source.fields) AS field WHERE (CASE jsonb_typeof(field.value) WHEN 'string' THEN (field.value #>> '{}') ~ '[^[:space:]]' WHEN 'array' THEN jsonb_array_length(field.value) > 0 WHEN 'null' THEN false ELSE true END)) AS fields
      FROM (
        SELECT 'zh' AS language, jsonb_build_object('name', data -> 'nameZh', 'alt', data -> 'altZh') AS fields
        UNION ALL
        SELECT entry.key, entry.value FROM jsonb_each(coalesce(data -> 'translations', '{}'::jsonb)) AS entry
        WHERE entry.key NOT IN ('en', 'zh') AND jsonb_typeof(entry.value) = 'object'
      ) AS source
    ) AS own WHERE own.fields IS NOT NULL
  ), '{}'::jsonb))
WHERE "entity_type" = 'room-scene' AND jsonb_typeof("data") = 'object' AND NOT "data" ? 'texts';--> statement-breakpoint
ALTER TABLE "attribute_options" DROP COLUMN "label_en";--> statement-breakpoint
ALTER TABLE "attribute_options" DROP COLUMN "label_zh";--> statement-breakpoint
ALTER TABLE "attribute_options" DROP COLUMN "translations";--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "title_zh";--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "description_zh";--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "translations";--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "alt_en";--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "alt_zh";--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "translations";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "title_zh";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "summary_en";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "summary_zh";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "body_en";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "body_zh";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "translations";--> statement-breakpoint
ALTER TABLE "room_scenes" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "room_scenes" DROP COLUMN "name_zh";--> statement-breakpoint
ALTER TABLE "room_scenes" DROP COLUMN "alt_en";--> statement-breakpoint
ALTER TABLE "room_scenes" DROP COLUMN "alt_zh";--> statement-breakpoint
ALTER TABLE "room_scenes" DROP COLUMN "translations";
