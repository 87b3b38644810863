import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import type { Deposit, depositInfoSchema } from '@lyp/shared/auction/deposit.schemas';
import type { FileView } from '@lyp/shared/files/file.schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type DepositInfo = z.infer<typeof depositInfoSchema>;

const data = async <T>(answer: Promise<Ok<T>>): Promise<T> => (await answer).data;

/** The deposit page's calls: where to pay, the voucher upload, and the payment for review. */
export const depositApi = {
  info: (lotId: number) => data(apiRequest<Ok<DepositInfo>>(apiUrl('marginInfoByAuction', { lotId }))),
  uploadVoucher: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return data(apiRequest<Ok<FileView>>(apiUrl('fileUpload'), { method: 'POST', form }));
  },
  pay: (body: { lotId: number; voucherFileId: string; remark?: string }) =>
    apiRequest<Ok<Deposit>>(apiUrl('marginPay'), { method: 'POST', body }),
};
