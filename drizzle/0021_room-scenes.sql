CREATE TABLE "room_compositions" (
	"scene_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'wanted' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"composed_at" timestamp with time zone,
	CONSTRAINT "room_compositions_scene_id_product_id_fingerprint_pk" PRIMARY KEY("scene_id","product_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "room_scenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipped_key" text,
	"photo_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_zh" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"surfaces" jsonb NOT NULL,
	"placement" text DEFAULT 'all' NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_scenes_shipped_key_unique" UNIQUE("shipped_key")
);
--> statement-breakpoint
ALTER TABLE "room_compositions" ADD CONSTRAINT "room_compositions_scene_id_room_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."room_scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_compositions" ADD CONSTRAINT "room_compositions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "room_scenes" ADD CONSTRAINT "room_scenes_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_compositions_wanted_idx" ON "room_compositions" USING btree ("requested_at") WHERE "room_compositions"."status" = 'wanted';--> statement-breakpoint
CREATE INDEX "room_compositions_product_idx" ON "room_compositions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "room_scenes_photo_idx" ON "room_scenes" USING btree ("photo_id");--> statement-breakpoint
-- Product pages show the scenes: a change to one drops the cached pages (migration 0008). A composition does not: the pages name its files before they exist.
CREATE TRIGGER "room_scenes_bumps_site_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_scenes" FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
