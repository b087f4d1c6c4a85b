ALTER TABLE "audio_files" ADD COLUMN "run" integer;--> statement-breakpoint
ALTER TABLE "audio_lines" ADD COLUMN "reused_from" text;--> statement-breakpoint
-- Issue 31, "reuse told right": a reused line now says where its sound came from. Since 0016 only
-- lines completed on an earlier draft's file are flagged, so every flagged line came from a draft.
UPDATE "audio_lines" SET "reused_from" = 'draft' WHERE "reused";--> statement-breakpoint
ALTER TABLE "audio_lines" DROP COLUMN "reused";
