CREATE TABLE "brochures" (
	"language" text NOT NULL,
	"scope" text NOT NULL,
	"content_version" bigint,
	"fingerprint" text,
	"file_key" text,
	"bytes" integer,
	"products" integer,
	"rooms_missing" integer DEFAULT 0 NOT NULL,
	"build_ms" integer,
	"built_at" timestamp with time zone,
	"wanted_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "brochures_language_scope_pk" PRIMARY KEY("language","scope")
);
