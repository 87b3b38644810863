import type { Deposit, DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { depositReference, depositRefundReference } from '@lyp/shared/auction/payment-reference';
import { DAY_MS } from '../../lib/clock';
import { payerAccountOf } from './deposit-payer';
import type { DepositAuditRecord, DepositEntryRecord, DepositRow } from './deposits.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A history entry; `actorName` only where the reader may learn who acted (the auditors). */
type EntryInput = DepositEntryRecord & { actorName?: string | null };

/** A deposit as the API answers it, with its history (empty in lists). */
export function toDeposit(row: DepositRow, entries: EntryInput[]): Deposit {
  return {
    id: row.id,
    lotId: row.lotId,
    lotTitle: row.lotTitle,
    lotNo: row.lotNo,
    lotStatus: row.lotStatus,
    userId: row.userId,
    bidderName: row.bidderName,
    amountFen: row.amountFen,
    status: row.status,
    voucherFileId: row.voucherFileId,
    payerRemark: row.payerRemark,
    transferReference: depositReference(row.lotId, row.userId),
    payerAccount: payerAccountOf(row),
    rejectReason: row.rejectReason,
    paidFen: row.paidFen,
    frozenFen: row.frozenFen,
    returningFen: row.returningFen,
    returnedFen: row.returnedFen,
    appliedFen: row.appliedFen,
    forfeitedFen: row.forfeitedFen,
    submittedAt: iso(row.submittedAt),
    confirmedAt: iso(row.confirmedAt),
    releasedAt: iso(row.releasedAt),
    returnedAt: iso(row.returnedAt),
    returnDueAt:
      row.releasedAt && row.status === 'returning'
        ? new Date(row.releasedAt.getTime() + DAY_MS).toISOString()
        : null,
    entries: entries.map((entry) => ({
      kind: entry.kind,
      amountFen: entry.amountFen,
      note: entry.note,
      at: entry.createdAt.toISOString(),
      actorName: entry.actorName ?? null,
      transferReference: entry.transferReference,
      voucherFileId: entry.voucherFileId,
    })),
  };
}

/** A deposit in the auditors' list: with the bidder's phone, the lot's deposit and the last reviewer. */
export function toAuditRow(row: DepositAuditRecord): DepositAuditRow {
  const { entries: _entries, ...deposit } = toDeposit(row, []);
  return {
    ...deposit,
    bidderPhone: row.bidderPhone,
    lotDepositFen: row.lotDepositFen,
    reviewerName: row.reviewerName,
    reviewedAt: iso(row.reviewedAt),
    refundReference: depositRefundReference(row.id),
    returnTransferReference: row.returnTransferReference,
  };
}
