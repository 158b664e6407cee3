CREATE SEQUENCE "public"."quote_request_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_request_lines" (
	"enquiry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_title" text NOT NULL,
	"thickness_mm" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"finish" text,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"slabs" integer NOT NULL,
	CONSTRAINT "quote_request_lines_enquiry_id_position_pk" PRIMARY KEY("enquiry_id","position")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "destination_port" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "request_number" integer;--> statement-breakpoint
ALTER TABLE "quote_request_lines" ADD CONSTRAINT "quote_request_lines_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_request_number_unique" UNIQUE("request_number");--> statement-breakpoint
ALTER SEQUENCE "public"."quote_request_numbers" OWNED BY "public"."enquiries"."request_number";
