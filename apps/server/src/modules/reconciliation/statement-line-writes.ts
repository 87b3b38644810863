import type {
  PaymentKind,
  StatementLineStatus,
  StatementProblem,
} from '@lyp/shared/reconciliation/statement.schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankStatementLines } from '../../db/schema';
import type { StatementTransaction } from './statement-rows';
import { createStatementLineQueries, type StatementLineRecord } from './statement-lines.queries';

/** What became of a line: confirmed against a deposit or order, or why not. */
export interface LineDecision {
  status: Exclude<StatementLineStatus, 'resolved' | 'rejected'>;
  problem: StatementProblem | null;
  problemDetail: string | null;
  matchedKind: PaymentKind | null;
  matchedId: number | null;
  matchedReference: string | null;
}

/** A line's life: written pending, decided at once, an exception settled by a person. */
export function createStatementLineWrites(db: Db) {
  const { findLine } = createStatementLineQueries(db);
  return {
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
      return row ? findLine(row.id) : undefined;
    },

    async decide(id: number, decision: LineDecision): Promise<StatementLineRecord> {
      await db.update(bankStatementLines).set(decision).where(eq(bankStatementLines.id, id));
      return (await findLine(id))!;
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
  };
}
