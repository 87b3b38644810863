import type { MenuEditBody, MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import type { MenusServiceDeps } from '../menus-deps';
import { snapshot, toNode, TYPE_LABEL, valuesOf } from '../menu.view';
import { SYSTEM_MENU_CODES } from '../system-menu-codes';
import { checkCode, checkNoCycle, checkParent, codeTakenAs, iconCheck, requireMenu } from './menu-rules';

export function editMenu(deps: MenusServiceDeps) {
  const { menus, operationLog, clock } = deps;
  const checkIcon = iconCheck(deps);
  const codeTaken = codeTakenAs(deps);
  return async (actor: Actor, body: MenuEditBody): Promise<MenuNode> => {
    await menus
      .transaction(async ({ menus: tx, logs }) => {
        const existing = await requireMenu(tx, body.id);
        if (existing.type !== body.type) {
          throw new AppError('MENU_TYPE_FIXED', {
            params: { name: existing.name, type: TYPE_LABEL[existing.type] },
          });
        }
        if (body.code !== existing.code && SYSTEM_MENU_CODES.has(existing.code)) {
          throw new AppError('MENU_CODE_SYSTEM', { params: { name: existing.name, code: existing.code } });
        }
        if (body.type === 'menu' && body.icon !== (existing.icon ?? undefined)) await checkIcon(body.icon);
        if (body.parentId !== existing.parentId) {
          await checkParent(tx, body.parentId);
          await checkNoCycle(tx, existing, body.parentId);
        }
        await checkCode(tx, body.code, body.id);
        const values = valuesOf(body);
        await tx.update(body.id, { ...values, updatedAt: clock.now() });
        await operationLog.record(
          actor,
          {
            action: 'menu.update',
            targetType: 'menu',
            targetId: body.id,
            summary: `编辑${TYPE_LABEL[body.type]} ${body.name}（${body.code}）`,
            before: snapshot(existing),
            after: snapshot({ ...existing, ...values }),
          },
          logs,
        );
      })
      .catch(codeTaken(body.code));
    return toNode(await requireMenu(menus, body.id));
  };
}
