-- Versions sent before this keep no letterhead (null): their page, owner's copy and mails read the current company details and quote settings.
ALTER TABLE "quotes" ADD COLUMN "letterhead" jsonb;
