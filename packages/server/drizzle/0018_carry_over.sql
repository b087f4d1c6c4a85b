ALTER TABLE "scenes" ADD COLUMN "file_line" jsonb;--> statement-breakpoint
-- Drafts' carry-over: what each existing line's file said is not known any more, so its words now
-- stand for them; edits made from here on are told apart from the file.
UPDATE "scenes" SET "file_line" = jsonb_build_object('actor', "actor", 'dialog', "dialog", 'kind', "kind", 'direction', "direction", 'direction_after', "direction_after");
