import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
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
import { dictItemOf } from '../../db/dict-item';
import { containing } from '../../db/like';
import { lots, lotViewings, orders, organisations, users } from '../../db/schema';
import type { QualificationWarning, SettlementAccountSource } from '@lyp/shared/auction/order.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import type { RunnerUpState } from '@lyp/shared/auction/runner-up-offer.schemas';
import { invoiceColumns, type InvoiceColumns } from './order-invoice';

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
export type OrderRow = typeof orders.$inferSelect &
  InvoiceColumns & {
    /** The reviewed account the order names (settlementAccountId), retired or not. */
    chosenAccount: AccountOnRecord | null;
    /** The company's reviewed account in force (its number on the organisation), if reviewed. */
    inForceAccount: AccountOnRecord | null;
    /** The certified company name: a settlement account's name must equal it. */
    certifiedName: string | null;
    lotTitle: string;
    /** 提货期限 in days after the payment's confirmation, and 逾期仓储费 per day (null: none). */
    lotPickupDays: number;
    lotStorageFeeFen: number | null;
    /** The lot's required licences the buyer will not hold, valid, through the pickup deadline. */
    qualificationWarnings: QualificationWarning[];
    /** Where the goods are (the lot's location): printed on the bill of lading. */
    lotLocation: string;
    sellerName: string;
    sellerBankName: string | null;
    sellerBankNumber: string | null;
    sellerInterbank: string | null;
    settledByName: string | null;
    /** The seller's tenant: the platform staff of that tenant are the ones who see the order. */
    tenantId: number;
    runnerUpState: RunnerUpState | null;
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

/**
 * For an order still on its way to pickup: each licence its lot requires that the buyer (any
 * organisation of theirs, as bidding counts it) holds approved only until before the pickup
 * deadline, or not at all. Before payment the deadline is the latest it can be.
 */
const requiredKind = dictItemOf(DICT_CODES.bidderQualification, sql`required.code`);
const qualificationWarningsOf = sql<QualificationWarning[]>`case
  when ${orders.status} in ('awaiting_payment', 'payment_submitted', 'paid') then (
  select coalesce(json_agg(json_build_object('name', ${requiredKind.label}, 'validUntil', best.valid_until)
                           order by ${requiredKind.sort}, required.code), '[]')
    from unnest(${lots.requiredQualifications}) as required(code)
    cross join lateral (
      select max(q.valid_until)::text as valid_until
        from bidder_qualifications q join user_organisations uo on uo.org_id = q.org_id
       where uo.user_id = ${orders.buyerUserId} and q.type_code = required.code and q.status = 'approved') best
   where best.valid_until is null
      or best.valid_until::date < lyp_pickup_due_on(coalesce(${orders.paidAt}, ${orders.paymentDeadlineAt}), ${lots.pickupDays}))
  else '[]' end`;

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
  lotPickupDays: lots.pickupDays,
  lotStorageFeeFen: lots.storageFeeFen,
  qualificationWarnings: qualificationWarningsOf,
  ...invoiceColumns,
  lotLocation: lots.location,
  sellerName: organisations.name,
  sellerBankName: organisations.bankName,
  sellerBankNumber: organisations.bankNumber,
  sellerInterbank: organisations.interbankAccount,
  settledByName: sql<string | null>`coalesce(${settler.actualName}, ${settler.username}, ${settler.phone})`,
  tenantId: organisations.tenantId,
  /** A defaulted order's 悔拍递补 chain, where it stands (null on other orders). */
  runnerUpState: sql<RunnerUpState | null>`case when ${orders.status} <> 'defaulted' then null
    when exists (select 1 from runner_up_offers r where r.defaulted_order_id = ${orders.id} and r.status = 'open') then 'offering'
    when exists (select 1 from runner_up_offers r where r.defaulted_order_id = ${orders.id} and r.status = 'accepted') then 'taken'
    when ${orders.runnerUpEndedAt} is not null then 'no_taker'
    else 'available' end`,
};

export interface OrderListFilter {
  status?: OrderStatus;
  keyword?: string;
  /** Closed at or after, and before (the day after the last day asked for). */
  closedFrom?: Date;
  closedBefore?: Date;
  /** 逾期未提 as of this Beijing day: paid, not picked up, the pickup deadline before it. */
  pickupOverdueOn?: string;
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
    filter.pickupOverdueOn
      ? and(
          eq(orders.status, 'paid'),
          sql`lyp_pickup_due_on(${orders.paidAt}, ${lots.pickupDays}) < ${filter.pickupOverdueOn}::date`,
        )
      : undefined,
  );
}

/** Orders with their lot, seller and settler, as every read of an order returns them. */
const selectOrderRows = (db: Db) =>
  db
    .select(orderRow)
    .from(orders)
    .innerJoin(lots, eq(lots.id, orders.lotId))
    .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
    .leftJoin(settler, eq(settler.id, orders.settledBy));

/** One order by its id or number, the lot's contacts, and what a statement's credit may pay. */
export function createOrderQueries(db: Db) {
  const withLot = () => selectOrderRows(db);
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

    /** The tenant's organisations that have sold something, by name. */
    async sellersWithOrders(tenantId: number) {
      return db
        .selectDistinct({ id: organisations.id, name: organisations.name })
        .from(orders)
        .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
        .where(eq(organisations.tenantId, tenantId))
        .orderBy(asc(organisations.name));
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
  };
}

/** The order lists, newest first, a page at a time with the total. */
export function createOrderLists(db: Db) {
  const withLot = () => selectOrderRows(db);

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
    /** A person's purchases; `buyerOrgId` bounds them to one organisation (an API client's). */
    async listForBuyer(filter: OrderListFilter & { buyerUserId: number; buyerOrgId?: number | undefined }) {
      const where = and(
        eq(orders.buyerUserId, filter.buyerUserId),
        filter.buyerOrgId === undefined ? undefined : eq(orders.buyerOrgId, filter.buyerOrgId),
        filterOf(filter),
      );
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
  };
}
