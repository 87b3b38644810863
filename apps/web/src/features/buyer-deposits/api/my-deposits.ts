import type { EndpointInput } from '@lyp/shared/api/endpoints';
import { download, queryOptionsOf } from '../../../lib/api-call';

/** 我的保证金: one page of the bidder's deposits as filtered. */
export const myDepositsQuery = (input: EndpointInput<'myMargins'>) => queryOptionsOf('myMargins', input);

/** One deposit with its whole record; `id` 0 is never asked for (the caller disables it). */
export const myDepositQuery = (id: number) => queryOptionsOf('myMarginInfo', { id });

export const exportMyDeposits = (filters: EndpointInput<'myMarginsExport'>) =>
  download('myMarginsExport', filters);
