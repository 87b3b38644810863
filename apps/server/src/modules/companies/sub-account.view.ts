import type { SubAccount } from '@lyp/shared/company/sub-account.schemas';
import type { Actor } from '../operation-log';
import type { SubAccountRecord } from './sub-accounts.repository';
import type { Principal } from '../../lib/principal';

/** What the operation log calls a sub-account. */
export const SUB_ACCOUNT_TARGET_TYPE = 'sub_account';

/** The caller and the address the operation log keeps. */
export interface SubAccountCaller {
  principal: Principal;
  ip?: string;
}

export const actorOf = (caller: SubAccountCaller): Actor => ({
  userId: caller.principal.userId,
  tenantId: caller.principal.tenantId,
  ...(caller.ip ? { ip: caller.ip } : {}),
});

export function toSubAccount(record: SubAccountRecord): SubAccount {
  return {
    userId: record.userId,
    phone: record.phone,
    actualName: record.actualName ?? '',
    status: record.status,
    remark: record.remark,
    menuIds: record.menuIds,
    createdAt: record.createdAt.toISOString(),
  };
}

/** What the log keeps of a sub-account: never its password. */
export const snapshot = (record: SubAccountRecord, names: Map<number, string>) => ({
  phone: record.phone,
  actualName: record.actualName,
  status: record.status === 'active' ? '启用' : '停用',
  remark: record.remark,
  menus: record.menuIds.map((id) => names.get(id) ?? String(id)),
});
