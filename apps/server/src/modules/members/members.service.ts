import type { MembersServiceDeps } from './members-deps';
import { barMember } from './use-cases/bar-member';
import { getMemberDetail } from './use-cases/get-member-detail';
import { exportMemberList, pageMembers } from './use-cases/list-members';

export type { MembersServiceDeps } from './members-deps';

/** 注册会员: the auditors' view of the platform's members, and barring them. */
export function createMembersService(deps: MembersServiceDeps) {
  return {
    page: pageMembers(deps),
    detail: getMemberDetail(deps),
    bar: barMember(deps),
    export: exportMemberList(deps),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
