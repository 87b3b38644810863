import type { MemberFilter, MemberPageBody } from '@lyp/shared/system/member.schemas';
import type { Actor } from '../../operation-log';
import { exportMembers } from '../member-export';
import { filterValuesOf, toMemberRow } from '../member-rows';
import type { MembersServiceDeps } from '../members-deps';
import { pageWindow } from '../../../lib/paging';

export function pageMembers(deps: MembersServiceDeps) {
  const { members } = deps;
  return async (actor: Actor, body: MemberPageBody) => {
    const { current, size, ...filter } = body;
    const { rows, total } = await members.page({
      tenantId: actor.tenantId,
      filter: filterValuesOf(filter),
      ...pageWindow({ current, size }),
    });
    return { records: rows.map(toMemberRow), total, current, size };
  };
}

/** The list as filtered, as an .xlsx file. */
export function exportMemberList(deps: MembersServiceDeps) {
  const { members, clock } = deps;
  return (actor: Actor, filter: MemberFilter) => exportMembers({ members, clock }, actor.tenantId, filter);
}
