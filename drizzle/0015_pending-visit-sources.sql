CREATE TABLE "page_view_pending_sources" (
	"day" date NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"dimension" text NOT NULL,
	"product_id" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"visits" bigint NOT NULL,
	CONSTRAINT "page_view_pending_sources_pk" PRIMARY KEY("dimension","day","path","product_id","country","referrer","utm_source","utm_medium","utm_campaign")
);
