import type { MemberDetail } from '@lyp/shared/system/member.schemas';
import type { Actor } from '../../operation-log';
import { toMemberDetail } from '../member-rows';
import type { MembersServiceDeps } from '../members-deps';
import { requireMember } from './require-member';

export function getMemberDetail(deps: MembersServiceDeps) {
  const { members } = deps;
  return async (actor: Actor, userId: number): Promise<MemberDetail> => {
    const member = await requireMember(members, actor, userId);
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
  };
}
