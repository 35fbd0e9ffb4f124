-- The papers owners upload for a step of their checklist (images re-encoded, PDFs checked, with a preview of the first
-- page), and the team's verdict on each; with the request (retention, erasure).
CREATE TABLE "request_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"step_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"preview" "bytea",
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_documents_inquiry_idx" ON "request_documents" USING btree ("inquiry_id","step_id");