CREATE TYPE "public"."contact_status" AS ENUM('new', 'answered', 'closed', 'spam');--> statement-breakpoint
CREATE TYPE "public"."journey_stage" AS ENUM('received', 'preparing', 'quote_sent', 'booked', 'documents_checked', 'picked_up', 'departed', 'landed', 'cleared', 'delivered');--> statement-breakpoint
CREATE SEQUENCE "public"."lead_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- The code of the n-th lead: a permutation of the 30^6 six-character codes (multiply by a number
-- coprime to 30, add an offset), written in an alphabet without 0/O, 1/I/L and U. Unique by construction.
CREATE FUNCTION "lead_reference"(n bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'ARC-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (floor(((n::numeric * 492876847 + 123456789) % 729000000) / power(30::numeric, 5 - i)) % 30)::int + 1, 1), '' ORDER BY i)
  FROM generate_series(0, 5) AS i
$$;--> statement-breakpoint
CREATE TABLE "request_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_update_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"update_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_id" uuid NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage" "journey_stage" NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DATA TYPE "public"."contact_status" USING (CASE "status"::text WHEN 'new' THEN 'new' WHEN 'spam' THEN 'spam' WHEN 'contacted' THEN 'answered' WHEN 'quoted' THEN 'answered' ELSE 'closed' END)::"public"."contact_status";--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "from_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "to_status" SET DATA TYPE text;--> statement-breakpoint
-- Existing leads get references in the order they came.
ALTER TABLE "contact_messages" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "contact_messages" AS lead SET "reference" = lead_reference(numbered.n) FROM (SELECT "id", nextval('lead_reference_seq') AS n FROM "contact_messages" ORDER BY "created_at") AS numbered WHERE lead."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "reference" SET DEFAULT lead_reference(nextval('lead_reference_seq'));--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "quote_inquiries" AS lead SET "reference" = lead_reference(numbered.n) FROM (SELECT "id", nextval('lead_reference_seq') AS n FROM "quote_inquiries" ORDER BY "created_at") AS numbered WHERE lead."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "quote_inquiries" ALTER COLUMN "reference" SET DEFAULT lead_reference(nextval('lead_reference_seq'));--> statement-breakpoint
ALTER TABLE "quote_inquiries" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "request_links" ADD CONSTRAINT "request_links_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_update_photos" ADD CONSTRAINT "request_update_photos_update_id_request_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."request_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_updates" ADD CONSTRAINT "request_updates_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_updates" ADD CONSTRAINT "request_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_links_inquiry_idx" ON "request_links" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_update_photos_position_idx" ON "request_update_photos" USING btree ("update_id","position");--> statement-breakpoint
CREATE INDEX "request_updates_inquiry_idx" ON "request_updates" USING btree ("inquiry_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD CONSTRAINT "quote_inquiries_reference_unique" UNIQUE("reference");