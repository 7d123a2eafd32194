CREATE TYPE "public"."locale" AS ENUM('en', 'tr');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'moderator', 'student', 'graduate');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('pending', 'active', 'deactivated');--> statement-breakpoint
CREATE TYPE "public"."course_language" AS ENUM('en', 'tr');--> statement-breakpoint
CREATE TYPE "public"."course_level" AS ENUM('undergraduate', 'graduate', 'phd');--> statement-breakpoint
CREATE TYPE "public"."course_semester" AS ENUM('fall', 'spring', 'both', 'summer');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('active', 'draft', 'archived');--> statement-breakpoint
CREATE TYPE "public"."course_type" AS ENUM('mandatory', 'elective', 'technical_elective');--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_email" text NOT NULL,
	"password_hash" text,
	"user_role" "user_role" DEFAULT 'student' NOT NULL,
	"user_first_name" text NOT NULL,
	"user_last_name" text NOT NULL,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"course_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_code" text NOT NULL,
	"department_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"credits" integer NOT NULL,
	"ects" integer NOT NULL,
	"course_type" "course_type" NOT NULL,
	"level" "course_level" NOT NULL,
	"status" "course_status" DEFAULT 'active' NOT NULL,
	"instructor_name" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_tr" text DEFAULT '' NOT NULL,
	"semester_offered" "course_semester" NOT NULL,
	"language" "course_language" NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"department_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"faculty_en" text NOT NULL,
	"faculty_tr" text NOT NULL,
	CONSTRAINT "departments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_department_id_departments_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("department_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("user_email");--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("user_role","status");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("user_last_name"),lower("user_first_name"));--> statement-breakpoint
CREATE INDEX "page_views_daily_path_idx" ON "page_views_daily" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_code_unique" ON "courses" USING btree ("course_code");--> statement-breakpoint
CREATE INDEX "courses_department_idx" ON "courses" USING btree ("department_id","status");--> statement-breakpoint
CREATE INDEX "courses_status_type_level_idx" ON "courses" USING btree ("status","course_type","level");--> statement-breakpoint
CREATE INDEX "courses_instructor_idx" ON "courses" USING btree ("instructor_name");--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);