import type { SubAccount } from '@lyp/shared/company/sub-account.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../components/back-office/error-message';
import { RowActions, useAnyActionAllowed } from '../../../components/back-office/row-actions';
import { unfixedColumns, useNarrowScreen } from '../../../components/back-office/use-narrow-screen';
import {
  TemporaryPasswordModal,
  type TemporaryPasswordShown,
} from '../../../components/back-office/temporary-password-modal';
import { QueryError } from '../../../components/feedback/query-error';
import { useCan } from '../../../components/permission/use-can';
import { subAccountListKey, subAccountListQuery } from '../api/sub-accounts';
import { useSubAccountActions } from '../hooks/use-sub-account-actions';
import { SubAccountFormModal } from './sub-account-form-modal';
import { subAccountColumns } from './sub-account-columns';
import { SubAccountsHeader } from './sub-accounts-header';
import { SubAccountsUnavailable, isNotAllowed } from './sub-accounts-unavailable';
import '../styles/sub-accounts.css';

/**
 * 子账号管理: the company's staff accounts, what each may use, and whether it may sign in. The
 * server answers the whole list at once (a company has a handful), so there is no paging.
 */
export function SubAccountsPage() {
  const queryClient = useQueryClient();
  const canView = useCan(PERMISSIONS.subAccountView.code);
  // Without the permission the server would answer 403, which signs the user out: do not ask.
  const list = useQuery({ ...subAccountListQuery(), enabled: canView });
  const [editing, setEditing] = useState<SubAccount | 'new'>();
  const [shown, setShown] = useState<TemporaryPasswordShown>();
  const menus = list.data?.grantableMenus ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: subAccountListKey });
  const rowActions = useSubAccountActions({ onEdit: setEditing, refresh });
  const showActions = useAnyActionAllowed(rowActions);
  const narrow = useNarrowScreen();

  if (!canView || (list.isError && isNotAllowed(list.error)))
    return <SubAccountsUnavailable reason={list.isError ? errorMessage(list.error) : undefined} />;

  const columns = subAccountColumns(menus);
  if (showActions)
    columns.push({
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 180,
      render: (_value, account) => <RowActions row={account} actions={rowActions} />,
    });

  return (
    <Flex vertical gap={16}>
      <SubAccountsHeader
        refreshing={list.isFetching}
        canAdd={Boolean(list.data)}
        onRefresh={() => void refresh()}
        onAdd={() => setEditing('new')}
      />
      {list.isError && <QueryError variant="inline" error={list.error} onRetry={() => void list.refetch()} />}
      <Table<SubAccount>
        rowKey="userId"
        columns={narrow ? unfixedColumns(columns) : columns}
        dataSource={list.data?.records ?? []}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isError ? '加载失败' : '暂无子账号，点击“新增子账号”为员工开设账号' }}
      />
      <SubAccountFormModal
        editing={editing}
        menus={menus}
        onClose={() => setEditing(undefined)}
        onCreated={setShown}
      />
      <TemporaryPasswordModal
        shown={shown}
        title="子账号已新增"
        note="子账号首次登录时须修改此密码；登录后只能使用您授予的权限。"
        onClose={() => setShown(undefined)}
      />
    </Flex>
  );
}
