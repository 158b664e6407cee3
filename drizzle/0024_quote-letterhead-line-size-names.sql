-- Lines sent before this name no size (''): their documents show the millimetres alone, as they did.
ALTER TABLE "quote_lines" ADD COLUMN "size_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Versions sent before this keep no letterhead (null): their page, owner's copy and mails read the current company details and quote settings.
ALTER TABLE "quotes" ADD COLUMN "letterhead" jsonb;
