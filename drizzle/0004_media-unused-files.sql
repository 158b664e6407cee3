CREATE TABLE "unused_files" (
	"key" text PRIMARY KEY NOT NULL,
	"unused_since" timestamp with time zone NOT NULL
);
