-- The assistant's conversations and usage counts belong to their person's account and go with it.
-- Declared here, not in the tables: no feature imports the accounts tables.
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_usage" ADD CONSTRAINT "assistant_usage_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;
