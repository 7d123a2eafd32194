CREATE TYPE "public"."assistant_answer_mode" AS ENUM('offline', 'model', 'fallback');--> statement-breakpoint
CREATE TYPE "public"."assistant_chunk_language" AS ENUM('en', 'tr', 'both');--> statement-breakpoint
CREATE TYPE "public"."assistant_feedback_reason" AS ENUM('wrong', 'not_relevant', 'incomplete', 'outdated', 'wrong_language', 'helpful', 'other');--> statement-breakpoint
CREATE TYPE "public"."assistant_message_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."assistant_message_status" AS ENUM('streaming', 'complete', 'stopped', 'failed');--> statement-breakpoint
CREATE TYPE "public"."assistant_rating" AS ENUM('up', 'down');--> statement-breakpoint
CREATE TYPE "public"."assistant_source_type" AS ENUM('course', 'experience', 'qa', 'pool', 'information', 'faq', 'dev_log', 'event');--> statement-breakpoint
CREATE TYPE "public"."assistant_visibility" AS ENUM('public', 'signed_in', 'vip');--> statement-breakpoint
CREATE TABLE "assistant_chunks" (
	"chunk_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_type" "assistant_source_type" NOT NULL,
	"unit_id" text NOT NULL,
	"source_type" "assistant_source_type" NOT NULL,
	"source_id" text NOT NULL,
	"part" text NOT NULL,
	"language" "assistant_chunk_language" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"path" text NOT NULL,
	"visibility" "assistant_visibility" NOT NULL,
	"course_code" text,
	"facts" jsonb,
	"folded_title" text NOT NULL,
	"folded_body" text NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (case when "language" = 'tr' then ''::tsvector else setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "body"), 'B') end) STORED NOT NULL,
	"search_tr" "tsvector" GENERATED ALWAYS AS (case when "language" = 'en' then ''::tsvector else setweight(to_tsvector('turkish'::regconfig, "title"), 'A') || setweight(to_tsvector('turkish'::regconfig, "body"), 'B') end) STORED NOT NULL,
	"search_folded" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "folded_title"), 'A') || setweight(to_tsvector('simple'::regconfig, "folded_body"), 'B')) STORED NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_conversations" (
	"conversation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_feedback" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"rating" "assistant_rating" NOT NULL,
	"reason" "assistant_feedback_reason",
	"comment" text,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assistant_messages_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "assistant_message_role" NOT NULL,
	"content" text NOT NULL,
	"status" "assistant_message_status" NOT NULL,
	"mode" "assistant_answer_mode",
	"reply_to" uuid,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_usage" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"model_answers" integer DEFAULT 0 NOT NULL,
	"offline_answers" integer DEFAULT 0 NOT NULL,
	"fallback_answers" integer DEFAULT 0 NOT NULL,
	"thumbs_up" integer DEFAULT 0 NOT NULL,
	"thumbs_down" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_usage_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "assistant_feedback" ADD CONSTRAINT "assistant_feedback_message_id_assistant_messages_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."assistant_messages"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_assistant_conversations_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("conversation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_reply_to_assistant_messages_message_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."assistant_messages"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_chunks_source_part_unique" ON "assistant_chunks" USING btree ("source_type","source_id","part");--> statement-breakpoint
CREATE INDEX "assistant_chunks_unit_idx" ON "assistant_chunks" USING btree ("unit_type","unit_id");--> statement-breakpoint
CREATE INDEX "assistant_chunks_search_en_idx" ON "assistant_chunks" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "assistant_chunks_search_tr_idx" ON "assistant_chunks" USING gin ("search_tr");--> statement-breakpoint
CREATE INDEX "assistant_chunks_search_folded_idx" ON "assistant_chunks" USING gin ("search_folded");--> statement-breakpoint
CREATE INDEX "assistant_chunks_title_trgm_idx" ON "assistant_chunks" USING gin ("folded_title" gin_trgm_ops) WHERE "assistant_chunks"."source_type" <> 'experience';--> statement-breakpoint
CREATE INDEX "assistant_chunks_course_code_idx" ON "assistant_chunks" USING btree ("course_code") WHERE "assistant_chunks"."course_code" is not null;--> statement-breakpoint
CREATE INDEX "assistant_conversations_user_idx" ON "assistant_conversations" USING btree ("user_id","updated_at" DESC NULLS LAST,"conversation_id");--> statement-breakpoint
CREATE INDEX "assistant_conversations_updated_idx" ON "assistant_conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "assistant_feedback_rating_idx" ON "assistant_feedback" USING btree ("rating","updated_at" DESC NULLS LAST,"message_id");--> statement-breakpoint
CREATE INDEX "assistant_feedback_updated_idx" ON "assistant_feedback" USING btree ("updated_at" DESC NULLS LAST,"message_id");--> statement-breakpoint
CREATE INDEX "assistant_feedback_shared_idx" ON "assistant_feedback" USING btree ("updated_at" DESC NULLS LAST,"message_id") WHERE "assistant_feedback"."shared";--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","position");--> statement-breakpoint
CREATE INDEX "assistant_messages_user_role_idx" ON "assistant_messages" USING btree ("user_id","role","created_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_reply_to_idx" ON "assistant_messages" USING btree ("reply_to");--> statement-breakpoint
CREATE INDEX "assistant_messages_streaming_idx" ON "assistant_messages" USING btree ("user_id","created_at") WHERE "assistant_messages"."status" = 'streaming';--> statement-breakpoint
CREATE INDEX "assistant_usage_user_idx" ON "assistant_usage" USING btree ("user_id");