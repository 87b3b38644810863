import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { lots, lotViewings, orders, organisations, users } from '../../db/schema';
import type { SettlementAccountSource } from '@lyp/shared/auction/order.schemas';

/** A settlement account as the order's query reads it (JSON: its times are ISO text). */
export interface AccountOnRecord {
  id: number;
  accountName: string;
  bankName: string;
  bankNumber: string;
  interbankAccount: string | null;
  source: SettlementAccountSource;
  reviewedAt: string;
  retiredAt: string | null;
  retiredReason: string | null;
  reviewerName: string | null;
}

/** An order with its lot's title and the seller company's account on record (the default payee). */
export type OrderRow = typeof orders.$inferSelect & {
  /** The reviewed account the order names (settlementAccountId), retired or not. */
  chosenAccount: AccountOnRecord | null;
  /** The company's reviewed account in force (its number on the organisation), if reviewed. */
  inForceAccount: AccountOnRecord | null;
  /** The certified company name: a settlement account's name must equal it. */
  certifiedName: string | null;
  lotTitle: string;
  /** Where the goods are (the lot's location): printed on the bill of lading. */
  lotLocation: string;
  sellerName: string;
  sellerBankName: string | null;
  sellerBankNumber: string | null;
  sellerInterbank: string | null;
  settledByName: string | null;
  /** The seller's tenant: the platform staff of that tenant are the ones who see the order. */
  tenantId: number;
};
type OrderStatus = OrderRow['status'];

/** Whom the buyer calls and where to go to collect the goods: the lot's viewing appointments. */
export interface ViewingContact {
  address: string;
  contactPerson: string;
  contactPhone: string;
  remark: string | null;
}

/** Who settled the order; aliased so the join cannot be mistaken for the buyer's user row. */
const settler = alias(users, 'settler');

/** One settlement account, picked by `where` over the alias a, as JSON. */
const accountJson = (where: SQL) => sql<AccountOnRecord | null>`(
  select json_build_object('id', a.id, 'accountName', a.account_name, 'bankName', a.bank_name,
    'bankNumber', a.bank_number, 'interbankAccount', a.interbank_account, 'source', a.source,
    'reviewedAt', a.reviewed_at, 'retiredAt', a.retired_at, 'retiredReason', a.retired_reason,
    'reviewerName', coalesce(reviewer.actual_name, reviewer.username, reviewer.phone))
  from settlement_accounts a left join users reviewer on reviewer.id = a.reviewed_by
  where ${where} order by a.id desc limit 1)`;

const orderRow = {
  ...getTableColumns(orders),
  chosenAccount: accountJson(sql`a.id = ${orders.settlementAccountId}`),
  inForceAccount: accountJson(
    sql`a.org_id = ${orders.sellerOrgId} and a.retired_at is null
        and replace(a.bank_number, ' ', '') = replace(${organisations.bankNumber}, ' ', '')`,
  ),
  certifiedName: sql<string | null>`(select cc.company_name from company_certifications cc
    where cc.org_id = ${orders.sellerOrgId} and cc.status = 'approved')`,
  lotTitle: lots.title,
  lotLocation: lots.location,
  sellerName: organisations.name,
  sellerBankName: organisations.bankName,
  sellerBankNumber: organisations.bankNumber,
  sellerInterbank: organisations.interbankAccount,
  settledByName: sql<string | null>`coalesce(${settler.actualName}, ${settler.username}, ${settler.phone})`,
  tenantId: organisations.tenantId,
};

export interface OrderListFilter {
  status?: OrderStatus;
  keyword?: string;
  /** Closed at or after, and before (the day after the last day asked for). */
  closedFrom?: Date;
  closedBefore?: Date;
  offset: number;
  limit: number;
}

/** The platform's filters on top of everyone's: whose sale, and whether it has been settled. */
export interface PlatformOrderFilter extends OrderListFilter {
  tenantId: number;
  sellerOrgId?: number;
  settlement?: 'unsettled' | 'settled';
}

/** The list filters beside whose orders they are. */
function filterOf(filter: OrderListFilter): SQL | undefined {
  const keyword = filter.keyword
    ? or(
        ilike(orders.orderNo, containing(filter.keyword)),
        ilike(lots.title, containing(filter.keyword)),
        // The buyer as the 成交确认书 names them (the name the sale reveals to the seller).
        ilike(sql`${orders.confirmation}::jsonb ->> 'buyerName'`, containing(filter.keyword)),
        ilike(sql`${orders.confirmation}::jsonb ->> 'buyerOrgName'`, containing(filter.keyword)),
        // The seller: only the platform's list crosses organisations, elsewhere it is the caller's own.
        ilike(organisations.name, containing(filter.keyword)),
      )
    : undefined;
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    keyword,
    filter.closedFrom ? gte(orders.createdAt, filter.closedFrom) : undefined,
    filter.closedBefore ? lt(orders.createdAt, filter.closedBefore) : undefined,
  );
}

