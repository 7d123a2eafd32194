CREATE TYPE "public"."qb_bundle_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."qb_question_status" AS ENUM('draft', 'active', 'retired');--> statement-breakpoint
CREATE TYPE "public"."qb_question_type" AS ENUM('single_choice', 'multiple_choice', 'scale', 'ranking', 'short_text');--> statement-breakpoint
CREATE TYPE "public"."qb_quiz_purpose" AS ENUM('survey', 'matching', 'knowledge');--> statement-breakpoint
CREATE TYPE "public"."qb_quiz_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TABLE "qb_bundle_quizzes" (
	"bundle_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "qb_bundle_quizzes_bundle_id_quiz_id_pk" PRIMARY KEY("bundle_id","quiz_id"),
	CONSTRAINT "qb_bundle_quizzes_position_key" UNIQUE("bundle_id","position")
);
--> statement-breakpoint
CREATE TABLE "qb_bundles" (
	"bundle_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_tr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_tr" text DEFAULT '' NOT NULL,
	"status" "qb_bundle_status" DEFAULT 'draft' NOT NULL,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qb_matters" (
	"matter_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_tr" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"search_text" text NOT NULL,
	"name_en_sort" text GENERATED ALWAYS AS (translate("name_en", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"name_tr_sort" text GENERATED ALWAYS AS (translate("name_tr", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_matters_not_own_parent" CHECK ("qb_matters"."parent_id" <> "qb_matters"."matter_id")
);
--> statement-breakpoint
CREATE TABLE "qb_option_alternatives" (
	"alternative_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"text_en" text NOT NULL,
	"text_tr" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_option_alternatives_option_position_key" UNIQUE("option_id","position"),
	CONSTRAINT "qb_option_alternatives_id_option_key" UNIQUE("alternative_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "qb_options" (
	"option_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text_en" text NOT NULL,
	"text_tr" text NOT NULL,
	"value" double precision DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"text_en_sort" text GENERATED ALWAYS AS (translate("text_en", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"text_tr_sort" text GENERATED ALWAYS AS (translate("text_tr", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qb_phrases" (
	"phrase_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_en" text NOT NULL,
	"template_tr" text NOT NULL,
	"search_text" text NOT NULL,
	"template_en_sort" text GENERATED ALWAYS AS (translate("template_en", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"template_tr_sort" text GENERATED ALWAYS AS (translate("template_tr", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qb_question_matters" (
	"question_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "qb_question_matters_question_id_matter_id_pk" PRIMARY KEY("question_id","matter_id"),
	CONSTRAINT "qb_question_matters_position_key" UNIQUE("question_id","position")
);
--> statement-breakpoint
CREATE TABLE "qb_question_version_options" (
	"version_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"alternative_id" uuid,
	CONSTRAINT "qb_question_version_options_version_id_option_id_pk" PRIMARY KEY("version_id","option_id"),
	CONSTRAINT "qb_question_version_options_position_key" UNIQUE("version_id","position")
);
--> statement-breakpoint
CREATE TABLE "qb_question_versions" (
	"version_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"type" "qb_question_type" NOT NULL,
	"scale_max" smallint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_question_versions_number_key" UNIQUE("question_id","version_number"),
	CONSTRAINT "qb_question_versions_id_question_key" UNIQUE("version_id","question_id"),
	CONSTRAINT "qb_question_versions_scale_check" CHECK (("qb_question_versions"."type" = 'scale') = ("qb_question_versions"."scale_max" is not null) and ("qb_question_versions"."scale_max" is null or "qb_question_versions"."scale_max" in (5, 7))),
	CONSTRAINT "qb_question_versions_number_check" CHECK ("qb_question_versions"."version_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "qb_questions" (
	"question_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phrase_id" uuid,
	"text_en" text,
	"text_tr" text,
	"importance" smallint DEFAULT 1 NOT NULL,
	"status" "qb_question_status" DEFAULT 'draft' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"search_text" text NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_questions_text_check" CHECK (("qb_questions"."phrase_id" is not null and "qb_questions"."text_en" is null and "qb_questions"."text_tr" is null) or ("qb_questions"."phrase_id" is null and "qb_questions"."text_en" is not null and "qb_questions"."text_tr" is not null)),
	CONSTRAINT "qb_questions_importance_check" CHECK ("qb_questions"."importance" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "qb_quiz_answer_keys" (
	"quiz_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"position" smallint,
	CONSTRAINT "qb_quiz_answer_keys_quiz_id_question_id_option_id_pk" PRIMARY KEY("quiz_id","question_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "qb_quiz_attempts" (
	"user_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"bundle_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"score" integer,
	"max_score" integer,
	CONSTRAINT "qb_quiz_attempts_user_id_quiz_id_pk" PRIMARY KEY("user_id","quiz_id")
);
--> statement-breakpoint
CREATE TABLE "qb_quiz_questions" (
	"quiz_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"points" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "qb_quiz_questions_quiz_id_question_id_pk" PRIMARY KEY("quiz_id","question_id"),
	CONSTRAINT "qb_quiz_questions_position_key" UNIQUE("quiz_id","position"),
	CONSTRAINT "qb_quiz_questions_points_check" CHECK ("qb_quiz_questions"."points" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "qb_quizzes" (
	"quiz_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_tr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_tr" text DEFAULT '' NOT NULL,
	"status" "qb_quiz_status" DEFAULT 'draft' NOT NULL,
	"purpose" "qb_quiz_purpose" NOT NULL,
	"pass_score" integer,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_quizzes_pass_score_check" CHECK ("qb_quizzes"."pass_score" is null or ("qb_quizzes"."purpose" = 'knowledge' and "qb_quizzes"."pass_score" >= 0))
);
--> statement-breakpoint
CREATE TABLE "qb_response_choices" (
	"response_id" bigint NOT NULL,
	"version_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"position" smallint,
	CONSTRAINT "qb_response_choices_response_id_option_id_pk" PRIMARY KEY("response_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "qb_responses" (
	"response_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qb_responses_response_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"scale_value" smallint,
	"text_value" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_by" uuid,
	"hidden_at" timestamp with time zone,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_responses_user_quiz_version_key" UNIQUE("user_id","quiz_id","version_id"),
	CONSTRAINT "qb_responses_scale_check" CHECK ("qb_responses"."scale_value" is null or "qb_responses"."scale_value" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "qb_bundle_quizzes" ADD CONSTRAINT "qb_bundle_quizzes_bundle_id_qb_bundles_bundle_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."qb_bundles"("bundle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_bundle_quizzes" ADD CONSTRAINT "qb_bundle_quizzes_quiz_id_qb_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."qb_quizzes"("quiz_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_matters" ADD CONSTRAINT "qb_matters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."qb_matters"("matter_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_option_alternatives" ADD CONSTRAINT "qb_option_alternatives_option_id_qb_options_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."qb_options"("option_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_question_matters" ADD CONSTRAINT "qb_question_matters_question_id_qb_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qb_questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_question_matters" ADD CONSTRAINT "qb_question_matters_matter_id_qb_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."qb_matters"("matter_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_question_version_options" ADD CONSTRAINT "qb_question_version_options_version_id_qb_question_versions_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."qb_question_versions"("version_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_question_version_options" ADD CONSTRAINT "qb_question_version_options_option_id_qb_options_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."qb_options"("option_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_question_version_options" ADD CONSTRAINT "qb_question_version_options_alternative_fk" FOREIGN KEY ("alternative_id","option_id") REFERENCES "public"."qb_option_alternatives"("alternative_id","option_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_question_versions" ADD CONSTRAINT "qb_question_versions_question_id_qb_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qb_questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_questions" ADD CONSTRAINT "qb_questions_phrase_id_qb_phrases_phrase_id_fk" FOREIGN KEY ("phrase_id") REFERENCES "public"."qb_phrases"("phrase_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_quiz_answer_keys" ADD CONSTRAINT "qb_quiz_answer_keys_option_id_qb_options_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."qb_options"("option_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_quiz_answer_keys" ADD CONSTRAINT "qb_quiz_answer_keys_quiz_question_fk" FOREIGN KEY ("quiz_id","question_id") REFERENCES "public"."qb_quiz_questions"("quiz_id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_quiz_attempts" ADD CONSTRAINT "qb_quiz_attempts_quiz_id_qb_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."qb_quizzes"("quiz_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_quiz_attempts" ADD CONSTRAINT "qb_quiz_attempts_bundle_id_qb_bundles_bundle_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."qb_bundles"("bundle_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_quiz_questions" ADD CONSTRAINT "qb_quiz_questions_quiz_id_qb_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."qb_quizzes"("quiz_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_quiz_questions" ADD CONSTRAINT "qb_quiz_questions_question_id_qb_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qb_questions"("question_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_response_choices" ADD CONSTRAINT "qb_response_choices_response_id_qb_responses_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."qb_responses"("response_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_response_choices" ADD CONSTRAINT "qb_response_choices_version_option_fk" FOREIGN KEY ("version_id","option_id") REFERENCES "public"."qb_question_version_options"("version_id","option_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_responses" ADD CONSTRAINT "qb_responses_quiz_id_qb_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."qb_quizzes"("quiz_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_responses" ADD CONSTRAINT "qb_responses_version_fk" FOREIGN KEY ("version_id","question_id") REFERENCES "public"."qb_question_versions"("version_id","question_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qb_bundle_quizzes_quiz_idx" ON "qb_bundle_quizzes" USING btree ("quiz_id","bundle_id");--> statement-breakpoint
CREATE INDEX "qb_bundles_status_updated_idx" ON "qb_bundles" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qb_bundles_search_trgm_idx" ON "qb_bundles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qb_matters_parent_idx" ON "qb_matters" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "qb_matters_name_en_idx" ON "qb_matters" USING btree ("name_en_sort" collate "C");--> statement-breakpoint
CREATE INDEX "qb_matters_name_tr_idx" ON "qb_matters" USING btree ("name_tr_sort" collate "C");--> statement-breakpoint
CREATE INDEX "qb_matters_search_trgm_idx" ON "qb_matters" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "qb_option_alternatives_text_en_key" ON "qb_option_alternatives" USING btree ("option_id",lower("text_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "qb_option_alternatives_text_tr_key" ON "qb_option_alternatives" USING btree ("option_id",lower("text_tr"));--> statement-breakpoint
CREATE INDEX "qb_options_text_en_idx" ON "qb_options" USING btree ("text_en_sort" collate "C");--> statement-breakpoint
CREATE INDEX "qb_options_text_tr_idx" ON "qb_options" USING btree ("text_tr_sort" collate "C");--> statement-breakpoint
CREATE INDEX "qb_options_value_idx" ON "qb_options" USING btree ("value");--> statement-breakpoint
CREATE INDEX "qb_options_search_trgm_idx" ON "qb_options" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qb_phrases_template_en_idx" ON "qb_phrases" USING btree ("template_en_sort" collate "C");--> statement-breakpoint
CREATE INDEX "qb_phrases_template_tr_idx" ON "qb_phrases" USING btree ("template_tr_sort" collate "C");--> statement-breakpoint
CREATE INDEX "qb_phrases_search_trgm_idx" ON "qb_phrases" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qb_question_matters_matter_idx" ON "qb_question_matters" USING btree ("matter_id","question_id");--> statement-breakpoint
CREATE INDEX "qb_question_version_options_option_idx" ON "qb_question_version_options" USING btree ("option_id","version_id");--> statement-breakpoint
CREATE INDEX "qb_question_version_options_alternative_idx" ON "qb_question_version_options" USING btree ("alternative_id");--> statement-breakpoint
CREATE INDEX "qb_questions_phrase_idx" ON "qb_questions" USING btree ("phrase_id");--> statement-breakpoint
CREATE INDEX "qb_questions_status_updated_idx" ON "qb_questions" USING btree ("status","updated_at" DESC NULLS LAST,"question_id");--> statement-breakpoint
CREATE INDEX "qb_questions_updated_idx" ON "qb_questions" USING btree ("updated_at" DESC NULLS LAST,"question_id");--> statement-breakpoint
CREATE INDEX "qb_questions_search_trgm_idx" ON "qb_questions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qb_quiz_answer_keys_option_idx" ON "qb_quiz_answer_keys" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "qb_quiz_attempts_quiz_completed_idx" ON "qb_quiz_attempts" USING btree ("quiz_id","completed_at");--> statement-breakpoint
CREATE INDEX "qb_quiz_questions_question_idx" ON "qb_quiz_questions" USING btree ("question_id","quiz_id");--> statement-breakpoint
CREATE INDEX "qb_quizzes_status_purpose_updated_idx" ON "qb_quizzes" USING btree ("status","purpose","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qb_quizzes_updated_idx" ON "qb_quizzes" USING btree ("updated_at" DESC NULLS LAST,"quiz_id");--> statement-breakpoint
CREATE INDEX "qb_quizzes_search_trgm_idx" ON "qb_quizzes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qb_response_choices_version_option_idx" ON "qb_response_choices" USING btree ("version_id","option_id","position");--> statement-breakpoint
CREATE INDEX "qb_responses_version_idx" ON "qb_responses" USING btree ("version_id","scale_value");--> statement-breakpoint
CREATE INDEX "qb_responses_question_answered_idx" ON "qb_responses" USING btree ("question_id","answered_at");--> statement-breakpoint
CREATE INDEX "qb_responses_quiz_answered_idx" ON "qb_responses" USING btree ("quiz_id","answered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qb_responses_answered_idx" ON "qb_responses" USING btree ("answered_at" DESC NULLS LAST,"response_id");--> statement-breakpoint
CREATE INDEX "qb_responses_text_answered_idx" ON "qb_responses" USING btree ("answered_at" DESC NULLS LAST) WHERE "qb_responses"."text_value" is not null;--> statement-breakpoint
-- A user's attempts and responses go with their account. Declared here, not in the tables: no feature imports the accounts tables.
ALTER TABLE "qb_quiz_attempts" ADD CONSTRAINT "qb_quiz_attempts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_responses" ADD CONSTRAINT "qb_responses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;
