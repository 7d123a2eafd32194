CREATE TYPE "public"."dev_log_kind" AS ENUM('feature', 'improvement', 'fix');--> statement-breakpoint
CREATE TABLE "dev_log_entries" (
	"entry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text,
	"title_en" text NOT NULL,
	"title_tr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_tr" text NOT NULL,
	"kind" "dev_log_kind" NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dev_log_entries_published_idx" ON "dev_log_entries" USING btree ("published_at" DESC NULLS LAST,"entry_id");