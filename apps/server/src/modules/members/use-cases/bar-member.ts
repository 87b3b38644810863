import type { MemberBarBody, MemberRow } from '@lyp/shared/system/member.schemas';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import { displayName, toMemberRow } from '../member-rows';
import type { MembersServiceDeps } from '../members-deps';
import { requireMember } from './require-member';

/**
 * 禁用 or 启用 a member, with the reason kept in the operation log. Barring ends their
 * sessions at once. Staff are managed in 用户管理, and nobody bars themselves.
 */
export function barMember(deps: MembersServiceDeps) {
  const { members, clock, operationLog } = deps;
  return async (actor: Actor, body: MemberBarBody): Promise<MemberRow> => {
    const user = await members.findUser(actor.tenantId, body.userId);
    if (!user) throw new AppError('MEMBER_NOT_FOUND');
    if (body.userId === actor.userId) throw new AppError('MEMBER_BAR_SELF');
    if (user.isStaff) throw new AppError('MEMBER_BAR_STAFF');
    const existing = await requireMember(members, actor, body.userId);
    if (existing.barred === body.barred) return toMemberRow(existing);
    const record = await members.transaction(async (unit) => {
      await unit.writes.setBarred(body.userId, actor.tenantId, body.barred, clock.now());
      const changed = await unit.queries.findMember(actor.tenantId, body.userId);
      if (!changed) throw new AppError('MEMBER_NOT_FOUND');
      await operationLog.record(
        actor,
        {
          action: body.barred ? 'member.bar' : 'member.unbar',
          targetType: 'user',
          targetId: body.userId,
          summary: `${body.barred ? '禁用' : '启用'}会员 ${displayName(changed)}：${body.reason}`.slice(
            0,
            200,
          ),
          before: { barred: existing.barred },
          after: { barred: body.barred, reason: body.reason },
        },
        unit.logs,
      );
      return changed;
    });
    if (body.barred) await deps.revokeAllSessions(body.userId, 'barred');
    return toMemberRow(record);
  };
}
