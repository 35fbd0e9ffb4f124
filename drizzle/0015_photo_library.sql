-- The company's photo library: photographs staff upload (team, client stories, pictures of pages), named by their
-- content, with the files the site serves (a 1200 × 800 JPEG, AVIF and WebP at 400, 800 and 1200 px), re-encoded without metadata.
CREATE TABLE "photo_files" (
	"photo_id" text NOT NULL,
	"suffix" text NOT NULL,
	"type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_files_photo_id_suffix_pk" PRIMARY KEY("photo_id","suffix")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;