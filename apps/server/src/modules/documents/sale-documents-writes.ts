import type { DocumentKind, DocumentParty } from '@lyp/shared/auction/contract.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saleDocumentConfirmations, saleDocuments } from '../../db/schema';
import { recordDocumentIssued } from './document-issued-event';
import type { ConfirmationRow, DocumentRow } from './sale-documents.queries';

/** Issuing documents: the first version of each, and the versions confirmations print. */
export function createSaleDocumentWrites(db: Db) {
  return {
    /** The first version; false when another request issued it first (its file is then unused). */
    async insertFirst(row: typeof saleDocuments.$inferInsert): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(saleDocuments)
          .values(row)
          .onConflictDoNothing({ target: [saleDocuments.orderId, saleDocuments.kind, saleDocuments.version] })
          .returning();
        if (inserted) await recordDocumentIssued(tx, inserted);
        return inserted !== undefined;
      });
    },

    /**
     * A confirmation and the version printed with it, together: one at a time per document
     * (an advisory lock on the order and kind), so two parties confirming at once make two
     * versions in turn. `issue` renders and stores the next version's file.
     */
    async confirm(
      input: {
        orderId: number;
        kind: DocumentKind;
        party: DocumentParty;
        userId: number;
        accountName: string;
        at: Date;
      },
      issue: (next: {
        version: number;
        confirmations: ConfirmationRow[];
      }) => Promise<typeof saleDocuments.$inferInsert>,
    ): Promise<DocumentRow | 'already_confirmed'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`sale_document:${input.orderId}:${input.kind}`}))`,
        );
        const [latest] = await tx
          .select({ version: sql<number>`coalesce(max(${saleDocuments.version}), 0)::int` })
          .from(saleDocuments)
          .where(and(eq(saleDocuments.orderId, input.orderId), eq(saleDocuments.kind, input.kind)));
        const version = (latest?.version ?? 0) + 1;
        const added = await tx
          .insert(saleDocumentConfirmations)
          .values({
            orderId: input.orderId,
            kind: input.kind,
            party: input.party,
            userId: input.userId,
            accountName: input.accountName,
            confirmedAt: input.at,
            issuedVersion: version,
          })
          .onConflictDoNothing()
          .returning();
        if (added.length === 0) return 'already_confirmed';
        const confirmations = await tx
          .select()
          .from(saleDocumentConfirmations)
          .where(
            and(
              eq(saleDocumentConfirmations.orderId, input.orderId),
              eq(saleDocumentConfirmations.kind, input.kind),
            ),
          )
          .orderBy(asc(saleDocumentConfirmations.issuedVersion));
        const values = await issue({ version, confirmations });
        const [row] = await tx.insert(saleDocuments).values(values).returning();
        await recordDocumentIssued(tx, row!);
        return row!;
      });
    },
  };
}
