CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"declared_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint,
	"format" text,
	"page_count" integer,
	"charged_pages" integer,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"message" text,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('uploaded', 'pending', 'processing', 'completed', 'error', 'payment_required')),
	CONSTRAINT "documents_page_count_check" CHECK ("documents"."page_count" is null or "documents"."page_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "scenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"scene_index" integer NOT NULL,
	"actor" text DEFAULT '' NOT NULL,
	"dialog" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"direction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenes_kind_check" CHECK ("scenes"."kind" in ('scene_heading', 'action', 'dialogue', 'transition')),
	CONSTRAINT "scenes_index_check" CHECK ("scenes"."scene_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scenes_document_idx" ON "scenes" USING btree ("document_id","scene_index");