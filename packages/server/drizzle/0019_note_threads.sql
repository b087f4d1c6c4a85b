CREATE TABLE "note_digests" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_name" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_replies_text_check" CHECK ("note_replies"."text" <> '' and char_length("note_replies"."text") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "note_digests" ADD CONSTRAINT "note_digests_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_replies" ADD CONSTRAINT "note_replies_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_replies" ADD CONSTRAINT "note_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_replies_note_idx" ON "note_replies" USING btree ("note_id","created_at");--> statement-breakpoint
-- Listeners' notes left before digests existed were never announced; they are not mailed now
-- either, so the first digest after this change lists only notes left since.
UPDATE "notes" SET "mailed_at" = "created_at" WHERE "author_kind" = 'listener';
