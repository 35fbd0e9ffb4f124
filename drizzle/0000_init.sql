CREATE TYPE "public"."language" AS ENUM('en', 'de');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'quoted', 'booked', 'closed', 'spam');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."pet_type" AS ENUM('dog', 'cat');--> statement-breakpoint
CREATE TYPE "public"."verification" AS ENUM('verified', 'unverified');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" "language" NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"verification" "verification" NOT NULL,
	"recaptcha_score" real,
	"idempotency_key" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "contact_messages_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "mail_delivery_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_delivery_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"outbox_id" bigint NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"quote_inquiry_id" uuid,
	"contact_message_id" uuid,
	"subscriber_id" uuid,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" "language" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" "language" NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"verification" "verification" NOT NULL,
	"recaptcha_score" real,
	"idempotency_key" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"pet_type" "pet_type" NOT NULL,
	"breed" text,
	"weight_kg" double precision NOT NULL,
	"is_snub_nose" boolean DEFAULT false NOT NULL,
	"length_cm" double precision,
	"width_cm" double precision,
	"height_cm" double precision,
	"departure_address" text NOT NULL,
	"destination_address" text NOT NULL,
	"travel_date" date NOT NULL,
	"need_pickup" boolean DEFAULT false NOT NULL,
	"need_delivery" boolean DEFAULT false NOT NULL,
	"has_own_crate" boolean DEFAULT false NOT NULL,
	"crate_image" "bytea",
	"crate_image_type" text,
	"additional_notes" text,
	"additional_pets_notes" text,
	CONSTRAINT "quote_inquiries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "quote_inquiry_pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pet_type" "pet_type" NOT NULL,
	"breed" text,
	"weight_kg" double precision NOT NULL,
	"is_snub_nose" boolean DEFAULT false NOT NULL,
	"length_cm" double precision,
	"width_cm" double precision,
	"height_cm" double precision
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "mail_delivery_attempts" ADD CONSTRAINT "mail_delivery_attempts_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_quote_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("quote_inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_inquiry_pets" ADD CONSTRAINT "quote_inquiry_pets_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quote_inquiries_created_at_idx" ON "quote_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_inquiries_email_idx" ON "quote_inquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "quote_inquiry_pets_position_idx" ON "quote_inquiry_pets" USING btree ("inquiry_id","position");