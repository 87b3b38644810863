import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import type { Deposit, DepositInfo } from '@lyp/shared/auction/deposit.schemas';
import { apiData, apiRequest } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/file-upload';

/** The deposit page's calls: where to pay, the voucher upload, and the payment for review. */
export const depositApi = {
  info: (lotId: number) => apiData<DepositInfo>(apiUrl('marginInfoByAuction', { lotId })),
  uploadVoucher: uploadFile,
  // The whole envelope: its message confirms the submission.
  pay: (body: { lotId: number; voucherFileId: string; remark?: string }) =>
    apiRequest<Ok<Deposit>>(apiUrl('marginPay'), { method: 'POST', body }),
};
