CREATE TYPE "public"."experience_status" AS ENUM('waiting', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "course_experiences" (
	"experience_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"semester" text NOT NULL,
	"instructor_name" text NOT NULL,
	"rating_difficulty" smallint NOT NULL,
	"rating_workload" smallint NOT NULL,
	"rating_usefulness" smallint NOT NULL,
	"rating_grading" smallint NOT NULL,
	"grade_received" text,
	"summary" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"exam_tips" text DEFAULT '' NOT NULL,
	"resources" text DEFAULT '' NOT NULL,
	"status" "experience_status" DEFAULT 'waiting' NOT NULL,
	"reviewer_id" uuid,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "course_experiences_ratings_check" CHECK ("course_experiences"."rating_difficulty" between 1 and 5 and "course_experiences"."rating_workload" between 1 and 5 and "course_experiences"."rating_usefulness" between 1 and 5 and "course_experiences"."rating_grading" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "course_experiences" ADD CONSTRAINT "course_experiences_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_experiences_user_course_semester_unique" ON "course_experiences" USING btree ("user_id","course_id","semester");--> statement-breakpoint
CREATE INDEX "course_experiences_course_status_idx" ON "course_experiences" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "course_experiences_status_created_idx" ON "course_experiences" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "course_experiences_user_idx" ON "course_experiences" USING btree ("user_id");