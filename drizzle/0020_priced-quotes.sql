CREATE SEQUENCE "public"."quote_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"thickness_mm" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"finish" text,
	"slabs" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"price_unit" text NOT NULL,
	CONSTRAINT "quote_lines_quote_id_position_pk" PRIMARY KEY("quote_id","position")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"incoterm" text NOT NULL,
	"destination_port" text NOT NULL,
	"cargo_limit_kg" integer NOT NULL,
	"plan_settings" jsonb NOT NULL,
	"freight_minor" integer DEFAULT 0 NOT NULL,
	"insurance_minor" integer DEFAULT 0 NOT NULL,
	"valid_until" date NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"delivery_terms" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"token_hash" text NOT NULL,
	"pdf_key" text NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_enquiry_version_idx" ON "quotes" USING btree ("enquiry_id","version");--> statement-breakpoint
ALTER SEQUENCE "public"."quote_numbers" OWNED BY "public"."quotes"."sequence";
