ALTER TYPE "public"."notification_kind" ADD VALUE 'match.feedback';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'match.reported';