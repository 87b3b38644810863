import type { Deposit, DepositInfo } from '@lyp/shared/auction/deposit.schemas';
import { dataOf, lotInput } from './auction-fixtures';
import { addPublished } from './bulletin-fixtures';
import type { TestApp } from './test-app';
import { uploadSample } from './upload-fixtures';

/** Deposits through the real buyer and auditor calls. */

export async function publishedLot(
  t: TestApp,
  tokens: { seller: string; auditor: string },
  overrides: Record<string, unknown> = {},
) {
  const bulletin = await addPublished(t, tokens, { lots: [lotInput(t, overrides)] });
  return { bulletin, lot: bulletin.lots[0]!, lotId: bulletin.lots[0]!.id };
}

export const payDeposit = (
  t: TestApp,
  token: string,
  lotId: number,
  voucherFileId: string,
  remark?: string,
) =>
  t.call('POST', 'marginPay', {
    token,
    body: { lotId, voucherFileId, ...(remark !== undefined ? { remark } : {}) },
  });

/** The account a deposit was paid from, as the bidder types it: refunds go back to it. */
export interface PayerAccount {
  payerName: string;
  payerAccount: string;
  payerBank: string;
}

/** Uploads a voucher and pays with it (from the account given, if any); answers the submitted deposit. */
export async function submitDeposit(
  t: TestApp,
  token: string,
  lotId: number,
  payer?: PayerAccount,
): Promise<Deposit> {
  const voucher = await uploadSample(t, token, 'jpg', '转账凭证.jpg');
  if (!payer) return dataOf<Deposit>(await payDeposit(t, token, lotId, voucher.id));
  return dataOf<Deposit>(
    await t.call('POST', 'marginPay', { token, body: { lotId, voucherFileId: voucher.id, ...payer } }),
  );
}

export const auditPayment = (
  t: TestApp,
  auditorToken: string,
  depositId: number,
  decision: { approved: boolean; reason?: string },
) => t.call('POST', 'marginPaymentAudit', { token: auditorToken, body: { depositId, ...decision } });

/** The auditor marks a released deposit returned, with a bank reference (and more when given). */
export const returnDeposit = (
  t: TestApp,
  auditorToken: string,
  depositId: number,
  extra: { transferReference?: string; voucherFileId?: string; note?: string } = {},
) =>
  t.call('POST', 'marginReturnAudit', {
    token: auditorToken,
    body: { depositId, transferReference: 'ICBC20261124000123', ...extra },
  });

/** Paid and confirmed through the calls: a frozen deposit. */
export async function frozenDeposit(t: TestApp, auditorToken: string, token: string, lotId: number) {
  const submitted = await submitDeposit(t, token, lotId);
  return dataOf<Deposit>(await auditPayment(t, auditorToken, submitted.id, { approved: true }));
}

export const myDeposit = async (t: TestApp, token: string, id: number) =>
  dataOf<Deposit>(await t.call('GET', 'myMarginInfo', { token, params: { id } }));

/** What the deposit page reads for a lot: the caller's deposit, the account, what blocks them. */
export const depositInfo = async (t: TestApp, token: string, lotId: number) =>
  dataOf<DepositInfo>(await t.call('GET', 'marginInfoByAuction', { token, params: { lotId } }));
