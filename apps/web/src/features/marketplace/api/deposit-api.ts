import type { EndpointInput } from '@lyp/shared/api/endpoints';
import { callWithMessage, queryOptionsOf } from '../../../lib/api-call';
import { uploadFile } from '../../../lib/file-upload';

/** Where to pay a lot's deposit, and what the signed-in user has paid. */
export const depositInfoQuery = (lotId: number) => queryOptionsOf('marginInfoByAuction', { lotId });

/** The deposit page's changes: the voucher upload, and the payment for review. */
export const depositApi = {
  uploadVoucher: uploadFile,
  // The whole envelope: its message confirms the submission.
  pay: (body: EndpointInput<'marginPay'>) => callWithMessage('marginPay', body),
};
