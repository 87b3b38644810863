import { pickupDueOn } from '@lyp/shared/auction/pickup-deadline';
import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import type {
  BillOfLading,
  BuyerOrder,
  BuyerOrderDetail,
  Order,
  OrderPickup,
  PayeeAccount,
  SaleConfirmation,
  SettlementAccount,
} from '@lyp/shared/auction/order.schemas';
import { invoiceOf } from './order-invoice';
import { weighingOf } from './order-weighing';
import type { AccountOnRecord, OrderRow, ViewingContact } from './orders.repository';

/** How an order reads to each party: the seller and the platform see it all, the buyer their side. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type ReviewFacts = Pick<SettlementAccount, 'reviewState' | 'source' | 'reviewedAt' | 'reviewerName'>;

/** Where a reviewed account stands now: usable, retired by a correction, or no longer in the certified name. */
function reviewOf(account: AccountOnRecord, certifiedName: string | null): ReviewFacts {
  const reviewState = account.retiredAt
    ? 'retired'
    : account.accountName !== certifiedName
      ? 'name_mismatch'
      : 'reviewed';
  return {
    reviewState,
    source: account.source,
    reviewedAt: new Date(account.reviewedAt).toISOString(),
    reviewerName: account.reviewerName,
  };
}

const unreviewed: ReviewFacts = {
  reviewState: 'unreviewed',
  source: null,
  reviewedAt: null,
  reviewerName: null,
};

function fromRecord(
  account: AccountOnRecord,
  isDefault: boolean,
  review: ReviewFacts,
  certifiedName: string | null,
) {
  return {
    id: account.id,
    accountName: account.accountName,
    bankName: account.bankName,
    bankNumber: account.bankNumber,
    interbankAccount: account.interbankAccount ?? '',
    isDefault,
    ...review,
    certifiedName,
  };
}

/**
 * Where the sale is (or was) settled, and whether money may go there. Settled: the account as the
 * money was sent. Before: the reviewed account the seller chose, else an account typed freely
 * before accounts were reviewed (never settled to), else the company's account in force.
 */
export function settlementAccountOf(row: OrderRow): SettlementAccount | null {
  const { certifiedName } = row;
  const typed = () => ({
    id: row.settlementAccountId,
    accountName: row.settlementAccountName ?? row.sellerName,
    bankName: row.settlementBankName ?? '',
    bankNumber: row.settlementBankNumber ?? '',
    interbankAccount: row.settlementInterbank ?? '',
    isDefault: false,
    certifiedName,
  });
  if (row.settledAt !== null && row.settlementBankNumber !== null) {
    const review = row.chosenAccount
      ? { ...reviewOf(row.chosenAccount, null), reviewState: 'reviewed' as const }
      : unreviewed;
    return { ...typed(), ...review };
  }
  if (row.chosenAccount)
    return fromRecord(row.chosenAccount, false, reviewOf(row.chosenAccount, certifiedName), certifiedName);
  if (row.settlementBankNumber !== null) return { ...typed(), ...unreviewed };
  if (row.inForceAccount)
    return fromRecord(row.inForceAccount, true, reviewOf(row.inForceAccount, certifiedName), certifiedName);
  if (row.sellerBankNumber === null) return null;
  return {
    id: null,
    accountName: row.sellerName,
    bankName: row.sellerBankName ?? '',
    bankNumber: row.sellerBankNumber,
    interbankAccount: row.sellerInterbank ?? '',
    isDefault: true,
    ...unreviewed,
    certifiedName,
  };
}

/** The lot's pickup rule on the order, and the deadline once the payment is confirmed. */
function pickupOf(row: OrderRow): OrderPickup {
  return {
    pickupDays: row.lotPickupDays,
    storageFeeFen: row.lotStorageFeeFen,
    dueOn: row.paidAt ? pickupDueOn(row.paidAt, row.lotPickupDays) : null,
    overdueNote: row.pickupOverdueNote,
    overdueNotedAt: iso(row.pickupOverdueNotedAt),
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
    priceBasis: row.priceBasis,
    weighing: weighingOf(row),
    status: row.status,
    paymentDeadlineAt: row.paymentDeadlineAt.toISOString(),
    paymentVoucherFileId: row.paymentVoucherFileId,
    paymentRemark: row.paymentRemark,
    paymentSubmittedAt: iso(row.paymentSubmittedAt),
    paymentRejectReason: row.paymentRejectReason,
    paidAt: iso(row.paidAt),
    defaultedAt: iso(row.defaultedAt),
    runnerUpState: row.runnerUpState,
    pickedUpAt: iso(row.pickedUpAt),
    pickedUpOn: row.pickedUpOn,
    weighedQuantity: row.weighedQuantity,
    pickup: pickupOf(row),
    invoice: invoiceOf(row),
    qualificationWarnings: row.qualificationWarnings,
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
    runnerUpState: _runnerUp,
    qualificationWarnings: _warnings,
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
