import type { DocumentKind } from '@lyp/shared/auction/contract.schemas';
import { and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, saleDocumentConfirmations, saleDocuments, users } from '../../db/schema';

export type DocumentRow = typeof saleDocuments.$inferSelect;
export type ConfirmationRow = typeof saleDocumentConfirmations.$inferSelect;

/** The documents issued so far, their confirmations and who confirmed them. */
export function createSaleDocumentQueries(db: Db) {
  return {
    /**
     * Orders still lacking a document their events have made due, oldest first: the four of
     * the close, the 提货单 once paid, the 结算单 once settled.
     */
    async ordersLackingDocuments(limit: number, skip: number[]): Promise<number[]> {
      const has = (kind: DocumentKind) =>
        sql`exists (select 1 from ${saleDocuments} where ${saleDocuments.orderId} = ${orders.id} and ${saleDocuments.kind} = ${kind})`;
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            skip.length > 0 ? notInArray(orders.id, skip) : undefined,
            or(
              sql`not ${has('confirmation')}`,
              sql`not ${has('buyer_contract')}`,
              sql`not ${has('seller_contract')}`,
              sql`not ${has('tripartite')}`,
              and(sql`${orders.paidAt} is not null`, sql`not ${has('bill_of_lading')}`),
              and(sql`${orders.settledAt} is not null`, sql`not ${has('settlement')}`),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The latest version of each of these orders' documents of these kinds. */
    async latest(orderIds: number[], kinds: readonly DocumentKind[]): Promise<DocumentRow[]> {
      if (orderIds.length === 0 || kinds.length === 0) return [];
      return db
        .selectDistinctOn([saleDocuments.orderId, saleDocuments.kind])
        .from(saleDocuments)
        .where(and(inArray(saleDocuments.orderId, orderIds), inArray(saleDocuments.kind, [...kinds])))
        .orderBy(saleDocuments.orderId, saleDocuments.kind, desc(saleDocuments.version));
    },

    async find(id: number): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(saleDocuments).where(eq(saleDocuments.id, id));
      return row;
    },

    async findByCode(code: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(saleDocuments).where(eq(saleDocuments.verifyCode, code));
      return row;
    },

    async latestVersion(orderId: number, kind: DocumentKind): Promise<number> {
      const [row] = await db
        .select({ version: sql<number>`coalesce(max(${saleDocuments.version}), 0)::int` })
        .from(saleDocuments)
        .where(and(eq(saleDocuments.orderId, orderId), eq(saleDocuments.kind, kind)));
      return row?.version ?? 0;
    },

    async confirmations(orderIds: number[]): Promise<ConfirmationRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(saleDocumentConfirmations)
        .where(inArray(saleDocumentConfirmations.orderId, orderIds))
        .orderBy(asc(saleDocumentConfirmations.issuedVersion));
    },

    async accountName(userId: number): Promise<string> {
      const [row] = await db
        .select({ actualName: users.actualName, username: users.username, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return `用户 ${userId}`;
      const login = row.username ?? row.phone;
      return row.actualName ? `${row.actualName}（${login}）` : login;
    },
  };
}
