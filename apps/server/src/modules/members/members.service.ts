import type {
  MemberBarBody,
  MemberDetail,
  MemberFilter,
  MemberPageBody,
  MemberRow,
} from '@lyp/shared/system/member.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Actor, OperationLogService } from '../operation-log';
import { exportMembers } from './member-export';
import { displayName, filterValuesOf, toMemberDetail, toMemberRow } from './member-rows';
import type { MembersRepository } from './members.repository';

export interface MembersServiceDeps {
  members: MembersRepository;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Signs a user out everywhere (marks their tokens revoked). */
  revokeAllSessions(userId: number, reason: string): Promise<void>;
}

/** 注册会员: the auditors' view of the platform's members, and barring them. */
export function createMembersService(deps: MembersServiceDeps) {
  const { members, clock, operationLog } = deps;

  async function requireMember(actor: Actor, userId: number) {
    const member = await members.findMember(actor.tenantId, userId);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return member;
  }

  return {
    async page(actor: Actor, body: MemberPageBody) {
      const { current, size, ...filter } = body;
      const { rows, total } = await members.page({
        tenantId: actor.tenantId,
        filter: filterValuesOf(filter),
        offset: (current - 1) * size,
        limit: size,
      });
      return { records: rows.map(toMemberRow), total, current, size };
    },

    async detail(actor: Actor, userId: number): Promise<MemberDetail> {
      const member = await requireMember(actor, userId);
      const { detail } = members;
      const organisations = await detail.organisations(userId);
      const [personal, companies, deposits, orders, defaults, barHistory] = await Promise.all([
        detail.personalCertification(userId),
        detail.companyCertifications(
          userId,
          organisations.filter((org) => org.type === 'company').map((org) => org.id),
        ),
        detail.deposits(userId),
        detail.orders(userId),
        detail.orders(userId, true),
        detail.barHistory(actor.tenantId, userId),
      ]);
      return toMemberDetail(member, {
        personal,
        companies,
        organisations,
        deposits,
        orders,
        defaults,
        barHistory,
      });
    },

    /**
     * 禁用 or 启用 a member, with the reason kept in the operation log. Barring ends their
     * sessions at once. Staff are managed in 用户管理, and nobody bars themselves.
     */
    async bar(actor: Actor, body: MemberBarBody): Promise<MemberRow> {
      const user = await members.findUser(actor.tenantId, body.userId);
      if (!user) throw new AppError('MEMBER_NOT_FOUND');
      if (body.userId === actor.userId) throw new AppError('MEMBER_BAR_SELF');
      if (user.isStaff) throw new AppError('MEMBER_BAR_STAFF');
      const existing = await requireMember(actor, body.userId);
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
    },

    /** The list as filtered, as an .xlsx file. */
    export(actor: Actor, filter: MemberFilter) {
      return exportMembers({ members, clock }, actor.tenantId, filter);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
