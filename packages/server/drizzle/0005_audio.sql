CREATE TABLE "audio_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_lines" (
	"scene_id" uuid PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"line_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"duration_ms" integer,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_lines_status_check" CHECK ("audio_lines"."status" in ('pending', 'processing', 'completed', 'error'))
);
--> statement-breakpoint
CREATE TABLE "audio_runs" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"run" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"combined_key" text
);
--> statement-breakpoint
CREATE TABLE "voice_assignments" (
	"document_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"voice_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_assignments_document_id_actor_pk" PRIMARY KEY("document_id","actor")
);
--> statement-breakpoint
ALTER TABLE "audio_files" ADD CONSTRAINT "audio_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_lines" ADD CONSTRAINT "audio_lines_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_lines" ADD CONSTRAINT "audio_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_runs" ADD CONSTRAINT "audio_runs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_assignments" ADD CONSTRAINT "voice_assignments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_files_document_idx" ON "audio_files" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "audio_lines_document_idx" ON "audio_lines" USING btree ("document_id","status");