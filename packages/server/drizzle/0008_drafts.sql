ALTER TABLE "documents" ADD COLUMN "draft_of" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "draft_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "script_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "removed_lines" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pages_covered" integer;--> statement-breakpoint
ALTER TABLE "scenes" ADD COLUMN "change" text;--> statement-breakpoint
ALTER TABLE "scenes" ADD COLUMN "previous_id" uuid;--> statement-breakpoint
ALTER TABLE "audio_lines" ADD COLUMN "reused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_draft_of_documents_id_fk" FOREIGN KEY ("draft_of") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_draft_of_idx" ON "documents" USING btree ("draft_of");--> statement-breakpoint
CREATE INDEX "documents_script_idx" ON "documents" USING btree ("script_id","draft_number");--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_change_check" CHECK ("scenes"."change" is null or "scenes"."change" in ('added', 'changed', 'unchanged'));