CREATE TABLE "gpa_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_en_sort" text GENERATED ALWAYS AS (translate("name_en", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_tr_sort" text GENERATED ALWAYS AS (translate("name_tr", 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZaabbccddeeffAALLZZ')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "gpa_plans" ADD CONSTRAINT "gpa_plans_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_name_en_sort_idx" ON "courses" USING btree ("name_en_sort" collate "C");--> statement-breakpoint
CREATE INDEX "courses_name_tr_sort_idx" ON "courses" USING btree ("name_tr_sort" collate "C");