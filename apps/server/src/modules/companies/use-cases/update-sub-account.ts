import type { SubAccount, SubAccountUpdateBody } from '@lyp/shared/company/sub-account.schemas';
import {
  actorOf,
  snapshot,
  SUB_ACCOUNT_TARGET_TYPE,
  toSubAccount,
  type SubAccountCaller,
} from '../sub-account.view';
import { requireManager, requireSubAccount } from './sub-account-access';
import type { SubAccountsServiceDeps } from './sub-account-deps';
import { grantsFor, menuNames } from './sub-account-grants';

/** Name, remark, grants and status; grants and a disabling take effect at the next request. */
export function updateSubAccount(deps: SubAccountsServiceDeps) {
  const { subAccounts, clock, operationLog } = deps;
  return async (caller: SubAccountCaller, body: SubAccountUpdateBody): Promise<SubAccount> => {
    const { principal } = caller;
    const org = await requireManager(deps, principal, '修改');
    const existing = await requireSubAccount(subAccounts, org.id, body.userId);
    const grants = await grantsFor(deps, principal, body.menuIds);
    const now = clock.now();
    const names = await menuNames(subAccounts);
    const updated = await subAccounts.transaction(async (scope) => {
      await scope.subAccounts.updateAccount(body.userId, {
        actualName: body.actualName,
        remark: body.remark ?? null,
        enabled: body.enabled,
        now,
      });
      await scope.subAccounts.replaceGrants(body.userId, grants);
      const record = (await scope.subAccounts.findInOrg(org.id, body.userId))!;
      await operationLog.record(
        actorOf(caller),
        {
          action: 'sub_account.update',
          targetType: SUB_ACCOUNT_TARGET_TYPE,
          targetId: body.userId,
          summary: `编辑子账号 ${record.actualName ?? ''}（${record.phone}）`,
          before: snapshot(existing, names),
          after: snapshot(record, names),
        },
        scope.logs,
      );
      return record;
    });
    if (!body.enabled && existing.status === 'active')
      await deps.revokeAllSessions(body.userId, 'sub_account_disabled');
    return toSubAccount(updated);
  };
}
