import { addSubAccount, addSubAccountForReviewer } from './use-cases/add-sub-account';
import {
  exportSubAccountList,
  listSubAccounts,
  listSubAccountsForReviewer,
} from './use-cases/list-sub-accounts';
import { removeSubAccount } from './use-cases/remove-sub-account';
import type { SubAccountsServiceDeps } from './use-cases/sub-account-deps';
import { updateSubAccount } from './use-cases/update-sub-account';

export type { SubAccountCaller } from './sub-account.view';
export type { SubAccountsServiceDeps } from './use-cases/sub-account-deps';

/**
 * 子账号: staff accounts of a certified company, managed by its main accounts. A sub-account
 * acts only for its company and holds exactly what it was granted, never more than the
 * manager holds; its buttons take effect on its next request.
 */
export function createSubAccountsService(deps: SubAccountsServiceDeps) {
  return {
    list: listSubAccounts(deps),
    export: exportSubAccountList(deps),
    listForReviewer: listSubAccountsForReviewer(deps),
    addForReviewer: addSubAccountForReviewer(deps),
    add: addSubAccount(deps),
    update: updateSubAccount(deps),
    remove: removeSubAccount(deps),
  };
}

export type SubAccountsService = ReturnType<typeof createSubAccountsService>;
