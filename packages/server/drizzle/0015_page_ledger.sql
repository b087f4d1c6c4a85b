CREATE TABLE "page_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pages" integer NOT NULL,
	"document_id" uuid,
	"title" text,
	"draft_number" integer,
	"reason" text NOT NULL,
	"change_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_entries_change_key_unique" UNIQUE("change_key"),
	CONSTRAINT "page_entries_kind_check" CHECK ("page_entries"."kind" in ('purchase', 'plan_grant', 'renewal', 'draft', 'growth', 'refund', 'expiry'))
);
--> statement-breakpoint
ALTER TABLE "page_entries" ADD CONSTRAINT "page_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_entries" ADD CONSTRAINT "page_entries_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_entries_user_idx" ON "page_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "page_entries_document_idx" ON "page_entries" USING btree ("document_id");--> statement-breakpoint
-- Every change already recorded becomes one entry: the two pool rows of a charge or a refund are
-- one change; a renewal recorded before expiries were split out keeps its net amount.
INSERT INTO "page_entries" ("user_id", "kind", "pages", "document_id", "title", "draft_number", "reason", "change_key", "created_at")
SELECT c.user_id,
  CASE
    WHEN c.reason = 'signup' THEN 'plan_grant'
    WHEN c.reason = 'purchase' THEN 'purchase'
    WHEN c.reason IN ('refund', 'revoke') THEN 'refund'
    WHEN c.reason = 'charge' AND c.change_key LIKE 'charge:pages:%' THEN 'growth'
    WHEN c.reason = 'charge' THEN 'draft'
    ELSE 'renewal'
  END,
  c.pages, d.id, d.title, d.draft_number,
  CASE
    WHEN c.reason = 'signup' THEN 'Free plan: monthly pages from sign-up'
    WHEN c.reason = 'purchase' THEN 'Bought pay-as-you-go pages'
    WHEN c.reason = 'revoke' THEN 'Pack refunded: its pages taken back'
    WHEN c.reason = 'refund' THEN 'Pages given back'
    WHEN c.reason = 'charge' AND c.change_key LIKE 'charge:pages:%' THEN 'Text grew past the pages paid'
    WHEN c.reason = 'charge' THEN 'Script processed'
    ELSE 'Monthly pages renewed (unused pages of the period before lapsed)'
  END,
  c.change_key, c.created_at
FROM (
  SELECT l.user_id, min(l.reason) AS reason, sum(l.delta)::int AS pages, min(l.created_at) AS created_at,
    min(l.id) AS first_id, k.change_key,
    min(CASE WHEN l.reference LIKE 'document:%' THEN substr(l.reference, 10) END) AS doc
  FROM "credit_ledger" l
  CROSS JOIN LATERAL (SELECT CASE WHEN l.reason IN ('charge', 'refund')
    THEN regexp_replace(l.idempotency_key, ':(monthly|paygo)$', '') ELSE l.idempotency_key END AS change_key) k
  GROUP BY l.user_id, k.change_key
) c
LEFT JOIN "documents" d ON d.id::text = c.doc
WHERE c.pages <> 0
ORDER BY c.first_id;
