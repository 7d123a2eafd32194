ALTER TABLE "match_rounds" RENAME COLUMN "title" TO "title_en";--> statement-breakpoint
ALTER TABLE "match_rounds" ADD COLUMN "title_tr" text;--> statement-breakpoint
UPDATE "match_rounds" SET "title_tr" = "title_en";--> statement-breakpoint
ALTER TABLE "match_rounds" ALTER COLUMN "title_tr" SET NOT NULL;
