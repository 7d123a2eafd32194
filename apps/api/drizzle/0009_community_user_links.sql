-- What the community features keep belongs to its person's account and goes with it. Declared
-- here, not in the tables: no feature imports the accounts tables.
ALTER TABLE "listings" ADD CONSTRAINT "listings_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_pool_entries" ADD CONSTRAINT "therapist_pool_entries_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_pool_consents" ADD CONSTRAINT "therapist_pool_consents_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_pool_reports" ADD CONSTRAINT "therapist_pool_reports_reporter_id_users_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_questions" ADD CONSTRAINT "pool_questions_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_replies" ADD CONSTRAINT "pool_replies_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- reply_count follows the replies whoever adds or removes them (a reply, a moderator, a deleted account).
CREATE FUNCTION "pool_replies_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "pool_questions" SET "reply_count" = "reply_count" + 1 WHERE "question_id" = NEW."question_id";
    RETURN NEW;
  END IF;
  UPDATE "pool_questions" SET "reply_count" = greatest("reply_count" - 1, 0) WHERE "question_id" = OLD."question_id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pool_replies_count_trigger" AFTER INSERT OR DELETE ON "pool_replies" FOR EACH ROW EXECUTE FUNCTION "pool_replies_count"();
