import type { StatementMapping } from '@lyp/shared/reconciliation/statement.schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankStatementImports, bankStatementLayouts, bankStatementLines } from '../../db/schema';

export type StatementLayoutRecord = typeof bankStatementLayouts.$inferSelect;

/** The banks' layouts, and the imports of their statements. */
export function createStatementImportWrites(db: Db) {
  return {
    listLayouts(tenantId: number): Promise<StatementLayoutRecord[]> {
      return db
        .select()
        .from(bankStatementLayouts)
        .where(eq(bankStatementLayouts.tenantId, tenantId))
        .orderBy(desc(bankStatementLayouts.updatedAt));
    },

    /** Remembers how this bank's statement reads; a second import under the name updates it. */
    async saveLayout(input: {
      tenantId: number;
      name: string;
      headers: string[];
      mapping: StatementMapping;
      userId: number;
      now: Date;
    }): Promise<StatementLayoutRecord> {
      const values = {
        headers: JSON.stringify(input.headers),
        mapping: JSON.stringify(input.mapping),
        updatedBy: input.userId,
        updatedAt: input.now,
      };
      const [row] = await db
        .insert(bankStatementLayouts)
        .values({ tenantId: input.tenantId, name: input.name, ...values, createdAt: input.now })
        .onConflictDoUpdate({
          target: [bankStatementLayouts.tenantId, bankStatementLayouts.name],
          set: values,
        })
        .returning();
      return row!;
    },

    async insertImport(input: {
      tenantId: number;
      layoutId: number;
      fileId: string;
      fileName: string;
      userId: number;
      now: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(bankStatementImports)
        .values({
          tenantId: input.tenantId,
          layoutId: input.layoutId,
          fileId: input.fileId,
          fileName: input.fileName.slice(0, 200),
          importedBy: input.userId,
          importedAt: input.now,
        })
        .returning({ id: bankStatementImports.id });
      return row!.id;
    },

    /** The keys of these transactions already imported: lines the statement had before. */
    async knownKeys(tenantId: number, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: bankStatementLines.lineKey })
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.tenantId, tenantId), inArray(bankStatementLines.lineKey, keys)));
      return new Set(rows.map((row) => row.key));
    },
  };
}
