import { MEMBER_DETAIL_LIMIT } from '@lyp/shared/system/member.schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { deposits, lots, operationLogs, orders, users } from '../../db/schema';

/** The actions that bar or unbar an account: here (member.*) and in 用户管理 (user.*). */
export const BAR_ACTIONS = ['member.bar', 'user.disable'] as const;
export const UNBAR_ACTIONS = ['member.unbar', 'user.enable'] as const;

/** The member's deposits, orders and bar history. */
export function createMemberHistoryQueries(db: DbOrTx) {
  return {
    async deposits(userId: number) {
      return db
        .select({
          id: deposits.id,
          lotId: deposits.lotId,
          lotTitle: lots.title,
          status: deposits.status,
          amountFen: deposits.amountFen,
          paidFen: deposits.paidFen,
          frozenFen: deposits.frozenFen,
          returnedFen: deposits.returnedFen,
          appliedFen: deposits.appliedFen,
          forfeitedFen: deposits.forfeitedFen,
          createdAt: deposits.createdAt,
        })
        .from(deposits)
        .innerJoin(lots, eq(lots.id, deposits.lotId))
        .where(eq(deposits.userId, userId))
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(MEMBER_DETAIL_LIMIT);
    },

    /** Orders as buyer; `defaultedOnly` for the 违约 (悔拍) record, which is kept whole. */
    async orders(userId: number, defaultedOnly = false) {
      const where = defaultedOnly
        ? and(eq(orders.buyerUserId, userId), eq(orders.status, 'defaulted'))
        : eq(orders.buyerUserId, userId);
      const query = db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          lotTitle: lots.title,
          status: orders.status,
          priceFen: orders.priceFen,
          amountDueFen: orders.amountDueFen,
          paymentDeadlineAt: orders.paymentDeadlineAt,
          defaultedAt: orders.defaultedAt,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(lots, eq(lots.id, orders.lotId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return defaultedOnly ? query : query.limit(MEMBER_DETAIL_LIMIT);
    },

    /** Every bar and unbar of the account, newest first, with who did it and why. */
    async barHistory(tenantId: number, userId: number) {
      const actor = alias(users, 'actor');
      return db
        .select({
          action: operationLogs.action,
          reason: sql<string | null>`${operationLogs.after} ->> 'reason'`,
          actorName: sql<string>`coalesce(${actor.actualName}, ${actor.username}, ${actor.phone})`,
          at: operationLogs.createdAt,
        })
        .from(operationLogs)
        .innerJoin(actor, eq(actor.id, operationLogs.actorUserId))
        .where(
          and(
            eq(operationLogs.tenantId, tenantId),
            eq(operationLogs.targetType, 'user'),
            eq(operationLogs.targetId, String(userId)),
            inArray(operationLogs.action, [...BAR_ACTIONS, ...UNBAR_ACTIONS]),
          ),
        )
        .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id));
    },
  };
}
