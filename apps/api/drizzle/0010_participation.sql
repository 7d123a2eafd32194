CREATE TYPE "public"."career_application_status" AS ENUM('new', 'reviewing', 'interview', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."career_employment_type" AS ENUM('full_time', 'part_time', 'internship', 'volunteer');--> statement-breakpoint
CREATE TYPE "public"."career_position_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('course_experience.reviewed', 'user.vip_unlocked', 'pool_question.replied', 'listing.reviewed', 'therapist_entry.reviewed', 'alarm.fired', 'feedback.answered', 'career_application.reviewed');--> statement-breakpoint
CREATE TYPE "public"."waitlist_feature" AS ENUM('ai_assistant', 'matching', 'mobile_app', 'marketplace', 'mentoring');--> statement-breakpoint
CREATE TYPE "public"."vote_question_status" AS ENUM('proposed', 'published', 'rejected', 'closed');--> statement-breakpoint
CREATE TYPE "public"."contact_locale" AS ENUM('en', 'tr');--> statement-breakpoint
CREATE TYPE "public"."contact_platform" AS ENUM('web', 'mobile', 'both', 'other');--> statement-breakpoint
CREATE TYPE "public"."contact_status" AS ENUM('new', 'handled');--> statement-breakpoint
CREATE TYPE "public"."feedback_area" AS ENUM('courses', 'gpa', 'questions', 'events', 'listings', 'information', 'other');--> statement-breakpoint
CREATE TYPE "public"."feedback_kind" AS ENUM('feedback', 'suggestion');--> statement-breakpoint
CREATE TYPE "public"."feedback_status" AS ENUM('new', 'reviewing', 'done', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."alarm_status" AS ENUM('scheduled', 'fired', 'cancelled');--> statement-breakpoint
CREATE TABLE "career_applications" (
	"career_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid,
	"applicant_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"linkedin_url" text,
	"cover_letter" text NOT NULL,
	"cv_file" text,
	"cv_size" integer NOT NULL,
	"status" "career_application_status" DEFAULT 'new' NOT NULL,
	"admin_note" text,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_positions" (
	"position_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"team" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" "career_employment_type" NOT NULL,
	"description" text NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "career_position_status" DEFAULT 'open' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"payload" jsonb NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"user_id" uuid NOT NULL,
	"feature" "waitlist_feature" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_user_id_feature_pk" PRIMARY KEY("user_id","feature")
);
--> statement-breakpoint
CREATE TABLE "vote_options" (
	"option_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_questions" (
	"question_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" "vote_question_status" DEFAULT 'proposed' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"reviewed_by" uuid,
	"review_note" text,
	"published_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"question_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"contact_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"platform" "contact_platform" NOT NULL,
	"details" text NOT NULL,
	"locale" "contact_locale" DEFAULT 'en' NOT NULL,
	"status" "contact_status" DEFAULT 'new' NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_items" (
	"item_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "feedback_kind" NOT NULL,
	"author_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"rating" integer,
	"area" "feedback_area",
	"status" "feedback_status" DEFAULT 'new' NOT NULL,
	"admin_reply" text,
	"replied_at" timestamp with time zone,
	"updated_by" uuid,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"singleton_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"alarm_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"event_id" uuid,
	"remind_at" timestamp with time zone NOT NULL,
	"send_email" boolean DEFAULT false NOT NULL,
	"status" "alarm_status" DEFAULT 'scheduled' NOT NULL,
	"fired_at" timestamp with time zone,
	"broadcast_id" uuid,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_position_id_career_positions_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."career_positions"("position_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_options" ADD CONSTRAINT "vote_options_question_id_vote_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."vote_questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_applications_one_per_position_idx" ON "career_applications" USING btree ("applicant_id","position_id") WHERE "career_applications"."position_id" is not null;--> statement-breakpoint
CREATE INDEX "career_applications_created_idx" ON "career_applications" USING btree ("created_at" DESC NULLS LAST,"career_id");--> statement-breakpoint
CREATE INDEX "career_applications_status_idx" ON "career_applications" USING btree ("status","created_at" DESC NULLS LAST,"career_id");--> statement-breakpoint
CREATE INDEX "career_applications_position_idx" ON "career_applications" USING btree ("position_id","status","created_at" DESC NULLS LAST,"career_id");--> statement-breakpoint
CREATE INDEX "career_applications_applicant_idx" ON "career_applications" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "career_applications_search_trgm_idx" ON "career_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "career_positions_status_order_idx" ON "career_positions" USING btree ("status","display_order","created_at" DESC NULLS LAST,"position_id");--> statement-breakpoint
CREATE INDEX "career_positions_order_idx" ON "career_positions" USING btree ("display_order","created_at" DESC NULLS LAST,"position_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"notification_id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"notification_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_feature_idx" ON "waitlist_entries" USING btree ("feature","created_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_idx" ON "waitlist_entries" USING btree ("created_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_options_question_label_idx" ON "vote_options" USING btree ("question_id",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "vote_options_question_position_idx" ON "vote_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_options_question_option_idx" ON "vote_options" USING btree ("question_id","option_id");--> statement-breakpoint
CREATE INDEX "vote_questions_status_published_idx" ON "vote_questions" USING btree ("status","published_at" DESC NULLS LAST,"question_id");--> statement-breakpoint
CREATE INDEX "vote_questions_status_created_idx" ON "vote_questions" USING btree ("status","created_at","question_id");--> statement-breakpoint
CREATE INDEX "vote_questions_proposer_idx" ON "vote_questions" USING btree ("proposed_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "votes_question_option_idx" ON "votes" USING btree ("question_id","option_id");--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"contact_id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST,"contact_id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_items_kind_idx" ON "feedback_items" USING btree ("kind","created_at" DESC NULLS LAST,"item_id");--> statement-breakpoint
CREATE INDEX "feedback_items_kind_status_idx" ON "feedback_items" USING btree ("kind","status","created_at" DESC NULLS LAST,"item_id");--> statement-breakpoint
CREATE INDEX "feedback_items_author_idx" ON "feedback_items" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_items_search_trgm_idx" ON "feedback_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key_unique" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE INDEX "alarms_user_idx" ON "alarms" USING btree ("user_id","remind_at" DESC NULLS LAST,"alarm_id");--> statement-breakpoint
CREATE INDEX "alarms_user_status_idx" ON "alarms" USING btree ("user_id","status","remind_at" DESC NULLS LAST,"alarm_id");--> statement-breakpoint
CREATE INDEX "alarms_remind_at_idx" ON "alarms" USING btree ("remind_at" DESC NULLS LAST,"alarm_id");--> statement-breakpoint
CREATE INDEX "alarms_status_idx" ON "alarms" USING btree ("status","remind_at" DESC NULLS LAST,"alarm_id");--> statement-breakpoint
CREATE INDEX "alarms_search_trgm_idx" ON "alarms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_broadcast_user_unique" ON "alarms" USING btree ("broadcast_id","user_id") WHERE "alarms"."broadcast_id" is not null;--> statement-breakpoint
-- After the unique index on vote_options (question_id, option_id) that it references.
ALTER TABLE "votes" ADD CONSTRAINT "votes_question_option_fk" FOREIGN KEY ("question_id","option_id") REFERENCES "public"."vote_options"("question_id","option_id") ON DELETE cascade ON UPDATE no action;
