-- The site's documents keep the owner's texts in one shape (docs/decisions/048-owner-texts-one-shape.md): `texts` keyed
-- by language (English complete, the others only the fields written in them) and `textTimes`, empty for texts moved
-- here. Every stored document, draft, revision and quote letterhead written as `{ en, zh, translations }` is reshaped;
-- the first document shapes (docs/requirements/records.md#first-document-shapes) without `en` are left to their readers.

-- The fields written in a part: strings with more than blanks, lists with an entry.
CREATE FUNCTION texts_documents_written(part jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  FROM jsonb_each(CASE WHEN jsonb_typeof(part) = 'object' THEN part ELSE '{}'::jsonb END)
  WHERE (jsonb_typeof(value) = 'string' AND (value #>> '{}') ~ '\S')
     OR (jsonb_typeof(value) = 'array' AND jsonb_array_length(value) > 0)
$$;--> statement-breakpoint
-- The named fields of a part.
CREATE FUNCTION texts_documents_pick(part jsonb, fields text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  FROM jsonb_each(CASE WHEN jsonb_typeof(part) = 'object' THEN part ELSE '{}'::jsonb END)
  WHERE key = ANY (fields)
$$;--> statement-breakpoint
-- `texts` from the English part, the Chinese part and the added languages' `translations`: each but English as written.
CREATE FUNCTION texts_documents_texts(english jsonb, chinese jsonb, translations jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('en', english)
    || CASE WHEN texts_documents_written(chinese) = '{}'::jsonb THEN '{}'::jsonb
            ELSE jsonb_build_object('zh', texts_documents_written(chinese)) END
    || coalesce(
         (SELECT jsonb_object_agg(key, texts_documents_written(value))
          FROM jsonb_each(CASE WHEN jsonb_typeof(translations) = 'object' THEN translations ELSE '{}'::jsonb END)
          WHERE key NOT IN ('en', 'zh') AND texts_documents_written(value) <> '{}'::jsonb),
         '{}'::jsonb)
$$;--> statement-breakpoint
-- A document or list entry `{ en, zh, translations, …rest }` as `{ …rest, texts, textTimes }`; `english` holds the
-- English fields older documents were read with by default.
CREATE FUNCTION texts_documents_part(part jsonb, english jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(part) = 'object' AND part ? 'en' AND NOT part ? 'texts' THEN
    (part - 'en' - 'zh' - 'translations')
      || jsonb_build_object(
           'texts', texts_documents_texts(english || (part -> 'en'), part -> 'zh', part -> 'translations'),
           'textTimes', '{}'::jsonb)
  ELSE part END
$$;--> statement-breakpoint
-- The About page: its facts side by side with the name and intro.
CREATE FUNCTION texts_documents_about(page jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT texts_documents_part(
    CASE WHEN jsonb_typeof(page) = 'object' AND page ? 'en' THEN
      page || jsonb_build_object(
        'en', ((page -> 'en') - 'facts') || coalesce(page -> 'en' -> 'facts', '{}'::jsonb),
        'zh', coalesce((page -> 'zh') - 'facts', '{}'::jsonb) || coalesce(page -> 'zh' -> 'facts', '{}'::jsonb))
    ELSE page END,
    '{}'::jsonb)
$$;--> statement-breakpoint
-- The home page: each slide's caption and the contact dialog's texts.
CREATE FUNCTION texts_documents_home(page jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(page -> 'slides') = 'array' AND jsonb_typeof(page -> 'modal') = 'object' THEN
    page || jsonb_build_object(
      'slides', (SELECT coalesce(jsonb_agg(texts_documents_part(slide, '{}'::jsonb) ORDER BY position), '[]'::jsonb)
                 FROM jsonb_array_elements(page -> 'slides') WITH ORDINALITY AS slides(slide, position)),
      'modal', texts_documents_part(page -> 'modal', '{}'::jsonb))
  ELSE page END
$$;--> statement-breakpoint
-- The pages' search texts: each page's title and description, empty where an older document had none.
CREATE FUNCTION texts_documents_page_seo(pages jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(pages) = 'object' THEN
    (SELECT coalesce(jsonb_object_agg(key, texts_documents_part(value, '{"title": "", "description": ""}'::jsonb)), '{}'::jsonb)
     FROM jsonb_each(pages))
  ELSE pages END
$$;--> statement-breakpoint
-- The navigation: each entry's `label` per language becomes its texts.
CREATE FUNCTION texts_documents_navigation_entry(entry jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(entry -> 'label') = 'object' THEN
    (entry - 'label') || jsonb_build_object(
      'texts', texts_documents_texts(
        jsonb_build_object('label', coalesce(entry -> 'label' -> 'en', '""'::jsonb)),
        jsonb_build_object('label', entry -> 'label' -> 'zh'),
        (SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('label', value)), '{}'::jsonb)
         FROM jsonb_each(entry -> 'label') WHERE key NOT IN ('en', 'zh'))),
      'textTimes', '{}'::jsonb)
  ELSE entry END
$$;--> statement-breakpoint
CREATE FUNCTION texts_documents_navigation(navigation jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(navigation) = 'object' THEN
    navigation || (
      SELECT coalesce(jsonb_object_agg(list, (
        SELECT coalesce(jsonb_agg(texts_documents_navigation_entry(entry) ORDER BY position), '[]'::jsonb)
        FROM jsonb_array_elements(navigation -> list) WITH ORDINALITY AS entries(entry, position))), '{}'::jsonb)
      FROM unnest(ARRAY['navbar', 'footer']) AS lists(list)
      WHERE jsonb_typeof(navigation -> list) = 'array')
  ELSE navigation END
$$;--> statement-breakpoint
-- The company details: the texts per language, the phones and addresses on the web once (the English document's, which
-- the form always wrote the same in both); the first shape's one `phone`, `email` and `url` become lists.
CREATE FUNCTION texts_documents_company(company jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(company) = 'object' AND jsonb_typeof(company -> 'en') = 'object' AND NOT company ? 'texts' THEN
    (company - 'en' - 'zh' - 'translations')
      || jsonb_build_object(
           'texts', texts_documents_texts(
             '{"address": "", "person": "", "hours": ""}'::jsonb
               || texts_documents_pick(company -> 'en', ARRAY['name', 'address', 'person', 'hours']),
             texts_documents_pick(company -> 'zh', ARRAY['name', 'address', 'person', 'hours']),
             company -> 'translations'),
           'textTimes', '{}'::jsonb,
           'phones', coalesce(company -> 'en' -> 'phones',
             CASE WHEN coalesce(company -> 'en' ->> 'phone', '') <> '' THEN jsonb_build_array(company -> 'en' -> 'phone') ELSE '[]'::jsonb END),
           'emails', coalesce(company -> 'en' -> 'emails',
             CASE WHEN coalesce(company -> 'en' ->> 'email', '') <> '' THEN jsonb_build_array(company -> 'en' -> 'email') ELSE '[]'::jsonb END),
           'website', coalesce(company -> 'en' -> 'website', company -> 'en' -> 'url', '""'::jsonb))
      || texts_documents_pick(company -> 'en', ARRAY['wechat', 'whatsapp', 'linkedin'])
  ELSE company END
$$;--> statement-breakpoint
-- The owner's quote defaults: their terms per language.
CREATE FUNCTION texts_documents_quote_settings(settings jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(settings -> 'terms') = 'object' THEN
    settings || jsonb_build_object('terms', texts_documents_part(settings -> 'terms', '{}'::jsonb))
  ELSE settings END
$$;--> statement-breakpoint
-- A document by the key site_settings keeps it under.
CREATE FUNCTION texts_documents_setting(setting text, document jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE setting
    WHEN 'saideInfo' THEN texts_documents_company(document)
    WHEN 'aboutPage' THEN texts_documents_about(document)
    WHEN 'homePage' THEN texts_documents_home(document)
    WHEN 'pageSeo' THEN texts_documents_page_seo(document)
    WHEN 'navigation' THEN texts_documents_navigation(document)
    WHEN 'quoteSettings' THEN texts_documents_quote_settings(document)
    ELSE document END
$$;--> statement-breakpoint
UPDATE "site_settings" SET "value" = texts_documents_setting("key", "value")
WHERE "key" IN ('saideInfo', 'aboutPage', 'homePage', 'pageSeo', 'navigation', 'quoteSettings');--> statement-breakpoint
UPDATE "site_settings" SET "draft" = texts_documents_setting("key", "draft")
WHERE "draft" IS NOT NULL AND "key" IN ('saideInfo', 'aboutPage', 'homePage', 'pageSeo', 'navigation', 'quoteSettings');--> statement-breakpoint
-- Revisions keep what their record's editor saved: the basic info with the company details inside it.
UPDATE "revisions" SET "data" = CASE "entity_type"
    WHEN 'basic-info' THEN "data" || jsonb_build_object('company', texts_documents_company("data" -> 'company'))
    WHEN 'about-page' THEN texts_documents_about("data")
    WHEN 'home-page' THEN texts_documents_home("data")
    WHEN 'page-seo' THEN texts_documents_page_seo("data")
    WHEN 'navigation' THEN texts_documents_navigation("data")
    ELSE texts_documents_quote_settings("data") END
WHERE "entity_type" IN ('basic-info', 'about-page', 'home-page', 'page-seo', 'navigation', 'quote-settings')
  AND ("entity_type" <> 'basic-info' OR jsonb_typeof("data" -> 'company') = 'object');--> statement-breakpoint
-- A sent version's letterhead: the company's name and address per language, the rest once.
UPDATE "quotes" SET "letterhead" = "letterhead" || jsonb_build_object('company',
    jsonb_build_object(
      'texts', texts_documents_texts(
        texts_documents_pick("letterhead" -> 'company' -> 'en', ARRAY['name', 'address']),
        texts_documents_pick("letterhead" -> 'company' -> 'zh', ARRAY['name', 'address']),
        "letterhead" -> 'company' -> 'translations'),
      'phones', coalesce("letterhead" -> 'company' -> 'en' -> 'phones', '[]'::jsonb),
      'emails', coalesce("letterhead" -> 'company' -> 'en' -> 'emails', '[]'::jsonb),
      'website', coalesce("letterhead" -> 'company' -> 'en' -> 'website', '""'::jsonb)))
WHERE jsonb_typeof("letterhead" -> 'company' -> 'en') = 'object';--> statement-breakpoint
DROP FUNCTION texts_documents_setting(text, jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_quote_settings(jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_company(jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_navigation(jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_navigation_entry(jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_page_seo(jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_home(jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_about(jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_part(jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_texts(jsonb, jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION texts_documents_pick(jsonb, text[]);--> statement-breakpoint
DROP FUNCTION texts_documents_written(jsonb);
