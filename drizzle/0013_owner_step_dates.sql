-- The days an owner gave in the quote form for the microchip and the first rabies vaccination, where already
-- done: the request page's checklist and the acknowledgement count the waiting times from them. Empty for older leads.
ALTER TABLE "quote_inquiries" ADD COLUMN "microchipped_on" date;--> statement-breakpoint
ALTER TABLE "quote_inquiries" ADD COLUMN "vaccinated_on" date;