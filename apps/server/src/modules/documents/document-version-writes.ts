import type { DocumentKind } from '@lyp/shared/auction/contract.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saleDocumentConfirmations, saleDocuments } from '../../db/schema';
import { recordDocumentIssued } from './document-issued-event';
import type { ConfirmationRow, DocumentRow } from './sale-documents.queries';

/** Issuing a document again when the sale's facts change, beside the versions confirmations make. */
export function createDocumentVersionWrites(db: Db) {
  return {
    /**
     * The next version of a document whose facts changed (a 单价 sale weighed), printing the
     * confirmations made so far; in turn with confirmations, under the same advisory lock.
     */
    async insertNext(
      orderId: number,
      kind: DocumentKind,
      issue: (next: {
        version: number;
        confirmations: ConfirmationRow[];
      }) => Promise<typeof saleDocuments.$inferInsert>,
    ): Promise<DocumentRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sale_document:${orderId}:${kind}`}))`);
        const [latest] = await tx
          .select({ version: sql<number>`coalesce(max(${saleDocuments.version}), 0)::int` })
          .from(saleDocuments)
          .where(and(eq(saleDocuments.orderId, orderId), eq(saleDocuments.kind, kind)));
        const confirmations = await tx
          .select()
          .from(saleDocumentConfirmations)
          .where(
            and(eq(saleDocumentConfirmations.orderId, orderId), eq(saleDocumentConfirmations.kind, kind)),
          )
          .orderBy(asc(saleDocumentConfirmations.issuedVersion));
        const values = await issue({ version: (latest?.version ?? 0) + 1, confirmations });
        const [row] = await tx.insert(saleDocuments).values(values).returning();
        await recordDocumentIssued(tx, row!);
        return row!;
      });
    },
  };
}
