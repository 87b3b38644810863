import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import {
  ORDER_STATUS_LABELS,
  type BuyerOrderDetail,
  type Order,
  type OrderListBody,
  type OrderPayBody,
  type OrderPaymentAuditBody,
  type OrderPickupBody,
  type OrderSettleBody,
  type PlatformOrderListBody,
  SETTLEABLE_STATUSES,
  type PayeeAccount,
  type ReviewedAccount,
  SETTLEMENT_REVIEW_STATE_LABELS,
} from '@lyp/shared/auction/order.schemas';
import { chinaDate, formatTimestamp } from '@lyp/shared/format/timestamp';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import { exportBuyerOrders, exportOrders } from './order-export';
import { HOUR_MS, type Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { FileAccess, FilesService } from '../files';
import type { OperationLogService } from '../operation-log';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { settlementAccountOf, toBuyerOrder, toBuyerOrderDetail, toOrder } from './order-views';
import { auditsOrder, sameTenant } from './order-access';
import { createOrderSettlementAccountChoice } from './order-settlement-account-choice';
import { createOrderStatementPayments } from './order-statement-payments';

/** yyyy-MM-dd as the start of that day in China (UTC+8, no daylight saving). */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 24 * HOUR_MS;

export interface OrdersServiceDeps {
  orders: OrdersRepository;
  files: FilesService;
  clock: Clock;
  /** Where a sale's money goes is kept in the operation log: who changed it, from what to what. */
  operationLog: Pick<OperationLogService, 'record'>;
  /** The platform's account, which the buyer pays the goods amount into. */
  payeeAccount: () => Promise<PayeeAccount | null>;
  /** The accounts reviewers approved for each company: the only places a sale is settled to. */
  reviewedAccounts: { listUsable(orgId: number): Promise<ReviewedAccount[]> };
}

/** Orders made at the close, and the goods payment: the buyer sends a voucher, the platform confirms it. */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { orders, clock } = deps;

  const filtersOf = (body: OrderListBody) => ({
    ...(body.status ? { status: body.status } : {}),
    ...(body.keyword ? { keyword: body.keyword } : {}),
    ...(body.closedFrom ? { closedFrom: chinaDayStart(body.closedFrom) } : {}),
    ...(body.closedTo ? { closedBefore: new Date(chinaDayStart(body.closedTo).getTime() + DAY_MS) } : {}),
  });
  const page = (body: OrderListBody) => ({
    ...filtersOf(body),
    offset: (body.current - 1) * body.size,
    limit: body.size,
  });
  const platformFilters = (principal: Principal, body: PlatformOrderListBody) => ({
    tenantId: principal.tenantId,
    ...(body.sellerOrgId ? { sellerOrgId: body.sellerOrgId } : {}),
    ...(body.settlement ? { settlement: body.settlement } : {}),
  });
  const wrongState = (row: OrderRow, action: string, status = ORDER_STATUS_LABELS[row.status]) =>
    new AppError('ORDER_WRONG_STATE', { params: { status, action } });

  /** The order if `may` lets the caller act on it; anyone else's answers exactly like a missing one. */
  async function requireOrder(id: number, may: (row: OrderRow) => boolean): Promise<OrderRow> {
    const row = await orders.find(id);
    if (!row || !may(row)) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  const reload = async (id: number) => toOrder((await orders.find(id))!);
  const buyerDetail = async (row: OrderRow) =>
    toBuyerOrderDetail(row, {
      payeeAccount: await deps.payeeAccount(),
      contacts: await orders.viewingContacts(row.lotId),
    });

  return {
    ...createOrderStatementPayments({ orders, operationLog: deps.operationLog, clock, requireOrder }),
    ...createOrderSettlementAccountChoice({ ...deps, requireOrder, wrongState, reload }),

    async myList(principal: Principal, body: OrderListBody) {
      const { records, total } = await orders.listForBuyer({ buyerUserId: principal.userId, ...page(body) });
      return { records: records.map(toBuyerOrder), total, current: body.current, size: body.size };
    },

    /** The buyer's own order: where to pay, and the bill of lading once the payment is confirmed. */
    async myGet(principal: Principal, id: number): Promise<BuyerOrderDetail> {
      return buyerDetail(await requireOrder(id, (order) => order.buyerUserId === principal.userId));
    },

    /** The orders of the seller organisation the caller is acting for. */
    async sellerList(principal: Principal, body: OrderListBody) {
      const { records, total } = await orders.listForSeller({ sellerOrgId: principal.orgId, ...page(body) });
      return { records: records.map(toOrder), total, current: body.current, size: body.size };
    },

    /** 竞价订单管理: every organisation's orders in the tenant; the route admits only holders of bidOrderView. */
    async platformList(principal: Principal, body: PlatformOrderListBody) {
      const { records, total } = await orders.listForPlatform({
        ...platformFilters(principal, body),
        ...page(body),
      });
      return { records: records.map(toOrder), total, current: body.current, size: body.size };
    },

    /** 我的订单's export: the buyer's side of every order of the list as filtered. */
    myExport(principal: Principal, body: OrderListBody) {
      const rows = allPages(async (offset, limit) =>
        (
          await orders.listForBuyer({ buyerUserId: principal.userId, ...filtersOf(body), offset, limit })
        ).records.map(toBuyerOrder),
      );
      return exportBuyerOrders(rows, clock.now());
    },

    /** 订单管理's export: every order of the list as filtered, read a page at a time. */
    sellerExport(principal: Principal, body: OrderListBody) {
      const rows = allPages(async (offset, limit) =>
        (
          await orders.listForSeller({ sellerOrgId: principal.orgId, ...filtersOf(body), offset, limit })
        ).records.map(toOrder),
      );
      return exportOrders('订单管理', rows, clock.now());
    },

    /** 竞价订单管理's export, over the tenant's organisations. */
    platformExport(principal: Principal, body: PlatformOrderListBody) {
      const rows = allPages(async (offset, limit) =>
        (
          await orders.listForPlatform({
            ...platformFilters(principal, body),
            ...filtersOf(body),
            offset,
            limit,
          })
        ).records.map(toOrder),
      );
      return exportOrders('竞价订单', rows, clock.now());
    },

    sellersWithOrders: (principal: Principal) => orders.sellersWithOrders(principal.tenantId),

    async get(principal: Principal, id: number): Promise<Order> {
      // The buyer reads their side through myGet: the seller's account and settlement are not theirs.
      const row = await requireOrder(
        id,
        (order) => order.sellerOrgId === principal.orgId || auditsOrder(principal, order),
      );
      return toOrder(row);
    },

    /** The buyer's transfer voucher for the goods amount; it stops the default clock while reviewed. */
    async pay(principal: Principal, body: OrderPayBody): Promise<BuyerOrderDetail> {
      const row = await requireOrder(body.orderId, (order) => order.buyerUserId === principal.userId);
      if (row.status !== 'awaiting_payment') throw wrongState(row, '提交付款');
      const now = clock.now();
      const overdue = () =>
        new AppError('ORDER_PAYMENT_OVERDUE', {
          params: { deadline: formatTimestamp(row.paymentDeadlineAt) },
        });
      if (row.paymentDeadlineAt.getTime() <= now.getTime()) throw overdue();

      // Checked first, so a wrong file fails before the order changes.
      const target = {
        businessType: 'order_voucher' as const,
        businessId: row.id,
        fileIds: [body.voucherFileId],
      };
      await deps.files.checkUsable(principal, target);
      const submitted = await orders.submitPayment({
        id: row.id,
        voucherFileId: body.voucherFileId,
        remark: body.remark ?? null,
        now,
      });
      if (!submitted) {
        const current = (await orders.find(row.id))!;
        throw current.status === 'awaiting_payment' ? overdue() : wrongState(current, '提交付款');
      }
      await deps.files.bind(principal, target);
      return buyerDetail((await orders.find(row.id))!);
    },

    /**
     * The platform confirms the goods money arrived in its account, or turns the voucher down:
     * only the party whose account received the money confirms it (the route admits holders of
     * bidOrderPaymentAudit; the order must be of their tenant). The seller sees it confirmed.
     */
    async auditPayment(reviewer: Principal, body: OrderPaymentAuditBody): Promise<Order> {
      const row = await requireOrder(body.orderId, (order) => sameTenant(reviewer, order));
      if (row.status !== 'payment_submitted') throw wrongState(row, '审核付款');
      const now = clock.now();
      const done = body.approved
        ? await orders.confirmPayment(row.id, reviewer.userId, now)
        : await orders.rejectPayment({
            id: row.id,
            reviewerUserId: reviewer.userId,
            reason: body.reason ?? '付款凭证未通过审核',
            graceUntil: new Date(now.getTime() + AUCTION_RULES.paymentResubmitHours * HOUR_MS),
            now,
          });
      if (!done) throw wrongState((await orders.find(row.id))!, '审核付款');
      return reload(row.id);
    },

    /**
     * 结算: the platform has sent the seller its share (price less commission) and records the
     * transfer. Refused before the payment is confirmed, a second time, or without an account.
     */
    async settle(principal: Principal, body: OrderSettleBody): Promise<Order> {
      const row = await requireOrder(body.orderId, (order) => sameTenant(principal, order));
      if (row.settledAt !== null) throw wrongState(row, '重复结算', '已结算');
      if (!SETTLEABLE_STATUSES.includes(row.status)) throw wrongState(row, '结算（须货款确认后）');
      const account = settlementAccountOf(row);
      if (!account) throw new AppError('ORDER_NO_SETTLEMENT_ACCOUNT');
      // Money goes only to an account a reviewer approved, in the certified company's name.
      if (account.reviewState !== 'reviewed' || account.id === null)
        throw new AppError('SETTLEMENT_ACCOUNT_NOT_SETTLEABLE', {
          params: {
            account: `${account.accountName} ${account.bankNumber}`,
            state: SETTLEMENT_REVIEW_STATE_LABELS[account.reviewState],
          },
        });
      const accountId = account.id;

      const voucher = body.voucherFileId
        ? {
            businessType: 'order_settlement_voucher' as const,
            businessId: row.id,
            fileIds: [body.voucherFileId],
          }
        : undefined;
      // Checked first, so a wrong file fails before the order changes.
      if (voucher) await deps.files.checkUsable(principal, voucher);
      const amountFen = row.priceFen - row.commissionFen;
      const settled = await orders.settle({
        id: row.id,
        amountFen,
        account: { ...account, id: accountId },
        reference: body.transferReference,
        voucherFileId: body.voucherFileId ?? null,
        userId: principal.userId,
        now: clock.now(),
      });
      if (!settled) {
        const current = (await orders.find(row.id))!;
        if (current.settledAt !== null) throw wrongState(current, '重复结算', '已结算');
        if (SETTLEABLE_STATUSES.includes(current.status))
          throw new AppError('SETTLEMENT_ACCOUNT_NOT_SETTLEABLE', {
            params: {
              account: `${account.accountName} ${account.bankNumber}`,
              state: SETTLEMENT_REVIEW_STATE_LABELS.retired,
            },
          });
        throw wrongState(current, '结算（须货款确认后）');
      }
      if (voucher) await deps.files.bind(principal, voucher);
      const after = await reload(row.id);
      // Money leaving the platform: who sent how much where, kept like other money actions.
      await deps.operationLog.record(principal, {
        action: 'order_settle',
        targetType: 'order',
        targetId: row.id,
        summary: `结算订单 ${row.orderNo}：向 ${account.accountName} 转出 ${(amountFen / 100).toFixed(2)} 元`,
        before: null,
        after: {
          amountFen,
          account,
          transferReference: body.transferReference,
          voucherFileId: body.voucherFileId ?? null,
        },
      });
      return after;
    },

    /**
     * The seller confirms the buyer took the paid goods away (提货), on a day between the
     * payment's confirmation and today (China time), with the weighbridge's quantity: the order
     * is complete.
     */
    async confirmPickup(principal: Principal, id: number, body: OrderPickupBody): Promise<Order> {
      const row = await requireOrder(id, (order) => order.sellerOrgId === principal.orgId);
      if (row.status !== 'paid') throw wrongState(row, '确认提货（须平台确认货款到账后）');
      const now = clock.now();
      const today = chinaDate(now);
      if (body.pickedUpOn > today)
        throw new AppError('PICKUP_DATE_AFTER_TODAY', { params: { today }, field: 'pickedUpOn' });
      const paidOn = row.paidAt ? chinaDate(row.paidAt) : today;
      if (body.pickedUpOn < paidOn)
        throw new AppError('PICKUP_DATE_BEFORE_PAYMENT', { params: { paidOn }, field: 'pickedUpOn' });
      const done = await orders.confirmPickup({
        id: row.id,
        userId: principal.userId,
        pickedUpOn: body.pickedUpOn,
        weighedQuantity: body.weighedQuantity,
        remark: body.remark ?? null,
        now,
      });
      if (!done) throw wrongState((await orders.find(row.id))!, '确认提货');
      return reload(row.id);
    },

    /** The settlement receipt shows where the seller's money went: the seller and the platform only. */
    async settlementVoucherAccess(orderId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      const row = await orders.find(orderId);
      if (!row) return 'denied';
      return row.sellerOrgId === principal.orgId || auditsOrder(principal, row) ? 'allowed' : 'denied';
    },

    /** A payment voucher is read by the buyer, the seller's organisation and platform auditors. */
    async voucherAccess(orderId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      const row = await orders.find(orderId);
      if (!row) return 'denied';
      const mayRead =
        row.buyerUserId === principal.userId ||
        row.sellerOrgId === principal.orgId ||
        auditsOrder(principal, row);
      return mayRead ? 'allowed' : 'denied';
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
