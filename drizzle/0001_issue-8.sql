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
ALTER TABLE "products" ADD COLUMN "keywords_zh" jsonb DEFAULT '[]'::jsonb NOT NULL;