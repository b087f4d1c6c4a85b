ALTER TABLE "scenes" RENAME TO "lines";--> statement-breakpoint
ALTER TABLE "lines" RENAME COLUMN "scene_index" TO "line_index";--> statement-breakpoint
ALTER TABLE "audio_lines" RENAME COLUMN "scene_id" TO "line_id";--> statement-breakpoint
ALTER TABLE "notes" RENAME COLUMN "scene_id" TO "line_id";--> statement-breakpoint
ALTER TABLE "notes" RENAME COLUMN "scene_index" TO "line_index";--> statement-breakpoint
ALTER TABLE "line_takes" RENAME COLUMN "scene_id" TO "line_id";--> statement-breakpoint
ALTER TABLE "lines" DROP CONSTRAINT "scenes_kind_check";--> statement-breakpoint
ALTER TABLE "lines" DROP CONSTRAINT "scenes_index_check";--> statement-breakpoint
ALTER TABLE "lines" DROP CONSTRAINT "scenes_change_check";--> statement-breakpoint
ALTER TABLE "lines" DROP CONSTRAINT "scenes_document_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "audio_lines" DROP CONSTRAINT "audio_lines_scene_id_scenes_id_fk";
--> statement-breakpoint
ALTER TABLE "notes" DROP CONSTRAINT "notes_scene_id_scenes_id_fk";
--> statement-breakpoint
ALTER TABLE "line_takes" DROP CONSTRAINT "line_takes_scene_id_scenes_id_fk";
--> statement-breakpoint
DROP INDEX "scenes_document_idx";--> statement-breakpoint
DROP INDEX "notes_scene_idx";--> statement-breakpoint
DROP INDEX "line_takes_scene_idx";--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_lines" ADD CONSTRAINT "audio_lines_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_takes" ADD CONSTRAINT "line_takes_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lines_document_idx" ON "lines" USING btree ("document_id","line_index");--> statement-breakpoint
CREATE INDEX "notes_line_idx" ON "notes" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "line_takes_line_idx" ON "line_takes" USING btree ("line_id","created_at");--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_kind_check" CHECK ("lines"."kind" in ('scene_heading', 'action', 'dialogue', 'transition'));--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_index_check" CHECK ("lines"."line_index" >= 0);--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_change_check" CHECK ("lines"."change" is null or "lines"."change" in ('added', 'changed', 'unchanged'));