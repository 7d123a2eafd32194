CREATE TABLE "instagram_posts" (
	"post_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_url" text NOT NULL,
	"caption_en" text NOT NULL,
	"caption_tr" text NOT NULL,
	"display_order" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"file_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_posts_url_idx" ON "instagram_posts" USING btree ("post_url");--> statement-breakpoint
CREATE INDEX "instagram_posts_order_idx" ON "instagram_posts" USING btree ("display_order","created_at","post_id");