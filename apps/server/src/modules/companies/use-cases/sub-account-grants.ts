import { MENU_CODES } from '@lyp/shared/permission/permission.schemas';
import { AppError } from '../../../lib/app-error';
import { withAncestors } from '../../../lib/menu-ancestors';
import type { MenuNode, SubAccountsRepository } from '../sub-accounts.repository';
import type { Granter, SubAccountsServiceDeps } from './sub-account-deps';

/** Never grantable: a sub-account manages no sub-accounts, and no platform work is a company's to hand out. */
const NEVER_GRANTED = ['SubAccount', 'SystemManage', 'AuditCenter'];
/** Every sub-account has these, as every role does: the personal home and the not-found page. */
const ALWAYS_GRANTED = [MENU_CODES.dashboard, MENU_CODES.dashboardIndex, MENU_CODES.notFound];
const MENUS_NAMED = 5;

/** The ids of the entries with these codes and of everything beneath them. */
function subtreeIds(nodes: MenuNode[], codes: readonly string[]): Set<number> {
  const childrenOf = new Map<number, number[]>();
  for (const node of nodes)
    childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node.id]);
  const result = new Set<number>();
  const visit = (id: number) => {
    if (result.has(id)) return;
    result.add(id);
    for (const child of childrenOf.get(id) ?? []) visit(child);
  };
  for (const node of nodes) if (codes.includes(node.code)) visit(node.id);
  return result;
}

/** What the granter holds acting for the company, less what no sub-account may hold. */
export async function grantable(deps: SubAccountsServiceDeps, granter: Granter) {
  const [granted, tree] = await Promise.all([
    deps.grantedMenus(granter.userId, granter.orgId),
    deps.subAccounts.listMenus(),
  ]);
  const excluded = subtreeIds(tree, NEVER_GRANTED);
  return { menus: granted.filter((item) => !excluded.has(item.id)), tree };
}

/**
 * What a sub-account will hold: the chosen entries, each within what the caller may grant, their
 * ancestors, and the entries every account has.
 */
export async function grantsFor(
  deps: SubAccountsServiceDeps,
  granter: Granter,
  menuIds: number[],
): Promise<number[]> {
  const { menus, tree } = await grantable(deps, granter);
  const allowed = new Set(menus.map((item) => item.id));
  const beyond = [...new Set(menuIds)].filter((id) => !allowed.has(id));
  if (beyond.length > 0) {
    const nameOf = new Map(tree.map((node) => [node.id, node.name]));
    const named = beyond.slice(0, MENUS_NAMED).map((id) => nameOf.get(id) ?? `编号 ${id}`);
    const list =
      beyond.length > MENUS_NAMED ? `${named.join('、')} 等 ${beyond.length} 项` : named.join('、');
    throw new AppError('SUB_ACCOUNT_GRANT_BEYOND', { params: { menus: list }, field: 'menuIds' });
  }
  const always = tree.filter((node) => ALWAYS_GRANTED.includes(node.code as never)).map((node) => node.id);
  const parentOf = new Map(tree.map((node) => [node.id, node.parentId]));
  return withAncestors([...menuIds, ...always], parentOf);
}

export async function menuNames(subAccounts: SubAccountsRepository): Promise<Map<number, string>> {
  return new Map((await subAccounts.listMenus()).map((node) => [node.id, node.name]));
}
