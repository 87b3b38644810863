import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import { BUILT_IN_CODES, snapshot } from '../role.view';
import type { RolesServiceDeps } from '../roles-deps';

export function removeRole(deps: RolesServiceDeps) {
  const { roles, operationLog } = deps;
  return async (actor: Actor, id: number): Promise<void> => {
    await roles.transaction(async ({ roles: tx, logs }) => {
      const role = await tx.lockById(actor.tenantId, id);
      if (!role) throw new AppError('ROLE_NOT_FOUND');
      if (BUILT_IN_CODES.has(role.code)) throw new AppError('ROLE_BUILT_IN', { params: { name: role.name } });
      if (role.userCount > 0) {
        throw new AppError('ROLE_IN_USE', { params: { name: role.name, count: role.userCount } });
      }
      await tx.remove(actor.tenantId, id);
      await operationLog.record(
        actor,
        {
          action: 'role.remove',
          targetType: 'role',
          targetId: id,
          summary: `删除角色 ${role.name}（${role.code}）`,
          before: snapshot(role),
        },
        logs,
      );
    });
  };
}
