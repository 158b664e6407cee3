CREATE TABLE "page_view_day_details" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"country" text NOT NULL,
	"referrer" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"visits" bigint NOT NULL,
	CONSTRAINT "page_view_day_details_pk" PRIMARY KEY("day","product_id","country","referrer","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "utm_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "utm_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "utm_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "page_views" SET "product_id" = substring("url_pathname" from '^/product(?:-zh)?/([^/]+)$') WHERE "url_pathname" ~ '^/product(?:-zh)?/[^/]+$';
