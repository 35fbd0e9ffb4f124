CREATE TABLE "rate_cards" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_cards_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"valid_from" date NOT NULL,
	"card" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD COLUMN "rate_card_version" integer;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_cards_valid_from_idx" ON "rate_cards" USING btree ("valid_from");