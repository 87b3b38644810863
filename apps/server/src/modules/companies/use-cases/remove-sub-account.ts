import { actorOf, snapshot, SUB_ACCOUNT_TARGET_TYPE, type SubAccountCaller } from '../sub-account.view';
import { requireManager, requireSubAccount } from './sub-account-access';
import type { SubAccountsServiceDeps } from './sub-account-deps';
import { menuNames } from './sub-account-grants';

/** Signs the account out everywhere and detaches it from the company; the user row stays, disabled. */
export function removeSubAccount(deps: SubAccountsServiceDeps) {
  const { subAccounts, clock, operationLog } = deps;
  return async (caller: SubAccountCaller, userId: number): Promise<void> => {
    const { principal } = caller;
    const org = await requireManager(deps, principal, '删除');
    const existing = await requireSubAccount(subAccounts, org.id, userId);
    const names = await menuNames(subAccounts);
    await subAccounts.transaction(async (scope) => {
      await scope.subAccounts.remove(userId, org.id, clock.now());
      await operationLog.record(
        actorOf(caller),
        {
          action: 'sub_account.delete',
          targetType: SUB_ACCOUNT_TARGET_TYPE,
          targetId: userId,
          summary: `删除子账号 ${existing.actualName ?? ''}（${existing.phone}）`,
          before: snapshot(existing, names),
        },
        scope.logs,
      );
    });
    await deps.revokeAllSessions(userId, 'sub_account_deleted');
  };
}
