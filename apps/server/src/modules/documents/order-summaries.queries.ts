import type { OrderStatus } from '@lyp/shared/auction/order.schemas';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { lots, orders, organisations } from '../../db/schema';

/** The order's list columns the document lists show beside each document. */
export interface OrderSummary {
  orderId: number;
  orderNo: string;
  lotTitle: string;
  priceFen: number;
  sellerName: string;
  buyerName: string;
  buyerUserId: number;
  buyerOrgId: number | null;
  sellerOrgId: number;
  tenantId: number;
  /** A defaulted (悔拍) sale's contracts stay readable but are no longer confirmed. */
  status: OrderStatus;
}

/** Whose orders a contract list shows. */
export type ContractListScope =
  | { side: 'buyer'; userId: number; buyerOrgId?: number | undefined }
  | { side: 'seller'; orgId: number }
  | { side: 'either'; userId: number; orgId: number; buyerOrgId?: number | undefined };

export const buyerOrg = alias(organisations, 'buyer_org');

/** The buyer as the contracts name them: the company, or the person the 成交确认书 named. */
const buyerNameOf = sql<string>`case when ${buyerOrg.type} = 'company' then ${buyerOrg.name} else ${orders.confirmation}::jsonb ->> 'buyerName' end`;

const summaryColumns = {
  orderId: orders.id,
  orderNo: orders.orderNo,
  lotTitle: lots.title,
  priceFen: orders.priceFen,
  sellerName: organisations.name,
  buyerName: buyerNameOf,
  buyerUserId: orders.buyerUserId,
  buyerOrgId: orders.buyerOrgId,
  sellerOrgId: orders.sellerOrgId,
  tenantId: organisations.tenantId,
  status: orders.status,
};

/** The orders behind the documents: one sale's summary, or a page of a contract list's. */
export function createOrderSummaryQueries(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(lots, eq(lots.id, orders.lotId))
      .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
      .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId));

  function scopeFilter(scope: ContractListScope, keyword: string | undefined): SQL | undefined {
    const bought = (userId: number, buyerOrgId: number | undefined) =>
      and(
        eq(orders.buyerUserId, userId),
        buyerOrgId === undefined ? undefined : eq(orders.buyerOrgId, buyerOrgId),
      );
    const whose =
      scope.side === 'buyer'
        ? bought(scope.userId, scope.buyerOrgId)
        : scope.side === 'seller'
          ? eq(orders.sellerOrgId, scope.orgId)
          : or(bought(scope.userId, scope.buyerOrgId), eq(orders.sellerOrgId, scope.orgId));
    const matches = keyword
      ? or(
          ilike(orders.orderNo, containing(keyword)),
          ilike(lots.title, containing(keyword)),
          ilike(organisations.name, containing(keyword)),
          ilike(buyerNameOf, containing(keyword)),
        )
      : undefined;
    return and(whose, matches);
  }

  return {
    async orderSummary(orderId: number): Promise<OrderSummary | undefined> {
      const [row] = await summaries().where(eq(orders.id, orderId));
      return row;
    },

    /** One page of the orders whose contracts a list shows, newest sale first. */
    async orderPage(scope: ContractListScope, keyword: string | undefined, offset: number, limit: number) {
      const where = scopeFilter(scope, keyword);
      const [records, [total]] = await Promise.all([
        summaries().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
        db
          .select({ total: count() })
          .from(orders)
          .innerJoin(lots, eq(lots.id, orders.lotId))
          .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
          .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId))
          .where(where),
      ]);
      return { records, total: total?.total ?? 0 };
    },
  };
}
