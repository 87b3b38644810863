import type { ApiClientScope } from '@lyp/shared/integrations/api-client.schemas';
import { PERMISSION_BY_CODE } from '@lyp/shared/rbac/permissions';

/**
 * A client's permission by name: as the list offers it, else as the permission table names it
 * (the list offers nothing to someone who may not manage clients), else its code as it is.
 */
export function scopeLabeller(grantable: readonly ApiClientScope[]): (code: string) => string {
  const labels = new Map(grantable.map((scope) => [scope.code, scope.label]));
  return (code) => labels.get(code) ?? PERMISSION_BY_CODE.get(code)?.label ?? code;
}

/** The permissions that may be given, by their page, in the order the server answered them. */
export function scopeGroups(grantable: readonly ApiClientScope[]): Array<[string, ApiClientScope[]]> {
  const groups = new Map<string, ApiClientScope[]>();
  for (const scope of grantable) groups.set(scope.group, [...(groups.get(scope.group) ?? []), scope]);
  return [...groups.entries()];
}
