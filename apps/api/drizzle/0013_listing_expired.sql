ALTER TYPE "public"."listing_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'listing.expired' BEFORE 'therapist_entry.reviewed';