import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lots, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect & { lotTitle: string };

const orderRow = { ...getTableColumns(orders), lotTitle: lots.title };

export function createOrdersRepository(db: Db) {
  const withLot = () => db.select(orderRow).from(orders).innerJoin(lots, eq(lots.id, orders.lotId));
  return {
    async find(id: number): Promise<OrderRow | undefined> {
      const [row] = await withLot().where(eq(orders.id, id));
      return row;
    },

    async listForBuyer(filter: {
      buyerUserId: number;
      status?: OrderRow['status'];
      offset: number;
      limit: number;
    }) {
      const where: SQL | undefined = and(
        eq(orders.buyerUserId, filter.buyerUserId),
        filter.status ? eq(orders.status, filter.status) : undefined,
      );
      const [records, totals] = await Promise.all([
        withLot()
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
