import type {
  StatementLineStatus,
  StatementMapping,
  StatementProblem,
  PaymentKind,
} from '@lyp/shared/reconciliation/statement.schemas';
import { and, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { bankStatementImports, bankStatementLayouts, bankStatementLines, users } from '../../db/schema';
import type { StatementTransaction } from './statement-rows';

export type StatementLayoutRecord = typeof bankStatementLayouts.$inferSelect;
export type StatementLineRecord = typeof bankStatementLines.$inferSelect & { resolvedByName: string | null };

/** What became of a line: confirmed against a deposit or order, or why not. */
export interface LineDecision {
  status: Exclude<StatementLineStatus, 'resolved' | 'rejected'>;
  problem: StatementProblem | null;
  problemDetail: string | null;
  matchedKind: PaymentKind | null;
  matchedId: number | null;
  matchedReference: string | null;
}

const lineRow = {
  ...getTableColumns(bankStatementLines),
  resolvedByName: sql<string | null>`coalesce(${users.actualName}, ${users.username}, ${users.phone})`,
};

/** Layouts, imports and lines of the platform's bank statements. */
export function createReconciliationRepository(db: Db) {
  const lines = () =>
    db.select(lineRow).from(bankStatementLines).leftJoin(users, eq(users.id, bankStatementLines.resolvedBy));

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

    /** A new line, pending its decision; undefined when the key was taken meanwhile (two imports at once). */
    async insertLine(
      tenantId: number,
      importId: number,
      transaction: StatementTransaction,
      now: Date,
    ): Promise<StatementLineRecord | undefined> {
      const [row] = await db
        .insert(bankStatementLines)
        .values({
          tenantId,
          importId,
          lineKey: transaction.lineKey,
          transactedText: transaction.transactedText,
          transactedAt: transaction.transactedAt,
          amountFen: transaction.amountFen,
          payerName: transaction.payerName?.slice(0, 100) ?? null,
          payerAccount: transaction.payerAccount?.slice(0, 40) ?? null,
          payerBank: transaction.payerBank?.slice(0, 100) ?? null,
          note: transaction.note,
          bankSerial: transaction.bankSerial?.slice(0, 64) ?? null,
          status: 'pending',
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: bankStatementLines.id });
      return row ? this.findLine(row.id) : undefined;
    },

    /** Lines left pending by an import that stopped part-way: decided by the next one. */
    async pendingLines(tenantId: number): Promise<StatementLineRecord[]> {
      return lines()
        .where(and(eq(bankStatementLines.tenantId, tenantId), eq(bankStatementLines.status, 'pending')))
        .orderBy(bankStatementLines.id);
    },

    async decide(id: number, decision: LineDecision): Promise<StatementLineRecord> {
      await db.update(bankStatementLines).set(decision).where(eq(bankStatementLines.id, id));
      return (await this.findLine(id))!;
    },

    async findLine(id: number): Promise<StatementLineRecord | undefined> {
      const [row] = await lines().where(eq(bankStatementLines.id, id));
      return row;
    },

    /**
     * A person settled an exception: matched to a deposit or an order, or rejected. Only an open
     * exception changes (false otherwise), so two people cannot both settle it.
     */
    async resolve(
      id: number,
      input: {
        status: 'resolved' | 'rejected';
        matchedKind?: PaymentKind;
        matchedId?: number;
        matchedReference?: string;
        note: string | null;
        userId: number;
        now: Date;
      },
    ): Promise<boolean> {
      const [row] = await db
        .update(bankStatementLines)
        .set({
          status: input.status,
          ...(input.matchedKind
            ? {
                matchedKind: input.matchedKind,
                matchedId: input.matchedId ?? null,
                matchedReference: input.matchedReference ?? null,
              }
            : {}),
          resolutionNote: input.note,
          resolvedBy: input.userId,
          resolvedAt: input.now,
        })
        .where(and(eq(bankStatementLines.id, id), eq(bankStatementLines.status, 'exception')))
        .returning({ id: bankStatementLines.id });
      return row !== undefined;
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

export type ReconciliationRepository = ReturnType<typeof createReconciliationRepository>;
