import {
  DEPOSIT_STATUS_LABELS,
  mayPayDeposit,
  type Deposit,
  type DepositListBody,
  type DepositPayBody,
  type DepositPaymentAuditBody,
} from '@lyp/shared/auction/deposit.schemas';
import { LOT_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { allPages } from '../../lib/excel-export';
import type { Principal } from '../../lib/principal';
import type { BidderEligibility } from '../bidders';
import type { FileAccess, FilesService } from '../files';
import { createDepositAuditService } from './deposit-audit.service';
import { exportMyDeposits } from './deposit-export';
import { toDeposit } from './deposit-view';
import type { StatementEvidence } from './deposit-ledger.repository';
import type { DepositRow, DepositsRepository, LotForDeposit } from './deposits.repository';
import type { Notice } from '../messages';
import { depositReference } from '@lyp/shared/auction/payment-reference';

export interface DepositsServiceDeps {
  deposits: DepositsRepository;
  eligibility: BidderEligibility;
  files: FilesService;
  clock: Clock;
  /** Tells the payer what became of their deposit (after each step is committed). */
  tell?: (notices: Notice[]) => Promise<void>;
}

/** Why a lot takes no deposit now, or undefined: only published lots that have not ended. */
function closedReason(lot: Pick<LotForDeposit, 'status' | 'endsAt'>, now: Date): string | undefined {
  if (lot.status !== 'scheduled' && lot.status !== 'bidding') return `标的${LOT_STATUS_LABELS[lot.status]}`;
  if (lot.endsAt.getTime() <= now.getTime()) return '竞价已结束';
  return undefined;
}

/** What the payer is told once their voucher was reviewed: frozen and ready, or why not. */
function paymentNotice(row: DepositRow): Notice {
  const key = `${row.id}:${row.submittedAt?.getTime() ?? 0}`;
  const link = `/morebid/auction/margin?lotId=${row.lotId}`;
  if (row.status === 'rejected') {
    return {
      userId: row.userId,
      kind: 'deposit_rejected',
      title: '保证金凭证未通过',
      body: `“${row.lotTitle}”的保证金凭证未通过审核：${row.rejectReason ?? '凭证不符合要求'}。请重新上传。`,
      link,
      dedupeKey: `deposit_rejected:deposit:${key}`,
    };
  }
  return {
    userId: row.userId,
    kind: 'deposit_confirmed',
    title: row.status === 'frozen' ? '保证金已确认' : '保证金已确认并将退还',
    body:
      row.status === 'frozen'
        ? `“${row.lotTitle}”的保证金已确认到账并冻结，竞价开始后即可出价。`
        : `“${row.lotTitle}”的保证金已到账，但标的已不在竞价中，保证金将原路退还。`,
    link: row.status === 'frozen' ? `/morebid/auction?id=${row.lotId}` : '/personalcenter/myMargin',
    dedupeKey: `deposit_confirmed:deposit:${key}`,
  };
}

export function createDepositsService(deps: DepositsServiceDeps) {
  const { deposits, clock } = deps;

  async function withEntries(row: DepositRow): Promise<Deposit> {
    return toDeposit(row, await deposits.entries([row.id]));
  }

  async function requireLot(lotId: number): Promise<LotForDeposit> {
    const lot = await deposits.lotForDeposit(lotId);
    // Lots not yet public do not exist for bidders.
    if (!lot || lot.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    return lot;
  }

  /** A deposit of the auditor's tenant: another tenant's answers like a missing one. */
  async function requireReviewable(auditor: Principal, id: number): Promise<DepositRow> {
    const row = await deposits.auditFind(id);
    if (!row || row.tenantId !== auditor.tenantId) throw new AppError('DEPOSIT_NOT_FOUND');
    return row;
  }

  /** 我的保证金's filters: only ever the caller's own deposits. */
  const myFilters = (principal: Principal, body: DepositListBody) => ({
    userId: principal.userId,
    ...(body.status ? { status: body.status } : {}),
    ...(body.lotId !== undefined ? { lotId: body.lotId } : {}),
  });

  /**
   * The money arrived. Paid for a lot that has since closed or been taken back, or by someone
   * taken off its list of specified bidders, it goes straight back.
   */
  function confirm(auditor: Principal, row: DepositRow, statement?: StatementEvidence) {
    const now = clock.now();
    return deposits.confirmPayment(
      row.id,
      auditor.userId,
      now,
      (lot) => {
        if (closedReason(lot, now) !== undefined) return '标的已不在竞价中，保证金直接退还';
        if (lot.restricted && !lot.specified) return '您已不在该标的的定向竞买人名单中，保证金直接退还';
        return undefined;
      },
      statement,
    );
  }

  const wrongState = (row: DepositRow, action: string) =>
    new AppError('DEPOSIT_WRONG_STATE', { params: { status: DEPOSIT_STATUS_LABELS[row.status], action } });

  return {
    // The auditors' list, one deposit's history and the return of released deposits.
    ...createDepositAuditService(deps, { requireReviewable, wrongState }),

    /** What a lot asks, where to pay, and where the caller stands. */
    async info(principal: Principal, lotId: number) {
      const lot = await requireLot(lotId);
      const [mine, account, ineligible] = await Promise.all([
        deposits.findFor(lotId, principal.userId),
        deposits.platformAccount(),
        deps.eligibility.check(principal, lot),
      ]);
      const now = clock.now();
      const closed = closedReason(lot, now);
      return {
        lotId,
        requiredFen: lot.depositFen,
        account: {
          accountName: account?.name ?? '乐易拍平台',
          bankName: account?.bankName ?? '',
          bankNumber: account?.bankNumber ?? '',
          interbankAccount: account?.interbankAccount ?? null,
        },
        deposit: mine ? await withEntries(mine) : null,
        transferReference: depositReference(lotId, principal.userId),
        blockedReason: ineligible?.error.message ?? (closed ? `该标的当前不接受保证金缴纳：${closed}` : null),
      };
    },

    /** A bank-transfer voucher for review. The amount is the lot's, whatever the voucher shows. */
    async pay(principal: Principal, body: DepositPayBody): Promise<Deposit> {
      const lot = await requireLot(body.lotId);
      const closed = closedReason(lot, clock.now());
      if (closed) throw new AppError('DEPOSIT_NOT_OPEN', { params: { reason: closed } });
      const ineligible = await deps.eligibility.check(principal, lot);
      if (ineligible) throw ineligible.error;

      const existing = await deposits.findFor(body.lotId, principal.userId);
      // A released deposit (its lot withdrawn, then published again) does not stand in the way.
      if (existing && !mayPayDeposit(existing)) {
        throw new AppError('DEPOSIT_EXISTS', { params: { status: DEPOSIT_STATUS_LABELS[existing.status] } });
      }
      // Only a rejected deposit is tried again on the same row, with its own voucher allowed again.
      const retried = existing?.status === 'rejected' ? existing : undefined;
      // Checked first, so a wrong file fails before anything is written.
      await deps.files.checkUsable(principal, {
        businessType: 'deposit_voucher',
        ...(retried ? { businessId: retried.id } : {}),
        fileIds: [body.voucherFileId],
      });
      const saved = await deposits.submit({
        lotId: body.lotId,
        userId: principal.userId,
        orgId: principal.orgId,
        amountFen: lot.depositFen,
        voucherFileId: body.voucherFileId,
        remark: body.remark ?? null,
        payer: body.payerAccount
          ? {
              name: body.payerName ?? null,
              account: body.payerAccount.replace(/\s+/g, ''),
              bank: body.payerBank ?? null,
            }
          : null,
        now: clock.now(),
      });
      if (!saved) {
        const current = await deposits.findFor(body.lotId, principal.userId);
        throw new AppError('DEPOSIT_EXISTS', {
          params: { status: DEPOSIT_STATUS_LABELS[current?.status ?? 'submitted'] },
        });
      }
      await deps.files.bind(principal, {
        businessType: 'deposit_voucher',
        businessId: saved.id,
        fileIds: [body.voucherFileId],
      });
      return withEntries((await deposits.find(saved.id))!);
    },

    /**
     * 银行对账: a statement's credit proved this submitted deposit paid. Confirmed as an auditor
     * would, the line kept as evidence; undefined when it no longer waits (reviewed meanwhile).
     */
    async confirmByStatement(
      auditor: Principal,
      depositId: number,
      evidence: StatementEvidence,
    ): Promise<DepositRow | undefined> {
      const row = await requireReviewable(auditor, depositId);
      if (row.status !== 'submitted') return undefined;
      if (!(await confirm(auditor, row, evidence))) return undefined;
      const after = (await deposits.find(row.id))!;
      await deps.tell?.([paymentNotice(after)]);
      return after;
    },

    /** The tenant's deposit of a bidder for a lot (the latest), as a statement's reference names it. */
    async forStatement(tenantId: number, lotId: number, userId: number) {
      const row = await deposits.auditFindFor(lotId, userId);
      return row && row.tenantId === tenantId ? row : undefined;
    },

    /** The tenant's deposit of this id, as a person matching a statement's line picks it. */
    async forStatementById(tenantId: number, id: number) {
      const row = await deposits.auditFind(id);
      return row && row.tenantId === tenantId ? row : undefined;
    },

    /** Deposits of the tenant waiting for their money, of this amount: what an unmatched credit may pay. */
    awaitingWithAmount: (tenantId: number, amountFen: number) =>
      deposits.submittedWithAmount(tenantId, amountFen),

    /** Confirms (freezes) or rejects a submitted payment. */
    async auditPayment(auditor: Principal, body: DepositPaymentAuditBody): Promise<Deposit> {
      const row = await requireReviewable(auditor, body.depositId);
      if (row.status !== 'submitted') throw wrongState(row, '审核缴纳');
      const now = clock.now();
      let done;
      if (body.approved) {
        done = await confirm(auditor, row);
      } else {
        done = await deposits.rejectPayment(row.id, auditor.userId, body.reason ?? '缴款凭证未通过审核', now);
      }
      if (!done) throw wrongState(await requireReviewable(auditor, row.id), '审核缴纳');
      const after = (await deposits.find(row.id))!;
      await deps.tell?.([paymentNotice(after)]);
      return withEntries(after);
    },

    async myList(principal: Principal, body: DepositListBody) {
      const { records, total } = await deposits.list({
        ...myFilters(principal, body),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return {
        records: records.map((row) => toDeposit(row, [])),
        total,
        current: body.current,
        size: body.size,
      };
    },

    /** 我的保证金's export: every deposit of the caller's list as filtered, a page at a time. */
    myExport(principal: Principal, body: DepositListBody) {
      const rows = allPages(async (offset, limit) =>
        (await deposits.list({ ...myFilters(principal, body), offset, limit })).records.map((row) =>
          toDeposit(row, []),
        ),
      );
      return exportMyDeposits(rows, clock.now());
    },

    /** The caller's own deposit; anyone else's answers like a missing one. */
    async myInfo(principal: Principal, id: number): Promise<Deposit> {
      const row = await deposits.find(id);
      if (!row || row.userId !== principal.userId) throw new AppError('DEPOSIT_NOT_FOUND');
      return withEntries(row);
    },

    /** A voucher is read by its payer (the uploader) and the deposit auditors of the payer's tenant. */
    async voucherAccess(depositId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      const row = await deposits.auditFind(depositId);
      if (!row) return 'denied';
      const auditor =
        principal.permissions.has(PERMISSIONS.marginAuditView.code) && row.tenantId === principal.tenantId;
      return auditor || row.userId === principal.userId ? 'allowed' : 'denied';
    },

    requiredDepositMessage: (lot: { depositFen: number }) =>
      new AppError('DEPOSIT_REQUIRED', { params: { amount: formatFen(lot.depositFen) } }),
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
