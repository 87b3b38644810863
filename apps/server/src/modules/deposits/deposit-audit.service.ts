import type {
  DepositAuditInfo,
  DepositAuditListBody,
  Deposit,
  DepositReturnAuditBody,
} from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import { exportDeposits } from './deposit-export';
import { DAY_MS } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import { toAuditRow, toDeposit } from './deposit-view';
import type { DepositRow } from './deposits.repository';
import type { DepositsServiceDeps } from './deposits.service';
import { createDepositRefunds } from './deposit-refunds';

/** A day as China reads it (the auditors' date filter): its first instant. */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** What the audit steps share with the rest of the deposits service. */
interface Shared {
  requireReviewable: (auditor: Principal, id: number) => Promise<DepositRow>;
  wrongState: (row: DepositRow, action: string) => AppError;
}

/** The deposit auditors' side: find deposits, read one's whole history, mark a refund sent. */
export function createDepositAuditService(
  deps: DepositsServiceDeps,
  { requireReviewable, wrongState }: Shared,
) {
  const { deposits, clock } = deps;

  /**
   * Marks a refund sent, with its bank reference, and tells the bidder; undefined when the
   * deposit is no longer being returned (another auditor, or the same file imported twice).
   */
  async function completeReturn(
    auditor: Principal,
    row: DepositRow,
    transfer: { transferReference: string; voucherFileId: string | null; note: string | null },
  ): Promise<DepositRow | undefined> {
    const done = await deposits.markReturned(row.id, auditor.userId, transfer, clock.now());
    if (!done) return undefined;
    const returned = (await deposits.find(row.id))!;
    await deps.tell?.([
      {
        userId: returned.userId,
        kind: 'deposit_returned',
        title: '保证金已退还',
        body: `“${returned.lotTitle}”的保证金 ${formatFen(returned.returnedFen)} 已退还，转账流水号 ${transfer.transferReference}。`,
        link: '/personalcenter/myMargin',
        dedupeKey: `deposit_returned:deposit:${returned.id}:${returned.returnedAt?.getTime() ?? 0}`,
      },
    ]);
    return returned;
  }

  const auditFilters = (auditor: Principal, body: DepositAuditListBody) => ({
    tenantId: auditor.tenantId,
    ...(body.status ? { status: body.status } : {}),
    ...(body.lotId !== undefined ? { lotId: body.lotId } : {}),
    ...(body.lotKeyword ? { lotKeyword: body.lotKeyword } : {}),
    ...(body.bidderKeyword ? { bidderKeyword: body.bidderKeyword } : {}),
    ...(body.submittedFrom ? { submittedFrom: chinaDayStart(body.submittedFrom) } : {}),
    ...(body.submittedTo
      ? { submittedBefore: new Date(chinaDayStart(body.submittedTo).getTime() + DAY_MS) }
      : {}),
  });

  return {
    ...createDepositRefunds(deps, { requireReviewable, completeReturn, auditFilters }),

    async auditList(auditor: Principal, body: DepositAuditListBody) {
      const { records, total } = await deposits.auditPage({
        ...auditFilters(auditor, body),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toAuditRow), total, current: body.current, size: body.size };
    },

    /** 保证金管理's export: every deposit of the list as filtered, a page at a time. */
    auditExport(auditor: Principal, body: DepositAuditListBody) {
      const rows = allPages(async (offset, limit) =>
        (await deposits.auditPage({ ...auditFilters(auditor, body), offset, limit })).records.map(toAuditRow),
      );
      return exportDeposits(rows, clock.now());
    },

    /** A deposit of the tenant, for review: its history naming who acted, and the account it was paid to. */
    async auditInfo(auditor: Principal, id: number): Promise<DepositAuditInfo> {
      const row = await deposits.auditFind(id);
      if (!row || row.tenantId !== auditor.tenantId) throw new AppError('DEPOSIT_NOT_FOUND');
      const [entries, account] = await Promise.all([
        deposits.entriesWithActors(id),
        deposits.platformAccount(),
      ]);
      return {
        ...toAuditRow(row),
        entries: toDeposit(row, entries).entries,
        account: {
          accountName: account?.name ?? '乐易拍平台',
          bankName: account?.bankName ?? '',
          bankNumber: account?.bankNumber ?? '',
          interbankAccount: account?.interbankAccount ?? null,
        },
      };
    },

    /** The refund transfer was made: its bank reference is kept, and its receipt when given. */
    async auditReturn(auditor: Principal, body: DepositReturnAuditBody): Promise<Deposit> {
      const row = await requireReviewable(auditor, body.depositId);
      if (row.status !== 'returning') throw wrongState(row, '确认退还');
      const receipt = body.voucherFileId
        ? {
            businessType: 'deposit_return_voucher' as const,
            businessId: row.id,
            fileIds: [body.voucherFileId],
          }
        : undefined;
      // Checked first, so a wrong file fails before the deposit is marked returned.
      if (receipt) await deps.files.checkUsable(auditor, receipt);
      const returned = await completeReturn(auditor, row, {
        transferReference: body.transferReference,
        voucherFileId: body.voucherFileId ?? null,
        note: body.note ?? null,
      });
      if (!returned) throw wrongState(await requireReviewable(auditor, row.id), '确认退还');
      if (receipt) await deps.files.bind(auditor, receipt);
      return toDeposit(returned, await deposits.entries([row.id]));
    },
  };
}
