import type { EndpointInput } from '@lyp/shared/api/endpoints';
import { callWithMessage, queryOptionsOf } from '../../../lib/api-call';

/** 一次报价 calls: a submission carries a client id, so a retry never seals twice. */
export const sealedBidApi = {
  submit: (body: EndpointInput<'sealedBidSubmit'>) => callWithMessage('sealedBidSubmit', body),
};

/** The caller's own receipts on a sealed-bid lot. */
export const mySealedBidsQuery = (lotId: number) => queryOptionsOf('sealedBidMine', { lotId });
/** 报价结果: only the count until the lot has ended, then every bid and the secret. */
export const sealedResultQuery = (lotId: number) => queryOptionsOf('sealedBidResult', { lotId });
