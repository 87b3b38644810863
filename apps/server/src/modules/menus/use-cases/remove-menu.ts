import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import type { MenusServiceDeps } from '../menus-deps';
import { snapshot, TYPE_LABEL } from '../menu.view';
import { SYSTEM_MENU_CODES } from '../system-menu-codes';

/** How many role names a refusal lists before "等 N 个角色". */
const ROLES_NAMED = 5;

export function removeMenu(deps: MenusServiceDeps) {
  const { menus, operationLog } = deps;
  return async (actor: Actor, id: number): Promise<void> => {
    await menus.transaction(async ({ menus: tx, logs }) => {
      const menu = await tx.lockById(id);
      if (!menu) throw new AppError('MENU_NOT_FOUND');
      if (SYSTEM_MENU_CODES.has(menu.code)) {
        throw new AppError('MENU_CODE_SYSTEM', { params: { name: menu.name, code: menu.code } });
      }
      const children = await tx.countChildren(id);
      if (children > 0)
        throw new AppError('MENU_HAS_CHILDREN', { params: { name: menu.name, count: children } });
      const holders = await tx.listHoldingRoles(id);
      if (holders.length > 0) {
        const tenants = new Set(holders.map((holder) => holder.tenantName));
        // Menus are shared: name the tenant when roles of several tenants hold the entry.
        const names = holders.map((holder) =>
          tenants.size > 1 ? `${holder.roleName}（${holder.tenantName}）` : holder.roleName,
        );
        const shown = names.slice(0, ROLES_NAMED).join('、');
        const roles = names.length > ROLES_NAMED ? `${shown} 等 ${names.length} 个角色` : shown;
        throw new AppError('MENU_IN_USE', { params: { name: menu.name, roles } });
      }
      await tx.remove(id);
      await operationLog.record(
        actor,
        {
          action: 'menu.remove',
          targetType: 'menu',
          targetId: id,
          summary: `删除${TYPE_LABEL[menu.type]} ${menu.name}（${menu.code}）`,
          before: snapshot(menu),
        },
        logs,
      );
    });
  };
}
