ALTER TABLE "lead_events" ADD COLUMN "action" text;--> statement-breakpoint
-- Idempotency keys are kept as their SHA-256 (hex), as the application now writes them: a key asked
-- again gets a quote request's page, so no copy of the database may hold one.
UPDATE "quote_inquiries" SET "idempotency_key" = encode(sha256(convert_to("idempotency_key", 'UTF8')), 'hex') WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
UPDATE "contact_messages" SET "idempotency_key" = encode(sha256(convert_to("idempotency_key", 'UTF8')), 'hex') WHERE "idempotency_key" IS NOT NULL;
