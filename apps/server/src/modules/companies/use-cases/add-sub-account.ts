import type { SubAccount, SubAccountAddBody } from '@lyp/shared/company/sub-account.schemas';
import { AppError } from '../../../lib/app-error';
import {
  actorOf,
  snapshot,
  SUB_ACCOUNT_TARGET_TYPE,
  toSubAccount,
  type SubAccountCaller,
} from '../sub-account.view';
import { SubAccountPhoneTakenError } from '../sub-accounts.repository';
import { requireCertifiedForReviewer, requireManager } from './sub-account-access';
import type { Granter, SubAccountsServiceDeps } from './sub-account-deps';
import { grantsFor, menuNames } from './sub-account-grants';

type Added = { account: SubAccount; temporaryPassword: string };

const phoneTaken = (phone: string) => new AppError('USER_PHONE_TAKEN', { params: { phone }, field: 'phone' });

/** Creates the account, its grants and the log entry in one transaction. */
function createSubAccount(deps: SubAccountsServiceDeps) {
  const { subAccounts, passwordHasher, clock, operationLog } = deps;
  return async (
    caller: SubAccountCaller,
    org: { id: number; tenantId: number },
    granter: Granter,
    body: SubAccountAddBody,
  ): Promise<Added> => {
    const { principal } = caller;
    const grants = await grantsFor(deps, granter, body.menuIds);
    if (await subAccounts.isPhoneRegistered(body.phone)) throw phoneTaken(body.phone);
    const temporaryPassword = deps.temporaryPassword();
    const passwordHash = await passwordHasher.hash(temporaryPassword);
    const now = clock.now();
    const names = await menuNames(subAccounts);
    const created = await subAccounts
      .transaction(async (scope) => {
        const userId = await scope.subAccounts.insertUser({
          tenantId: org.tenantId,
          phone: body.phone,
          actualName: body.actualName,
          passwordHash,
          now,
        });
        await scope.subAccounts.insertSubAccount({
          userId,
          orgId: org.id,
          createdBy: principal.userId,
          remark: body.remark ?? null,
          now,
        });
        await scope.subAccounts.replaceGrants(userId, grants);
        const record = (await scope.subAccounts.findInOrg(org.id, userId))!;
        await operationLog.record(
          actorOf(caller),
          {
            action: 'sub_account.create',
            targetType: SUB_ACCOUNT_TARGET_TYPE,
            targetId: userId,
            summary: `新增子账号 ${body.actualName}（${body.phone}）`,
            after: { ...snapshot(record, names), orgId: org.id },
          },
          scope.logs,
        );
        return record;
      })
      .catch((error: unknown) => {
        if (error instanceof SubAccountPhoneTakenError) throw phoneTaken(body.phone);
        throw error;
      });
    return { account: toSubAccount(created), temporaryPassword };
  };
}

/** A new account with a temporary password, answered this once and to be changed at sign-in. */
export function addSubAccount(deps: SubAccountsServiceDeps) {
  const create = createSubAccount(deps);
  return async (caller: SubAccountCaller, body: SubAccountAddBody): Promise<Added> => {
    const org = await requireManager(deps, caller.principal, '添加');
    return create(caller, org, caller.principal, body);
  };
}

/** 注册审核: a reviewer adds a sub-account for a certified company (with the usual one-time password). */
export function addSubAccountForReviewer(deps: SubAccountsServiceDeps) {
  const create = createSubAccount(deps);
  return async (caller: SubAccountCaller, body: SubAccountAddBody & { orgId: number }): Promise<Added> => {
    const { org, granter } = await requireCertifiedForReviewer(deps, caller.principal, body.orgId);
    return create(caller, org, granter, body);
  };
}
