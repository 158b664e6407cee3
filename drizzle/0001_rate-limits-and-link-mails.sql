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
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_auth_token_hash_auth_tokens_token_hash_fk" FOREIGN KEY ("auth_token_hash") REFERENCES "public"."auth_tokens"("token_hash") ON DELETE cascade ON UPDATE cascade;