import type { BulletinStatus, LotStatus } from '@lyp/shared/auction/bulletin.schemas';
import type { OrderStatus } from '@lyp/shared/auction/order.schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { lotBarredUsers, lots, orders, users } from '../../../db/schema';
import { PUBLIC_BULLETIN_STATUSES } from '../bulletin-records';

/** A lot as a line of re-auctions (重新拍卖) tells of it: where it stands and which round it is. */
export type LineageLot = {
  id: number;
  lotNo: string;
  title: string;
  bulletinId: number;
  lotStatus: LotStatus;
  bulletinStatus: BulletinStatus;
  /** The latest order's: a runner-up's accepted offer makes a new one after a default. */
  orderStatus: OrderStatus | null;
  /** The deadline of a 悔拍递补 offer still waiting for its answer, if any. */
  openOfferDeadline: Date | null;
  isPublic: boolean;
  previousLotId: number | null;
  /** 1 for a first sale; each re-auction one more than its original. */
  round: number;
};

/** Far past any real line: guards the walk up the links against a loop nobody should make. */
const MAX_ROUNDS = 100;

const publicStatuses = sql.raw(PUBLIC_BULLETIN_STATUSES.map((status) => `'${status}'`).join(', '));
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The reads of 重新拍卖: lots of a line, their successors, the defaulters and who is barred. */
export function createLotLineageRepository(db: DbOrTx) {
  return {
    async describe(ids: number[]): Promise<LineageLot[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<LineageLot>(sql`
        with recursive line(id, prev, depth) as (
          select l.id, l.previous_lot_id, 1 from lots l where l.id = any(${idArray(ids)})
          union all
          select line.id, p.previous_lot_id, line.depth + 1
            from line join lots p on p.id = line.prev where line.depth < ${MAX_ROUNDS}
        )
        select l.id, l.lot_no as "lotNo", l.title, l.bulletin_id as "bulletinId",
               l.status as "lotStatus", b.status as "bulletinStatus",
               l.previous_lot_id as "previousLotId",
               (select o.status from orders o where o.lot_id = l.id order by o.id desc limit 1) as "orderStatus",
               (select r.deadline_at from runner_up_offers r where r.lot_id = l.id and r.status = 'open')
                 as "openOfferDeadline",
               (l.status <> 'pending' and b.status in (${publicStatuses})) as "isPublic",
               (select max(line.depth) from line where line.id = l.id)::int as round
          from lots l join bulletins b on b.id = l.bulletin_id
         where l.id = any(${idArray(ids)})`);
      return result.rows;
    },

    /** Each lot's re-auctions, oldest first. */
    async successorsOf(ids: number[]): Promise<Array<{ id: number; previousLotId: number }>> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: lots.id, previousLotId: lots.previousLotId })
        .from(lots)
        .where(inArray(lots.previousLotId, ids))
        .orderBy(asc(lots.id));
      return rows.flatMap((row) =>
        row.previousLotId === null ? [] : [{ id: row.id, previousLotId: row.previousLotId }],
      );
    },

    /** Who defaulted (悔拍) on the lot: every buyer of a defaulted order of it. */
    async defaultersOf(lotId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: orders.buyerUserId })
        .from(orders)
        .where(and(eq(orders.lotId, lotId), eq(orders.status, 'defaulted')));
      return rows.map((row) => row.userId);
    },

    async barredUsersOf(ids: number[]) {
      if (ids.length === 0) return [];
      const source = alias(lots, 'source_lot');
      const rows = await db
        .select({
          lotId: lotBarredUsers.lotId,
          userId: lotBarredUsers.userId,
          sourceLotId: lotBarredUsers.sourceLotId,
          sourceLotNo: source.lotNo,
          phone: users.phone,
          actualName: users.actualName,
          username: users.username,
        })
        .from(lotBarredUsers)
        .innerJoin(users, eq(users.id, lotBarredUsers.userId))
        .leftJoin(source, eq(source.id, lotBarredUsers.sourceLotId))
        .where(inArray(lotBarredUsers.lotId, ids))
        .orderBy(asc(lotBarredUsers.createdAt), asc(users.id));
      return rows.map(({ actualName, username, ...row }) => ({
        ...row,
        name: actualName ?? username ?? row.phone,
      }));
    },
  };
}

export type LotLineageRepository = ReturnType<typeof createLotLineageRepository>;
export type BarredUserRow = Awaited<ReturnType<LotLineageRepository['barredUsersOf']>>[number];
