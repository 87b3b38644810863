import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import type { RoleGrantBody, RoleMenus, RoleMenusWithTree } from '@lyp/shared/system/role-admin.schemas';
import { AppError } from '../../../lib/app-error';
import { withAncestors } from '../../../lib/menu-ancestors';
import type { Principal } from '../../../lib/principal';
import { rightsBeyond } from '../../../lib/rights-beyond';
import type { Actor } from '../../operation-log';
import type { RolesServiceDeps } from '../roles-deps';
import { GrantedMenuGoneError } from '../roles.repository';
import { requireRole } from './role-rules';

/** How many unknown ids a refusal lists. */
const IDS_NAMED = 10;

/** The role's grants and the tree they are chosen from. */
export function getRoleMenus(deps: RolesServiceDeps) {
  const { roles } = deps;
  return async (principal: Principal, id: number): Promise<RoleMenusWithTree> => {
    await requireRole(roles, principal.tenantId, id);
    const [menuIds, items] = await Promise.all([roles.listMenuIds(id), roles.listGrantableMenus()]);
    return { roleId: id, menuIds, items };
  };
}

/**
 * Replaces what a role holds. Buttons take effect on the holders' next request (routes
 * read permission codes per request), menus at their next profile fetch.
 */
export function grantRoleMenus(deps: RolesServiceDeps) {
  const { roles, operationLog } = deps;
  return async (
    actor: Actor & { permissions: ReadonlySet<string> },
    body: RoleGrantBody,
  ): Promise<RoleMenus> => {
    try {
      return await roles.transaction(async ({ roles: tx, logs }) => {
        const role = await tx.lockById(actor.tenantId, body.roleId);
        if (!role) throw new AppError('ROLE_NOT_FOUND');
        const parentOf = await tx.listMenuParents();
        const unknown = body.menuIds.filter((id) => !parentOf.has(id));
        if (unknown.length > 0) {
          throw new AppError('ROLE_GRANT_UNKNOWN_MENU', {
            params: { ids: unknown.slice(0, IDS_NAMED).join('、') },
          });
        }
        const granted = withAncestors(body.menuIds, parentOf);
        const current = await tx.listMenuIds(role.id);
        const next = new Set(granted);
        const removed = current.filter((id) => !next.has(id));
        const added = granted.filter((id) => !current.includes(id));
        // The administrators' role keeps everything it has: nobody can lock the tenant out.
        if (role.code === ROLE_CODES.admin && removed.length > 0) {
          throw new AppError('ROLE_ADMIN_GRANTS_LOCKED', {
            params: { name: role.name, count: removed.length },
          });
        }
        const names = new Map((await tx.menuNames([...removed, ...added])).map((menu) => [menu.id, menu]));
        const buttonCodes = (ids: number[]) =>
          ids.flatMap((id) => (names.get(id)?.type === 'button' ? [names.get(id)!.code] : []));
        // Nobody hands out a right they do not hold (else roleGrant alone would make an admin),
        // nor takes one away (else an empty grant from a role manager strips every buyer's 出价).
        const beyond = rightsBeyond(actor.permissions, buttonCodes(added));
        if (beyond) throw new AppError('ROLE_GRANT_BEYOND_CALLER', { params: { permissions: beyond } });
        const revokedBeyond = rightsBeyond(actor.permissions, buttonCodes(removed));
        if (revokedBeyond)
          throw new AppError('ROLE_REVOKE_BEYOND_CALLER', { params: { permissions: revokedBeyond } });
        await tx.replaceMenus(role.id, granted);
        const describe = (ids: number[]) =>
          ids.map((id) => `${names.get(id)?.name ?? id}（${names.get(id)?.code ?? ''}）`);
        await operationLog.record(
          actor,
          {
            action: 'role.grant',
            targetType: 'role',
            targetId: role.id,
            summary: `分配角色 ${role.name} 的菜单与按钮：新增 ${added.length} 项，取消 ${removed.length} 项`,
            before: { menuIds: current, removed: describe(removed) },
            after: { menuIds: granted, added: describe(added) },
          },
          logs,
        );
        return { roleId: role.id, menuIds: granted };
      });
    } catch (error) {
      // A menu was deleted between reading the tree and writing the grant.
      if (error instanceof GrantedMenuGoneError) {
        const parentOf = await roles.listMenuParents();
        const gone = body.menuIds.filter((id) => !parentOf.has(id));
        throw new AppError('ROLE_GRANT_UNKNOWN_MENU', {
          params: { ids: gone.slice(0, IDS_NAMED).join('、') },
        });
      }
      throw error;
    }
  };
}
