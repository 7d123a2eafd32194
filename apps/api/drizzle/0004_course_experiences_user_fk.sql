-- A course experience belongs to its author's account and goes with it.
-- Declared here, not in the tables: the courses feature does not import the accounts tables.
ALTER TABLE "course_experiences" ADD CONSTRAINT "course_experiences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;
