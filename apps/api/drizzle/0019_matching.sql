CREATE TYPE "public"."match_calculation_status" AS ENUM('queued', 'running', 'succeeded', 'failed', 'cancelled', 'published');--> statement-breakpoint
CREATE TYPE "public"."match_criterion_mode" AS ENUM('similar', 'different', 'filter');--> statement-breakpoint
CREATE TYPE "public"."match_mode" AS ENUM('one_to_one', 'top_k');--> statement-breakpoint
CREATE TYPE "public"."match_pair_kind" AS ENUM('candidate', 'forced', 'forbidden');--> statement-breakpoint
CREATE TYPE "public"."match_participant_status" AS ENUM('active', 'paused', 'excluded', 'left');--> statement-breakpoint
CREATE TYPE "public"."match_purpose" AS ENUM('friendship', 'study_buddy', 'roommate', 'dating');--> statement-breakpoint
CREATE TYPE "public"."match_response" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."match_round_status" AS ENUM('draft', 'open', 'closed', 'archived');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('proposed', 'published', 'accepted', 'declined', 'expired', 'revoked');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'match.published';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'match.accepted';--> statement-breakpoint
CREATE TABLE "match_blocks" (
	"block_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blocker_id" uuid NOT NULL,
	"blocked_user_id" uuid,
	"email_hash" text,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_blocks_target_check" CHECK (("match_blocks"."blocked_user_id" is null) <> ("match_blocks"."email_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "match_calculations" (
	"calculation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"status" "match_calculation_status" DEFAULT 'queued' NOT NULL,
	"algorithm" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"phase" text,
	"progress" double precision DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"input_hash" text,
	"certified" boolean,
	"question_ids" jsonb,
	"counts" jsonb,
	"timings" jsonb,
	"objective" jsonb,
	"certificates" jsonb,
	"metrics" jsonb,
	"leftovers" jsonb,
	"started_by" uuid,
	"published_by" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_criteria" (
	"round_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"mode" "match_criterion_mode" NOT NULL,
	"weight" smallint,
	CONSTRAINT "match_criteria_round_id_question_id_pk" PRIMARY KEY("round_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "match_matches" (
	"match_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"calculation_id" uuid,
	"status" "match_status" DEFAULT 'proposed' NOT NULL,
	"score" integer NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"rationale" text,
	"rank" smallint DEFAULT 0 NOT NULL,
	"explanation" jsonb NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"revoke_reason" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_members" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"response" "match_response" DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"feedback_rating" smallint,
	"feedback_comment" text,
	"feedback_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	CONSTRAINT "match_members_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "match_pairs" (
	"pair_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_pairs_pair_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" uuid NOT NULL,
	"calculation_id" uuid,
	"kind" "match_pair_kind" NOT NULL,
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"score" integer,
	"satisfaction_ab" integer,
	"satisfaction_ba" integer,
	"explanation" smallint[],
	"rationale" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_pairs_order_check" CHECK ("match_pairs"."user_a" < "match_pairs"."user_b")
);
--> statement-breakpoint
CREATE TABLE "match_participants" (
	"participant_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "match_participant_status" DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"admin_note" text,
	"alias" text NOT NULL,
	"consent_version" smallint NOT NULL,
	"dating_consent_at" timestamp with time zone,
	"priority" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_physical_statistics" (
	"statistics_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"calculation_id" uuid,
	"taken_by" uuid,
	"participants" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_physicals" (
	"physical_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"birth_year" smallint NOT NULL,
	"gender" text,
	"genders_sought" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_min" smallint,
	"age_max" smallint,
	"height_cm" smallint,
	"height_min" smallint,
	"height_max" smallint,
	"campus" text,
	"same_campus_only" boolean DEFAULT false NOT NULL,
	"department" text,
	"class_year" smallint,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"meeting_mode" text DEFAULT 'either' NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_physicals_age_check" CHECK ("match_physicals"."age_min" is null or "match_physicals"."age_max" is null or "match_physicals"."age_min" <= "match_physicals"."age_max")
);
--> statement-breakpoint
CREATE TABLE "match_rounds" (
	"round_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"purpose" "match_purpose" NOT NULL,
	"status" "match_round_status" DEFAULT 'draft' NOT NULL,
	"bundle_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"reveal_at" timestamp with time zone NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"mode" "match_mode" DEFAULT 'one_to_one' NOT NULL,
	"k" smallint DEFAULT 1 NOT NULL,
	"min_score" integer DEFAULT 0 NOT NULL,
	"height_enabled" boolean DEFAULT false NOT NULL,
	"max_class_year_gap" smallint,
	"department_rule" text DEFAULT 'any' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_rounds_window_check" CHECK ("match_rounds"."opens_at" < "match_rounds"."closes_at"),
	CONSTRAINT "match_rounds_k_check" CHECK ("match_rounds"."k" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "match_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "match_calculations" ADD CONSTRAINT "match_calculations_round_id_match_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."match_rounds"("round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_criteria" ADD CONSTRAINT "match_criteria_round_id_match_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."match_rounds"("round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_matches" ADD CONSTRAINT "match_matches_round_id_match_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."match_rounds"("round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_matches" ADD CONSTRAINT "match_matches_calculation_id_match_calculations_calculation_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."match_calculations"("calculation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_members" ADD CONSTRAINT "match_members_match_id_match_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."match_matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pairs" ADD CONSTRAINT "match_pairs_round_id_match_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."match_rounds"("round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pairs" ADD CONSTRAINT "match_pairs_calculation_id_match_calculations_calculation_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."match_calculations"("calculation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_participants" ADD CONSTRAINT "match_participants_round_id_match_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."match_rounds"("round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_physical_statistics" ADD CONSTRAINT "match_physical_statistics_round_id_match_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."match_rounds"("round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_blocks_user_key" ON "match_blocks" USING btree ("blocker_id","blocked_user_id") WHERE "match_blocks"."blocked_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "match_blocks_email_key" ON "match_blocks" USING btree ("blocker_id","email_hash") WHERE "match_blocks"."email_hash" is not null;--> statement-breakpoint
CREATE INDEX "match_blocks_blocked_idx" ON "match_blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "match_blocks_email_idx" ON "match_blocks" USING btree ("email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "match_calculations_one_running_key" ON "match_calculations" USING btree ("round_id") WHERE "match_calculations"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "match_calculations_one_published_key" ON "match_calculations" USING btree ("round_id") WHERE "match_calculations"."status" = 'published';--> statement-breakpoint
CREATE INDEX "match_calculations_round_idx" ON "match_calculations" USING btree ("round_id","queued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_calculations_queued_idx" ON "match_calculations" USING btree ("queued_at" DESC NULLS LAST,"calculation_id");--> statement-breakpoint
CREATE INDEX "match_matches_round_idx" ON "match_matches" USING btree ("round_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_matches_calculation_idx" ON "match_matches" USING btree ("calculation_id","status");--> statement-breakpoint
CREATE INDEX "match_matches_created_idx" ON "match_matches" USING btree ("created_at" DESC NULLS LAST,"match_id");--> statement-breakpoint
CREATE INDEX "match_members_user_idx" ON "match_members" USING btree ("user_id","match_id");--> statement-breakpoint
CREATE INDEX "match_pairs_calculation_idx" ON "match_pairs" USING btree ("calculation_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_pairs_user_a_idx" ON "match_pairs" USING btree ("user_a","round_id");--> statement-breakpoint
CREATE INDEX "match_pairs_user_b_idx" ON "match_pairs" USING btree ("user_b","round_id");--> statement-breakpoint
CREATE INDEX "match_pairs_round_kind_idx" ON "match_pairs" USING btree ("round_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "match_pairs_manual_key" ON "match_pairs" USING btree ("round_id","user_a","user_b") WHERE "match_pairs"."calculation_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "match_participants_round_user_key" ON "match_participants" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "match_participants_user_idx" ON "match_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "match_participants_round_status_idx" ON "match_participants" USING btree ("round_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_participants_created_idx" ON "match_participants" USING btree ("created_at" DESC NULLS LAST,"participant_id");--> statement-breakpoint
CREATE INDEX "match_physical_statistics_round_idx" ON "match_physical_statistics" USING btree ("round_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_physical_statistics_created_idx" ON "match_physical_statistics" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "match_physicals_user_key" ON "match_physicals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "match_physicals_updated_idx" ON "match_physicals" USING btree ("updated_at" DESC NULLS LAST,"physical_id");--> statement-breakpoint
CREATE INDEX "match_rounds_created_idx" ON "match_rounds" USING btree ("created_at" DESC NULLS LAST,"round_id");--> statement-breakpoint
CREATE INDEX "match_rounds_status_idx" ON "match_rounds" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A person's participations, physical record, blocks and match memberships belong to their account
-- and go with it. Declared here, not in the tables: no feature imports the accounts tables.
ALTER TABLE "match_participants" ADD CONSTRAINT "match_participants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_physicals" ADD CONSTRAINT "match_physicals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_blocks" ADD CONSTRAINT "match_blocks_blocker_id_users_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_blocks" ADD CONSTRAINT "match_blocks_blocked_user_id_users_user_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_members" ADD CONSTRAINT "match_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pairs" ADD CONSTRAINT "match_pairs_user_a_users_user_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pairs" ADD CONSTRAINT "match_pairs_user_b_users_user_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Deleting an account removes its match memberships; the partner's match is then closed
-- (revoked, reason account_deleted), whichever way the account was deleted.
CREATE FUNCTION "match_close_after_member_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "match_matches"
     SET "status" = 'revoked', "revoke_reason" = 'account_deleted', "closed_at" = now(), "updated_at" = now()
   WHERE "match_id" = OLD."match_id" AND "status" IN ('proposed', 'published', 'accepted');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "match_members_close_after_delete" AFTER DELETE ON "match_members"
  FOR EACH ROW EXECUTE FUNCTION "match_close_after_member_deleted"();
