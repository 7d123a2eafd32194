CREATE TYPE "public"."information_project_status" AS ENUM('draft', 'published', 'archived', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."event_image_type" AS ENUM('cover', 'gallery');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('academic', 'social', 'other');--> statement-breakpoint
CREATE TYPE "public"."listing_category" AS ENUM('car_pooling', 'internships', 'jobs', 'alumni', 'erasmus');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('waiting', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."therapist_entry_status" AS ENUM('waiting', 'approved', 'rejected', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."therapist_pool" AS ENUM('psychology', 'psychiatry');--> statement-breakpoint
CREATE TYPE "public"."therapist_report_action" AS ENUM('hide', 'dismiss');--> statement-breakpoint
CREATE TYPE "public"."therapist_report_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."pool_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TYPE "public"."qa_status" AS ENUM('answered', 'pending', 'in_review');--> statement-breakpoint
CREATE TABLE "information_projects" (
	"project_id" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_tr" text NOT NULL,
	"access_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"process_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "information_project_status" DEFAULT 'draft' NOT NULL,
	"display_order" integer NOT NULL,
	"search_text" text NOT NULL,
	"name_en_sort" text GENERATED ALWAYS AS (translate("name_en", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"name_tr_sort" text GENERATED ALWAYS AS (translate("name_tr", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "information_projects_id_check" CHECK ("information_projects"."project_id" ~ '^[a-z]+(-[a-z]+)*$' and char_length("information_projects"."project_id") between 3 and 60),
	CONSTRAINT "information_projects_order_check" CHECK ("information_projects"."display_order" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "event_date_times" (
	"event_id" uuid NOT NULL,
	"event_date" date NOT NULL,
	"event_time" time NOT NULL,
	CONSTRAINT "event_date_times_event_id_event_date_event_time_pk" PRIMARY KEY("event_id","event_date","event_time")
);
--> statement-breakpoint
CREATE TABLE "event_images" (
	"image_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"image_type" "event_image_type" NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_name" text NOT NULL,
	"event_description" text,
	"event_type" "event_type" NOT NULL,
	"event_location" text NOT NULL,
	"status" "event_status" DEFAULT 'active' NOT NULL,
	"search_text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"listing_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" "listing_category" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"contact" text NOT NULL,
	"expires_on" date NOT NULL,
	"status" "listing_status" DEFAULT 'waiting' NOT NULL,
	"review_note" text,
	"author_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"approved_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapist_pool_consents" (
	"user_id" uuid NOT NULL,
	"pool" "therapist_pool" NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_version" integer NOT NULL,
	CONSTRAINT "therapist_pool_consents_user_id_pool_pk" PRIMARY KEY("user_id","pool")
);
--> statement-breakpoint
CREATE TABLE "therapist_pool_entries" (
	"entry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool" "therapist_pool" NOT NULL,
	"therapist_name" text NOT NULL,
	"therapist_name_sort" text GENERATED ALWAYS AS (translate("therapist_name", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"experience" text NOT NULL,
	"sessions" integer NOT NULL,
	"fee" integer NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"is_online" boolean NOT NULL,
	"status" "therapist_entry_status" DEFAULT 'waiting' NOT NULL,
	"review_note" text,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"author_id" uuid NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_pool_entries_numbers_check" CHECK ("therapist_pool_entries"."sessions" between 1 and 500 and "therapist_pool_entries"."fee" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "therapist_pool_reports" (
	"report_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" "therapist_report_status" DEFAULT 'open' NOT NULL,
	"resolution" "therapist_report_action",
	"resolution_note" text,
	"resolver_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pool_questions" (
	"question_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" "pool_status" DEFAULT 'open' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"author_id" uuid NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_questions_reply_count_check" CHECK ("pool_questions"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pool_replies" (
	"reply_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"content" text NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_entries" (
	"entry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" integer NOT NULL,
	"question_en" text NOT NULL,
	"question_tr" text NOT NULL,
	"answer_en" text DEFAULT '' NOT NULL,
	"answer_tr" text DEFAULT '' NOT NULL,
	"order" integer NOT NULL,
	"author" text NOT NULL,
	"status" "qa_status" NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_entries_order_check" CHECK ("qa_entries"."order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "question_groups" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_groups_id_check" CHECK ("question_groups"."group_id" between 1000 and 9999),
	CONSTRAINT "question_groups_display_order_check" CHECK ("question_groups"."display_order" >= 1)
);
--> statement-breakpoint
ALTER TABLE "event_date_times" ADD CONSTRAINT "event_date_times_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_pool_reports" ADD CONSTRAINT "therapist_pool_reports_entry_id_therapist_pool_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."therapist_pool_entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_questions" ADD CONSTRAINT "pool_questions_group_id_question_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."question_groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_replies" ADD CONSTRAINT "pool_replies_question_id_pool_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."pool_questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_entries" ADD CONSTRAINT "qa_entries_group_id_question_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."question_groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "information_projects_status_order_en_idx" ON "information_projects" USING btree ("status","display_order","name_en_sort" collate "C");--> statement-breakpoint
CREATE INDEX "information_projects_status_order_tr_idx" ON "information_projects" USING btree ("status","display_order","name_tr_sort" collate "C");--> statement-breakpoint
CREATE INDEX "information_projects_search_trgm_idx" ON "information_projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_date_times_upcoming_idx" ON "event_date_times" USING btree ("event_date","event_time","event_id");--> statement-breakpoint
CREATE INDEX "event_images_event_idx" ON "event_images" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "event_images_one_cover_idx" ON "event_images" USING btree ("event_id") WHERE "event_images"."image_type" = 'cover';--> statement-breakpoint
CREATE INDEX "events_status_updated_idx" ON "events" USING btree ("status","updated_at" DESC NULLS LAST,"event_id");--> statement-breakpoint
CREATE INDEX "events_updated_idx" ON "events" USING btree ("updated_at" DESC NULLS LAST,"event_id");--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_board_idx" ON "listings" USING btree ("category","status","expires_on","approved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_approved_idx" ON "listings" USING btree ("status","approved_at" DESC NULLS LAST,"listing_id");--> statement-breakpoint
CREATE INDEX "listings_queue_idx" ON "listings" USING btree ("status","category","created_at","listing_id");--> statement-breakpoint
CREATE INDEX "listings_queue_all_idx" ON "listings" USING btree ("status","created_at","listing_id");--> statement-breakpoint
CREATE INDEX "listings_author_idx" ON "listings" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_created_idx" ON "therapist_pool_entries" USING btree ("pool","status","created_at" DESC NULLS LAST,"entry_id");--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_name_idx" ON "therapist_pool_entries" USING btree ("pool","status","therapist_name_sort" collate "C","entry_id");--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_fee_idx" ON "therapist_pool_entries" USING btree ("pool","status","fee","entry_id");--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_sessions_idx" ON "therapist_pool_entries" USING btree ("pool","status","sessions","entry_id");--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_city_idx" ON "therapist_pool_entries" USING btree ("pool","status","city_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_online_idx" ON "therapist_pool_entries" USING btree ("pool","status","is_online");--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_search_trgm_idx" ON "therapist_pool_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_status_created_idx" ON "therapist_pool_entries" USING btree ("status","created_at","entry_id");--> statement-breakpoint
CREATE INDEX "therapist_pool_entries_author_idx" ON "therapist_pool_entries" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "therapist_pool_reports_open_unique" ON "therapist_pool_reports" USING btree ("entry_id","reporter_id") WHERE "therapist_pool_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "therapist_pool_reports_status_created_idx" ON "therapist_pool_reports" USING btree ("status","created_at","report_id");--> statement-breakpoint
CREATE INDEX "therapist_pool_reports_entry_idx" ON "therapist_pool_reports" USING btree ("entry_id","status");--> statement-breakpoint
CREATE INDEX "pool_questions_created_idx" ON "pool_questions" USING btree ("created_at" DESC NULLS LAST,"question_id");--> statement-breakpoint
CREATE INDEX "pool_questions_group_status_created_idx" ON "pool_questions" USING btree ("group_id","status","created_at" DESC NULLS LAST,"question_id");--> statement-breakpoint
CREATE INDEX "pool_questions_status_created_idx" ON "pool_questions" USING btree ("status","created_at" DESC NULLS LAST,"question_id");--> statement-breakpoint
CREATE INDEX "pool_questions_author_created_idx" ON "pool_questions" USING btree ("author_id","created_at" DESC NULLS LAST,"question_id");--> statement-breakpoint
CREATE INDEX "pool_questions_search_trgm_idx" ON "pool_questions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pool_replies_question_created_idx" ON "pool_replies" USING btree ("question_id","created_at","reply_id");--> statement-breakpoint
CREATE INDEX "pool_replies_author_idx" ON "pool_replies" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "qa_entries_group_status_order_idx" ON "qa_entries" USING btree ("group_id","status","order","entry_id");--> statement-breakpoint
CREATE INDEX "qa_entries_group_order_idx" ON "qa_entries" USING btree ("group_id","order","entry_id");--> statement-breakpoint
CREATE INDEX "qa_entries_status_idx" ON "qa_entries" USING btree ("status","group_id","order");--> statement-breakpoint
CREATE INDEX "qa_entries_search_trgm_idx" ON "qa_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "question_groups_display_order_idx" ON "question_groups" USING btree ("display_order","group_id");