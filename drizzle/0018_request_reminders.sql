-- The requests whose owner asked for reminder mails before each open step's deadline (off until asked; the row goes when
-- they stop them, and with the request).
CREATE TABLE "request_reminders" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_reminders" ADD CONSTRAINT "request_reminders_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE cascade ON UPDATE no action;