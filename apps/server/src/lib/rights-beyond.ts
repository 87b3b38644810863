import { PERMISSION_BY_CODE } from '@lyp/shared/rbac/permissions';

/**
 * The server permissions in `wanted` that `held` lacks, named for people, at most five: an
 * administrator may hand out only rights they hold themselves. Button codes the server
 * checks nowhere (an administrator's own new buttons) confer no right and pass, or a new
 * button could never be granted to anyone.
 */
export function rightsBeyond(held: ReadonlySet<string>, wanted: Iterable<string>): string | undefined {
  const missing = [...new Set(wanted)].filter((code) => PERMISSION_BY_CODE.has(code) && !held.has(code));
  if (missing.length === 0) return undefined;
  const names = missing.slice(0, 5).map((code) => PERMISSION_BY_CODE.get(code)!.label);
  return missing.length > 5 ? `${names.join('、')} 等 ${missing.length} 项` : names.join('、');
}