/**
 * Every payment step is one conditional UPDATE on the order's status, so two reviewers, or a
 * review racing the default sweep, cannot both win: the loser changes nothing and is told so.
 */
export function createOrdersRepository(db: Db) {
  const withLot = () =>
    db
      .select(orderRow)
      .from(orders)
      .innerJoin(lots, eq(lots.id, orders.lotId))
      .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
      .leftJoin(settler, eq(settler.id, orders.settledBy));

  async function page(where: SQL | undefined, offset: number, limit: number) {
    const [records, totals] = await Promise.all([
      withLot().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
      db
        .select({ total: count() })
        .from(orders)
        .innerJoin(lots, eq(lots.id, orders.lotId))
        .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
        .where(where),
    ]);
    return { records, total: totals[0]?.total ?? 0 };
  }

  return {
    async find(id: number): Promise<OrderRow | undefined> {
      const [row] = await withLot().where(eq(orders.id, id));
      return row;
    },

    /** The lot's viewing contacts, earliest first: the bill of lading names them for pickup. */
    async viewingContacts(lotId: number): Promise<ViewingContact[]> {
      return db
        .select({
          address: lotViewings.address,
          contactPerson: lotViewings.contactPerson,
          contactPhone: lotViewings.contactPhone,
          remark: lotViewings.remark,
        })
        .from(lotViewings)
        .where(eq(lotViewings.lotId, lotId))
        .orderBy(asc(lotViewings.startsAt), asc(lotViewings.id));
    },

    async listForBuyer(filter: OrderListFilter & { buyerUserId: number }) {
      const where = and(eq(orders.buyerUserId, filter.buyerUserId), filterOf(filter));
      return page(where, filter.offset, filter.limit);
    },

    async listForSeller(filter: OrderListFilter & { sellerOrgId: number }) {
      const where = and(eq(orders.sellerOrgId, filter.sellerOrgId), filterOf(filter));
      return page(where, filter.offset, filter.limit);
    },

    /** Every organisation's orders in a tenant (竞价订单管理). */
    async listForPlatform(filter: PlatformOrderFilter) {
      const settlement =
        filter.settlement === 'settled'
          ? isNotNull(orders.settledAt)
          : filter.settlement === 'unsettled'
            ? and(isNull(orders.settledAt), inArray(orders.status, ['paid', 'completed']))
            : undefined;
      const where = and(
        eq(organisations.tenantId, filter.tenantId),
        filter.sellerOrgId ? eq(orders.sellerOrgId, filter.sellerOrgId) : undefined,
        settlement,
        filterOf(filter),
      );
      return page(where, filter.offset, filter.limit);
    },

    /** The tenant's organisations that have sold something, by name. */
    async sellersWithOrders(tenantId: number) {
      return db
        .selectDistinct({ id: organisations.id, name: organisations.name })
        .from(orders)
        .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
        .where(eq(organisations.tenantId, tenantId))
        .orderBy(asc(organisations.name));
    },

    /**
     * Records the platform's transfer to the seller. Only a confirmed, unsettled payment
     * qualifies, in the same statement, so two settlers racing cannot both pay the seller.
     */
    async settle(input: {
      id: number;
      amountFen: number;
      /** The reviewed account the money went to: kept as it was, whatever happens to it later. */
      account: {
        id: number;
        accountName: string;
        bankName: string;
        bankNumber: string;
        interbankAccount: string;
      };
      reference: string;
      voucherFileId: string | null;
      userId: number;
      now: Date;
    }) {
      const { account } = input;
      const [row] = await db
        .update(orders)
        .set({
          settlementAccountId: account.id,
          settlementAccountName: account.accountName,
          settlementBankName: account.bankName,
          settlementBankNumber: account.bankNumber,
          settlementInterbank: account.interbankAccount,
          settledFen: input.amountFen,
          settledAt: input.now,
          settledBy: input.userId,
          settlementReference: input.reference,
          settlementVoucherFileId: input.voucherFileId,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(orders.id, input.id),
            inArray(orders.status, ['paid', 'completed']),
            isNull(orders.settledAt),
            // A correction may retire the account while the settler looks at it.
            sql`exists (select 1 from settlement_accounts a where a.id = ${account.id} and a.retired_at is null)`,
          ),
        )
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** Paid goods taken away, on that day with that weight: the order is complete. */
    async confirmPickup(input: {
      id: number;
      userId: number;
      pickedUpOn: string;
      weighedQuantity: number;
      remark: string | null;
      now: Date;
    }) {
      const { id, now } = input;
      const [row] = await db
        .update(orders)
        .set({
          status: 'completed',
          pickedUpAt: now,
          pickedUpBy: input.userId,
          pickedUpOn: input.pickedUpOn,
          weighedQuantity: input.weighedQuantity.toFixed(3),
          pickupRemark: input.remark,
          updatedAt: now,
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /**
     * The reviewed account this sale is settled to (an account typed before accounts were reviewed
     * is dropped); refused (false) once the order can no longer be settled.
     */
    async setSettlementAccount(input: { id: number; accountId: number; now: Date }) {
      const [row] = await db
        .update(orders)
        .set({
          settlementAccountId: input.accountId,
          settlementAccountName: null,
          settlementBankName: null,
          settlementBankNumber: null,
          settlementInterbank: null,
          updatedAt: input.now,
        })
        // Settled money has gone to the old account: changing it now would misstate the record.
        .where(and(eq(orders.id, input.id), sql`${orders.status} <> 'defaulted'`, isNull(orders.settledAt)))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** The buyer's voucher, accepted only while the order awaits payment and is within its deadline. */
    async submitPayment(input: { id: number; voucherFileId: string; remark: string | null; now: Date }) {
      const [row] = await db
        .update(orders)
        .set({
          status: 'payment_submitted',
          paymentVoucherFileId: input.voucherFileId,
          paymentRemark: input.remark,
          paymentSubmittedAt: input.now,
          paymentRejectReason: null,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(orders.id, input.id),
            eq(orders.status, 'awaiting_payment'),
            gt(orders.paymentDeadlineAt, input.now),
          ),
        )
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** An order by its number (what a transfer note quotes). */
    async findByOrderNo(orderNo: string): Promise<OrderRow | undefined> {
      const [row] = await withLot().where(eq(orders.orderNo, orderNo));
      return row;
    },

    /** The tenant's orders waiting for their goods money, of this amount: what an unmatched credit may pay. */
    async awaitingWithAmount(tenantId: number, amountDueFen: number): Promise<OrderRow[]> {
      return withLot()
        .where(
          and(
            eq(organisations.tenantId, tenantId),
            inArray(orders.status, ['awaiting_payment', 'payment_submitted']),
            eq(orders.amountDueFen, amountDueFen),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(20);
    },

    /**
     * 银行对账: the goods money is in the platform's account, voucher or not. Refused (false)
     * once the order is paid, defaulted or otherwise no longer waiting.
     */
    async confirmPaymentByStatement(id: number, reviewerUserId: number, statementLineId: number, now: Date) {
      const [row] = await db
        .update(orders)
        .set({
          status: 'paid',
          paidAt: now,
          paymentAuditedBy: reviewerUserId,
          paymentStatementLineId: statementLineId,
          paymentRejectReason: null,
          updatedAt: now,
        })
        .where(and(eq(orders.id, id), inArray(orders.status, ['awaiting_payment', 'payment_submitted'])))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    async confirmPayment(id: number, reviewerUserId: number, now: Date) {
      const [row] = await db
        .update(orders)
        .set({ status: 'paid', paidAt: now, paymentAuditedBy: reviewerUserId, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'payment_submitted')))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** Back to awaiting payment with the reason, and at least `graceUntil` to send a new voucher. */
    async rejectPayment(input: {
      id: number;
      reviewerUserId: number;
      reason: string;
      graceUntil: Date;
      now: Date;
    }) {
      const [row] = await db
        .update(orders)
        .set({
          status: 'awaiting_payment',
          paymentRejectReason: input.reason,
          paymentAuditedBy: input.reviewerUserId,
          paymentDeadlineAt: sqlGreatest(input.graceUntil),
          updatedAt: input.now,
        })
        .where(and(eq(orders.id, input.id), eq(orders.status, 'payment_submitted')))
        .returning({ id: orders.id });
      return row !== undefined;
    },
  };
}

function sqlGreatest(floor: Date): SQL<Date> {
  return sql<Date>`greatest(${orders.paymentDeadlineAt}, ${floor.toISOString()}::timestamptz)`;
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
