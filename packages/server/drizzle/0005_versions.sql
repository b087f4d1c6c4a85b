ALTER TABLE "documents" ADD COLUMN "lines_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "voices_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_runs" ADD COLUMN "requested_lines_version" integer;--> statement-breakpoint
ALTER TABLE "audio_runs" ADD COLUMN "requested_voices_version" integer;