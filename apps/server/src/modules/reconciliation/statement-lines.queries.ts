import type { StatementLineStatus } from '@lyp/shared/reconciliation/statement.schemas';
import { and, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { bankStatementLines, users } from '../../db/schema';

export type StatementLineRecord = typeof bankStatementLines.$inferSelect & { resolvedByName: string | null };

const lineRow = {
  ...getTableColumns(bankStatementLines),
  resolvedByName: sql<string | null>`coalesce(${users.actualName}, ${users.username}, ${users.phone})`,
};

/** The statement's lines, with the name of whoever settled them. */
export function createStatementLineQueries(db: Db) {
  const lines = () =>
    db.select(lineRow).from(bankStatementLines).leftJoin(users, eq(users.id, bankStatementLines.resolvedBy));

  return {
    async findLine(id: number): Promise<StatementLineRecord | undefined> {
      const [row] = await lines().where(eq(bankStatementLines.id, id));
      return row;
    },

    /** Lines left pending by an import that stopped part-way: decided by the next one. */
    async pendingLines(tenantId: number): Promise<StatementLineRecord[]> {
      return lines()
        .where(and(eq(bankStatementLines.tenantId, tenantId), eq(bankStatementLines.status, 'pending')))
        .orderBy(bankStatementLines.id);
    },

    async listLines(filter: {
      tenantId: number;
      status?: StatementLineStatus;
      keyword?: string;
      offset: number;
      limit: number;
    }) {
      const keyword = filter.keyword ? containing(filter.keyword) : undefined;
      const where: SQL | undefined = and(
        eq(bankStatementLines.tenantId, filter.tenantId),
        filter.status ? eq(bankStatementLines.status, filter.status) : undefined,
        keyword
          ? or(
              ilike(bankStatementLines.note, keyword),
              ilike(bankStatementLines.payerName, keyword),
              ilike(bankStatementLines.bankSerial, keyword),
              ilike(bankStatementLines.matchedReference, keyword),
            )
          : undefined,
      );
      const [records, totals] = await Promise.all([
        lines()
          .where(where)
          .orderBy(desc(bankStatementLines.transactedAt), desc(bankStatementLines.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ total: count() }).from(bankStatementLines).where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },
  };
}
