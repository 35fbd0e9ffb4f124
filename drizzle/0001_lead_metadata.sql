ALTER TYPE "public"."mail_status" ADD VALUE 'logged';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "client_ip_hash" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD COLUMN "client_ip_hash" text;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD COLUMN "user_agent" text;