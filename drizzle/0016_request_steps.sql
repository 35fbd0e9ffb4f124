-- The steps of a quote request's checklist recorded done on the request page (by the owner) or the lead page (by staff), with
-- their day; the lead's history names each change (lead_events: the step, its day, and whether the owner made it).
CREATE TABLE "request_steps" (
	"inquiry_id" uuid NOT NULL,
	"step_id" text NOT NULL,
	"done_on" date NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_steps_inquiry_id_step_id_pk" PRIMARY KEY("inquiry_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "step_id" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "done_on" date;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "request_steps" ADD CONSTRAINT "request_steps_inquiry_id_quote_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."quote_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_steps" ADD CONSTRAINT "request_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;