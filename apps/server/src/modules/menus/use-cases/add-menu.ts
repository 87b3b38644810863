import type { MenuAddBody, MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import type { Actor } from '../../operation-log';
import type { MenusServiceDeps } from '../menus-deps';
import { snapshot, toNode, TYPE_LABEL, valuesOf } from '../menu.view';
import { checkCode, checkParent, codeTakenAs, iconCheck, requireMenu } from './menu-rules';

export function addMenu(deps: MenusServiceDeps) {
  const { menus, operationLog, clock } = deps;
  const checkIcon = iconCheck(deps);
  const codeTaken = codeTakenAs(deps);
  return async (actor: Actor, body: MenuAddBody): Promise<MenuNode> => {
    if (body.type === 'menu') await checkIcon(body.icon);
    const id = await menus
      .transaction(async ({ menus: tx, logs }) => {
        await checkParent(tx, body.parentId);
        await checkCode(tx, body.code);
        const now = clock.now();
        const values = valuesOf(body);
        const created = await tx.insert({ ...values, createdAt: now, updatedAt: now });
        const label = TYPE_LABEL[body.type];
        await operationLog.record(
          actor,
          {
            action: 'menu.create',
            targetType: 'menu',
            targetId: created,
            summary: `新增${label} ${body.name}（${body.code}）`,
            after: snapshot({ ...values, id: created, createdAt: now, updatedAt: now }),
          },
          logs,
        );
        return created;
      })
      .catch(codeTaken(body.code));
    return toNode(await requireMenu(menus, id));
  };
}
