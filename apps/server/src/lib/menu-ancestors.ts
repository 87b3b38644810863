import { MENU_ROOT_PARENT_ID } from '@lyp/shared/permission/menu-codes';

/**
 * The granted menu ids plus every ancestor of each, sorted: a granted child needs its parents
 * to show in the side menu. For role grants and sub-account grants alike.
 */
export function withAncestors(ids: number[], parentOf: Map<number, number>): number[] {
  const result = new Set<number>();
  for (const id of ids) {
    for (let at = id; at !== MENU_ROOT_PARENT_ID && !result.has(at); at = parentOf.get(at) ?? 0) {
      result.add(at);
    }
  }
  return [...result].sort((a, b) => a - b);
}
