import type { SubAccountList } from '@lyp/shared/company/sub-account.schemas';
import type { Principal } from '../../../lib/principal';
import { toSubAccount } from '../sub-account.view';
import { exportSubAccounts } from '../sub-account-export';
import { requireCertifiedForReviewer, requireManager } from './sub-account-access';
import type { SubAccountsServiceDeps } from './sub-account-deps';
import { grantable } from './sub-account-grants';

/** The company's sub-accounts, and what its main account may grant them. */
export function listSubAccounts(deps: SubAccountsServiceDeps) {
  return async (principal: Principal): Promise<SubAccountList> => {
    const org = await requireManager(deps, principal, '查看');
    const [records, { menus }] = await Promise.all([
      deps.subAccounts.listInOrg(org.id),
      grantable(deps, principal),
    ]);
    return { records: records.map(toSubAccount), grantableMenus: menus };
  };
}

/** The same list as an .xlsx, each account's grants named by their screens. */
export function exportSubAccountList(deps: SubAccountsServiceDeps) {
  return async (principal: Principal) => {
    const org = await requireManager(deps, principal, '导出');
    const [records, { menus }] = await Promise.all([
      deps.subAccounts.listInOrg(org.id),
      grantable(deps, principal),
    ]);
    return exportSubAccounts(records.map(toSubAccount), menus, deps.clock.now());
  };
}

/** 注册审核: a certified company's sub-accounts, as its reviewers see them. */
export function listSubAccountsForReviewer(deps: SubAccountsServiceDeps) {
  return async (reviewer: Principal, orgId: number): Promise<SubAccountList> => {
    const { org, granter } = await requireCertifiedForReviewer(deps, reviewer, orgId);
    const [records, { menus }] = await Promise.all([
      deps.subAccounts.listInOrg(org.id),
      grantable(deps, granter),
    ]);
    return { records: records.map(toSubAccount), grantableMenus: menus };
  };
}
