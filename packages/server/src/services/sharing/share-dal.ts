import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { type DocumentRow, documents, type ShareLinkRow, shareLinks } from '../../db/schema';

/** Data access for `share_links` (tokens by hash only). Each call joins `tx` when given. */
export function createShareDal(db: Db) {
  return {
    /** The document's unrevoked link, live or expired. */
    async current(documentId: string, tx?: Tx): Promise<ShareLinkRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.documentId, documentId), isNull(shareLinks.revokedAt)));
      return row;
    },
    async findByHash(tokenHash: string, tx?: Tx): Promise<ShareLinkRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.tokenHash, tokenHash));
      return row;
    },
    async insert(
      values: Pick<
        ShareLinkRow,
        'documentId' | 'tokenHash' | 'tokenSealed' | 'allowDownload' | 'expiresAt' | 'createdAt'
      >,
      tx?: Tx,
    ): Promise<ShareLinkRow> {
      const [row] = await (tx ?? db).insert(shareLinks).values(values).returning();
      return row;
    },
    async update(
      id: string,
      values: Partial<Pick<ShareLinkRow, 'allowDownload' | 'expiresAt'>>,
      tx?: Tx,
    ): Promise<ShareLinkRow> {
      const [row] = await (tx ?? db)
        .update(shareLinks)
        .set(values)
        .where(eq(shareLinks.id, id))
        .returning();
      return row;
    },
    /**
     * The drafts of the script `scriptId` (its first draft's id) whose own link is live at `at`,
     * newest draft first: what a podcast feed of one of those links lists.
     */
    async liveDraftsOfScript(scriptId: string, at: Date, tx?: Tx): Promise<DocumentRow[]> {
      const rows = await (tx ?? db)
        .select({ doc: documents })
        .from(shareLinks)
        .innerJoin(documents, eq(documents.id, shareLinks.documentId))
        .where(
          and(
            or(eq(documents.scriptId, scriptId), eq(documents.id, scriptId)),
            isNull(shareLinks.revokedAt),
            gt(shareLinks.expiresAt, at),
          ),
        )
        .orderBy(desc(documents.draftNumber), desc(documents.createdAt));
      return rows.map((r) => r.doc);
    },
    /** Revokes the document's unrevoked link; true when there was one. */
    async revoke(documentId: string, at: Date, tx?: Tx): Promise<boolean> {
      const rows = await (tx ?? db)
        .update(shareLinks)
        .set({ revokedAt: at })
        .where(and(eq(shareLinks.documentId, documentId), isNull(shareLinks.revokedAt)))
        .returning({ id: shareLinks.id });
      return rows.length > 0;
    },
  };
}

export type ShareDal = ReturnType<typeof createShareDal>;
