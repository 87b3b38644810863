import type { Role, RoleAddBody } from '@lyp/shared/system/role-admin.schemas';
import type { Actor } from '../../operation-log';
import { snapshot, toRole } from '../role.view';
import type { RolesServiceDeps } from '../roles-deps';
import { checkCode, codeTakenAs, requireRole } from './role-rules';

export function addRole(deps: RolesServiceDeps) {
  const { roles, operationLog, clock } = deps;
  return async (actor: Actor, body: RoleAddBody): Promise<Role> => {
    const id = await roles
      .transaction(async ({ roles: tx, logs }) => {
        await checkCode(tx, actor.tenantId, body.code);
        const now = clock.now();
        const values = { ...body, description: body.description ?? null };
        const created = await tx.insert(actor.tenantId, { ...values, createdAt: now, updatedAt: now });
        await operationLog.record(
          actor,
          {
            action: 'role.create',
            targetType: 'role',
            targetId: created,
            summary: `新增角色 ${body.name}（${body.code}）`,
            after: snapshot(values),
          },
          logs,
        );
        return created;
      })
      .catch(codeTakenAs(body.code));
    return toRole(await requireRole(roles, actor.tenantId, id));
  };
}
