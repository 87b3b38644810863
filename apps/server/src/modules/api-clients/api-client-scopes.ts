import type { ApiClientScope } from '@lyp/shared/integrations/api-client.schemas';
import { PERMISSION_BY_CODE } from '@lyp/shared/rbac/permissions';
import type { Principal } from '../../lib/principal';
import type { ApiClientsRepository } from './api-clients.repository';

/**
 * Rights no machine is given, whoever holds them: a client makes no clients, and manages no
 * sub-accounts (people's accounts are for people).
 */
const NEVER_GRANTED = /^(api_client_|webhook_|sub_account_)/;
const SCOPES_NAMED = 5;

/** The permissions the caller may give a client: those they hold now, less what no client may hold. */
export async function grantableScopes(
  clients: Pick<ApiClientsRepository, 'buttonGroups'>,
  principal: Principal,
): Promise<ApiClientScope[]> {
  const codes = [...principal.permissions].filter(
    (code) => PERMISSION_BY_CODE.has(code) && !NEVER_GRANTED.test(code),
  );
  const groups = await clients.buttonGroups(codes);
  // In the order of the permission table, which follows the menus.
  return [...PERMISSION_BY_CODE.values()]
    .filter((permission) => codes.includes(permission.code))
    .map((permission) => ({
      code: permission.code,
      label: permission.label,
      group: groups.get(permission.code) ?? '其他',
    }));
}

/** The scopes in `wanted` outside `grantable`, named for people (at most five), or undefined. */
export function scopesBeyond(
  grantable: readonly ApiClientScope[],
  wanted: readonly string[],
): string | undefined {
  const allowed = new Set(grantable.map((scope) => scope.code));
  const beyond = [...new Set(wanted)].filter((code) => !allowed.has(code));
  if (beyond.length === 0) return undefined;
  const named = beyond
    .slice(0, SCOPES_NAMED)
    .map((code) => PERMISSION_BY_CODE.get(code)?.label ?? code.slice(0, 40));
  return beyond.length > SCOPES_NAMED ? `${named.join('、')} 等 ${beyond.length} 项` : named.join('、');
}
