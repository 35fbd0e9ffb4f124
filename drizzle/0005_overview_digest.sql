ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD COLUMN "destination_country" text;--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_inquiries_status_idx" ON "quote_inquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "quote_inquiries_destination_idx" ON "quote_inquiries" USING btree ("created_at","destination_country");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key");