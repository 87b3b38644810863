import type { DepositStatus } from '../auction/deposit.schemas';

/**
 * Facts one server module tells the others, published after the transaction that made them
 * committed and handled by the module that cares (messages, for all of these today). Named as
 * what happened; a payload holds ids and the few facts its handlers need, never text for users
 * (the handler words that), and times as ISO strings so a payload could be stored as it is.
 */
export interface DomainEvents {
  /** An auditor, or a bank statement's credit, reviewed a bidder's deposit payment. */
  'deposit.payment-reviewed': {
    depositId: number;
    userId: number;
    lotId: number;
    lotTitle: string;
    /** After the review: frozen, rejected, or returning (paid for a lot no longer open). */
    status: DepositStatus;
    rejectReason: string | null;
    /** When the reviewed voucher was submitted: each voucher is reviewed once. */
    submittedAt: string | null;
    /** Whether the lot's bidding had opened at the review: the bidder may bid at once. */
    biddingOpen: boolean;
  };
  /** A deposit's refund was sent, with its bank reference. */
  'deposit.returned': {
    depositId: number;
    userId: number;
    lotTitle: string;
    returnedFen: number;
    transferReference: string;
    returnedAt: string | null;
  };
  /** A 单价 order was weighed at pickup (过磅): its final amount and the difference, both ways. */
  'order.weighed': {
    orderId: number;
    buyerUserId: number;
    lotTitle: string;
    finalAmountFen: number;
    /** Above 0 the buyer pays the balance (少补), below 0 the platform refunds (多退). */
    differenceFen: number;
    needsBuyerConfirmation: boolean;
    weighedAt: string;
  };
  /** The seller recorded the invoice issued for an order (or corrected it). */
  'order.invoiced': {
    orderId: number;
    buyerUserId: number;
    lotTitle: string;
    invoiceNo: string;
    amountFen: number;
    corrected: boolean;
    recordedAt: string;
  };
  /**
   * The platform confirmed an order's goods money (by a reviewer, or a bank statement's credit),
   * or turned the buyer's voucher down.
   */
  'order.payment-reviewed': {
    orderId: number;
    buyerUserId: number;
    lotTitle: string;
    amountFen: number;
    approved: boolean;
    reason: string | null;
    reviewedAt: string;
  };
  /** A person's real-name certification was approved or rejected. */
  'certification.reviewed': {
    userId: number;
    approved: boolean;
    reason: string | null;
    reviewedAt: string | null;
  };
  /** A company's certification application was approved or rejected. */
  'company-auth.reviewed': {
    applicationId: number;
    applicantUserId: number;
    companyName: string | null;
    companyCode: string | null;
    approved: boolean;
    reason: string | null;
    reviewedAt: string | null;
  };
  /** A bidder qualification (竞买人资质) was approved or rejected: its sender hears of it. */
  'qualification.reviewed': {
    qualificationId: number;
    submitterUserId: number;
    orgName: string;
    typeName: string;
    licenceNo: string;
    validUntil: string;
    approved: boolean;
    reason: string | null;
    reviewedAt: string;
  };
  /** The platform approved (published) or rejected a submitted bulletin. */
  'bulletin.decided': {
    bulletinId: number;
    sellerUserId: number;
    title: string;
    approved: boolean;
    reason: string | null;
    decidedAt: string;
  };
  /** The platform took a published bulletin down, its lots back and their deposits released. */
  'bulletin.revoked': {
    bulletinId: number;
    sellerUserId: number;
    title: string;
    reason: string;
    revokedAt: string;
  };
}

export type DomainEventName = keyof DomainEvents;
