-- What owners write to the team on their request page: a text and a few photos (stripped of metadata), with the request
-- (retention, erasure).
CREATE TABLE "request_message_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_message_photos" ADD CONSTRAINT "request_message_photos_message_id_request_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."request_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_message_photos_position_idx" ON "request_message_photos" USING btree ("message_id","position");--> statement-breakpoint
CREATE INDEX "request_messages_inquiry_idx" ON "request_messages" USING btree ("inquiry_id","created_at");