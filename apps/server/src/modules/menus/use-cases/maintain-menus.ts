import type { MenuMaintainBody } from '@lyp/shared/system/menu-admin.schemas';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import type { MenusServiceDeps } from '../menus-deps';

/** Saves new sort numbers and hidden flags of many entries at once. */
export function maintainMenus(deps: MenusServiceDeps) {
  const { menus, operationLog, clock } = deps;
  return async (actor: Actor, body: MenuMaintainBody): Promise<{ updated: number }> => {
    return menus.transaction(async ({ menus: tx, logs }) => {
      const byId = new Map((await tx.listAll()).map((row) => [row.id, row]));
      if (body.items.some((item) => !byId.has(item.id))) throw new AppError('MENU_NOT_FOUND');
      const changed = body.items.filter((item) => {
        const current = byId.get(item.id)!;
        return current.sort !== item.sort || current.isHidden !== item.isHidden;
      });
      const now = clock.now();
      for (const item of changed)
        await tx.update(item.id, { sort: item.sort, isHidden: item.isHidden, updatedAt: now });
      if (changed.length > 0) {
        await operationLog.record(
          actor,
          {
            action: 'menu.maintain',
            targetType: 'menu',
            targetId: 'tree',
            summary: `维护菜单：调整 ${changed.length} 项的排序或隐藏状态`,
            before: changed.map(({ id }) => {
              const current = byId.get(id)!;
              return { id, name: current.name, sort: current.sort, isHidden: current.isHidden };
            }),
            after: changed.map((item) => ({ ...item, name: byId.get(item.id)!.name })),
          },
          logs,
        );
      }
      return { updated: changed.length };
    });
  };
}
