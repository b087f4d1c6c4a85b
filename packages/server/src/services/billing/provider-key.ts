import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Tx } from '../../db/database';

/** A billing table whose rows carry the name of the payment provider they came from. */
type ProviderTable = PgTable & { provider: PgColumn };

/** A text column of the table other than `provider`: the provider's own id for the row, or ours. */
type KeyOf<Table extends ProviderTable> = {
  [Name in keyof Table['$inferSelect'] & keyof Table]: Table[Name] extends PgColumn
    ? Table['$inferSelect'][Name] extends string | null
      ? Name
      : never
    : never;
}[keyof Table['$inferSelect'] & keyof Table];

/**
 * Rows of one provider with the given id: ids are only unique within a provider, so the embedded
 * local provider and Stripe never match each other's objects.
 */
export const byProviderKey = <Table extends ProviderTable>(
  table: Table,
  key: KeyOf<Table>,
  provider: string,
  id: string,
): SQL => and(eq(table.provider, provider), eq(table[key] as PgColumn, id))!;

/**
 * The row of one provider with the given id, locked (`FOR UPDATE`) until `tx` ends, so that two
 * reports about the same object apply one after the other.
 */
export async function lockByProviderKey<Table extends ProviderTable>(
  tx: Tx,
  table: Table,
  key: KeyOf<Table>,
  provider: string,
  id: string,
): Promise<Table['$inferSelect'] | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(byProviderKey(table, key, provider, id))
    .for('update');
  return row as Table['$inferSelect'] | undefined;
}
