import { eq } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { type FileRow, files, type NewFileRow } from '../../db/schema';

/** Data access for `files`. Each call joins `tx` when given. */
export function createFilesDal(db: Db) {
  return {
    async create(values: NewFileRow, tx?: Tx): Promise<FileRow> {
      const [row] = await (tx ?? db).insert(files).values(values).returning();
      return row;
    },
    async findById(id: string, tx?: Tx): Promise<FileRow | undefined> {
      const [row] = await (tx ?? db).select().from(files).where(eq(files.id, id));
      return row;
    },
    async remove(id: string, tx?: Tx): Promise<void> {
      await (tx ?? db).delete(files).where(eq(files.id, id));
    },
    async removeByStorageKey(storageKey: string, tx?: Tx): Promise<void> {
      await (tx ?? db).delete(files).where(eq(files.storageKey, storageKey));
    },
  };
}

export type FilesDal = ReturnType<typeof createFilesDal>;
