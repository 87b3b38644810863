import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import type {
  BillOfLading,
  BuyerOrder,
  BuyerOrderDetail,
  Order,
  PayeeAccount,
  SaleConfirmation,
  SettlementAccount,
} from '@lyp/shared/auction/order.schemas';
import type { OrderRow, ViewingContact } from './orders.repository';

/** How an order reads to each party: the seller and the platform see it all, the buyer their side. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The order's own account if the seller chose one, else the company's account on record. */
export function settlementAccountOf(row: OrderRow): SettlementAccount | null {
  if (row.settlementBankNumber !== null) {
    return {
      accountName: row.settlementAccountName ?? row.sellerName,
      bankName: row.settlementBankName ?? '',
      bankNumber: row.settlementBankNumber,
      interbankAccount: row.settlementInterbank ?? '',
      isDefault: false,
    };
  }
  if (row.sellerBankNumber === null) return null;
  return {
    accountName: row.sellerName,
    bankName: row.sellerBankName ?? '',
    bankNumber: row.sellerBankNumber,
    interbankAccount: row.sellerInterbank ?? '',
    isDefault: true,
  };
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNo: row.orderNo,
    lotId: row.lotId,
    bulletinId: row.bulletinId,
    lotTitle: row.lotTitle,
    priceFen: row.priceFen,
    depositAppliedFen: row.depositAppliedFen,
    amountDueFen: row.amountDueFen,
    commissionFen: row.commissionFen,
    status: row.status,
    paymentDeadlineAt: row.paymentDeadlineAt.toISOString(),
    paymentVoucherFileId: row.paymentVoucherFileId,
    paymentRemark: row.paymentRemark,
    paymentSubmittedAt: iso(row.paymentSubmittedAt),
    paymentRejectReason: row.paymentRejectReason,
    paidAt: iso(row.paidAt),
    defaultedAt: iso(row.defaultedAt),
    pickedUpAt: iso(row.pickedUpAt),
    pickedUpOn: row.pickedUpOn,
    weighedQuantity: row.weighedQuantity,
    createdAt: row.createdAt.toISOString(),
    confirmation: JSON.parse(row.confirmation) as SaleConfirmation,
    commissionBasis: row.commissionBasis,
    commissionTiers:
      row.commissionTiers === null ? null : (JSON.parse(row.commissionTiers) as CommissionTier[]),
    settlementFen: row.priceFen - row.commissionFen,
    settlementAccount: settlementAccountOf(row),
    settledAt: iso(row.settledAt),
    settlementReference: row.settlementReference,
    settledByName: row.settledByName,
    settlementVoucherFileId: row.settlementVoucherFileId,
  };
}

export function toBuyerOrder(row: OrderRow): BuyerOrder {
  const {
    commissionFen: _commission,
    commissionBasis: _basis,
    commissionTiers: _tiers,
    settlementFen: _settlement,
    settlementAccount: _account,
    settledAt: _settledAt,
    settlementReference: _reference,
    settledByName: _settledBy,
    settlementVoucherFileId: _voucher,
    ...buyerSide
  } = toOrder(row);
  return buyerSide;
}

/** Paid orders have a 提货单: its number follows the order's (DD… becomes TH…). */
const PICKUP_STATUSES: ReadonlySet<Order['status']> = new Set(['paid', 'completed']);

export function billOfLadingOf(row: OrderRow, contacts: ViewingContact[]): BillOfLading | null {
  if (!PICKUP_STATUSES.has(row.status) || !row.paidAt) return null;
  return {
    billNo: `TH${row.orderNo.replace(/^DD/, '')}`,
    location: row.lotLocation,
    contacts,
    issuedAt: row.paidAt.toISOString(),
  };
}

export function toBuyerOrderDetail(
  row: OrderRow,
  extras: { payeeAccount: PayeeAccount | null; contacts: ViewingContact[] },
): BuyerOrderDetail {
  return {
    ...toBuyerOrder(row),
    payeeAccount: extras.payeeAccount,
    billOfLading: billOfLadingOf(row, extras.contacts),
  };
}
