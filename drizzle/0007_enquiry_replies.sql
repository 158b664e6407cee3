ALTER TABLE "mail_outbox" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "author" text;