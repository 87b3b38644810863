import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { MemberRow } from '@lyp/shared/system/member.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton, ListPage, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { useSessionStore } from '../../../stores/session-store';
import { exportMembers, memberPageQuery, refreshMembers } from '../api/members-api';
import { BarMemberModal, type BarTarget } from './bar-member-modal';
import { MEMBER_COLUMNS, MEMBER_FILTERS } from './member-columns';
import { MemberDetailDrawer } from './member-detail-drawer';

/** 注册会员: search the platform's members, read their details, bar and unbar them, export. */
export function RegisterMemberPage() {
  const queryClient = useQueryClient();
  const selfId = useSessionStore((state) => state.uId);
  const [viewing, setViewing] = useState<MemberRow>();
  const [barring, setBarring] = useState<BarTarget>();

  const refresh = () => refreshMembers(queryClient);

  const rowActions: RowAction<MemberRow>[] = [
    { key: 'detail', label: '详情', code: PERMISSIONS.registerMemberView.code, onClick: setViewing },
    {
      key: 'bar',
      label: '禁用',
      code: PERMISSIONS.registerMemberBar.code,
      danger: true,
      hidden: (member) => member.barred,
      // The server refuses it too.
      disabled: (member) => member.id === selfId,
      onClick: (member) => setBarring({ member, barred: true }),
    },
    {
      key: 'unbar',
      label: '启用',
      code: PERMISSIONS.registerMemberBar.code,
      hidden: (member) => !member.barred,
      onClick: (member) => setBarring({ member, barred: false }),
    },
  ];

  return (
    <>
      <ListPage<MemberRow>
        title="注册会员"
        filters={MEMBER_FILTERS}
        query={(state) => memberPageQuery({ ...state.filters, current: state.current, size: state.size })}
        rowKey="id"
        columns={MEMBER_COLUMNS}
        rowActions={rowActions}
        actionsWidth={140}
        emptyText="没有符合条件的会员"
        toolbar={(state) => (
          <Can code={PERMISSIONS.registerMemberExport.code}>
            <ExportButton fileName="注册会员.xlsx" download={() => exportMembers(state.filters)} />
          </Can>
        )}
      />
      <MemberDetailDrawer
        member={viewing}
        onClose={() => setViewing(undefined)}
        onBar={(member, barred) => setBarring({ member, barred })}
      />
      <BarMemberModal target={barring} onClose={() => setBarring(undefined)} onDone={refresh} />
    </>
  );
}
