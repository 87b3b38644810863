import type { SubAccountAddBody, SubAccountUpdateBody } from '@lyp/shared/company/sub-account.schemas';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** The company's sub-accounts and what it may grant them: one answer, no paging. */
export const subAccountListQuery = () => queryOptionsOf('subAccountList');
export const subAccountListKey = queryKeyOf('subAccountList');

export const subAccountsApi = {
  add: (body: SubAccountAddBody) => call('subAccountAdd', body),
  update: (body: SubAccountUpdateBody) => call('subAccountUpdate', body),
  remove: (userId: number) => call('subAccountDelete', { userId }),
  export: () => download('subAccountExport'),
};
