import type { Role, RoleEditBody } from '@lyp/shared/system/role-admin.schemas';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import { BUILT_IN_CODES, snapshot, toRole } from '../role.view';
import type { RolesServiceDeps } from '../roles-deps';
import { checkCode, codeTakenAs, requireRole } from './role-rules';

export function editRole(deps: RolesServiceDeps) {
  const { roles, operationLog, clock } = deps;
  return async (actor: Actor, body: RoleEditBody): Promise<Role> => {
    await roles
      .transaction(async ({ roles: tx, logs }) => {
        const existing = await requireRole(tx, actor.tenantId, body.id);
        if (BUILT_IN_CODES.has(existing.code) && body.code !== existing.code) {
          throw new AppError('ROLE_BUILT_IN', { params: { name: existing.name } });
        }
        await checkCode(tx, actor.tenantId, body.code, body.id);
        const values = {
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          sort: body.sort,
        };
        await tx.update(actor.tenantId, body.id, { ...values, updatedAt: clock.now() });
        await operationLog.record(
          actor,
          {
            action: 'role.update',
            targetType: 'role',
            targetId: body.id,
            summary: `编辑角色 ${body.name}（${body.code}）`,
            before: snapshot(existing),
            after: snapshot(values),
          },
          logs,
        );
      })
      .catch(codeTakenAs(body.code));
    return toRole(await requireRole(roles, actor.tenantId, body.id));
  };
}
