CREATE TABLE "line_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scene_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"voice_id" text,
	"speed" real NOT NULL,
	"pitch" integer NOT NULL,
	"text" text NOT NULL,
	"line_key" text NOT NULL,
	"storage_key" text NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "title_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "line_takes" ADD CONSTRAINT "line_takes_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_takes" ADD CONSTRAINT "line_takes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_takes_scene_idx" ON "line_takes" USING btree ("scene_id","created_at");--> statement-breakpoint
-- "Reused" means made for an earlier draft and played without synthesis. A line completed from this
-- document's own stored file (the same words twice, a file written before a crash) was flagged
-- too, so a first draft could say lines were reused from a previous draft it does not have.
UPDATE "audio_lines" SET "reused" = false
WHERE "reused" AND "storage_key" LIKE 'audio/' || "document_id"::text || '/%';
