CREATE TABLE "maintenance_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone,
	"last_finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"source_type" text NOT NULL,
	"device_type" text NOT NULL,
	"source_from" text NOT NULL,
	"admin" boolean NOT NULL,
	"visits" bigint NOT NULL,
	CONSTRAINT "page_view_days_day_source_type_device_type_source_from_admin_pk" PRIMARY KEY("day","source_type","device_type","source_from","admin")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"purpose" text NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_purpose_key_pk" PRIMARY KEY("purpose","key")
);
--> statement-breakpoint
ALTER TABLE "login_throttle" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_throttle" CASCADE;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "auth_token_hash" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "keywords_zh" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_auth_token_hash_auth_tokens_token_hash_fk" FOREIGN KEY ("auth_token_hash") REFERENCES "public"."auth_tokens"("token_hash") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
UPDATE "mail_outbox" SET "text" = regexp_replace("text", '/(reset-password|verify-email|confirm-email)/[A-Za-z0-9_-]+', '/\1/-', 'g') WHERE "auth_token_hash" IS NULL;--> statement-breakpoint
DELETE FROM "auth_tokens" WHERE "used_at" IS NULL;
