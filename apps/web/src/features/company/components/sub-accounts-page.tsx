import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { SubAccount } from '@lyp/shared/company/sub-account.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { ExportButton } from '../../../components/back-office/export-button';
import { errorMessage } from '../../../components/back-office/error-message';
import { download } from '../../../lib/api-call';
import { RowActions, useAnyActionAllowed, type RowAction } from '../../../components/back-office/row-actions';
import {
  TemporaryPasswordModal,
  type TemporaryPasswordShown,
} from '../../../components/back-office/temporary-password-modal';
import { Can } from '../../../components/permission/can';
import { useCan } from '../../../components/permission/use-can';
import { subAccountListKey, subAccountListQuery, subAccountsApi } from '../api/sub-accounts';
import { SubAccountFormModal } from './sub-account-form-modal';
import { subAccountColumns } from './sub-account-columns';
import { SubAccountsUnavailable, isNotAllowed } from './sub-accounts-unavailable';
import '../styles/sub-accounts.css';
import { useFeedback } from '../../../lib/feedback';

/**
 * 子账号管理: the company's staff accounts, what each may use, and whether it may sign in. The
 * server answers the whole list at once (a company has a handful), so there is no paging.
 */
export function SubAccountsPage() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const canView = useCan(PERMISSIONS.subAccountView.code);
  // Without the permission the server would answer 403, which signs the user out: do not ask.
  const list = useQuery({ ...subAccountListQuery(), enabled: canView });
  const [editing, setEditing] = useState<SubAccount | 'new'>();
  const [shown, setShown] = useState<TemporaryPasswordShown>();
  const menus = list.data?.grantableMenus ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: subAccountListKey });
  const setEnabled = async (account: SubAccount, enabled: boolean) => {
    // The update takes the whole account: only its status changes here.
    await subAccountsApi.update({
      userId: account.userId,
      actualName: account.actualName,
      remark: account.remark ?? undefined,
      menuIds: account.menuIds,
      enabled,
    });
    void message.success(enabled ? '子账号已启用' : '子账号已停用');
    await refresh();
  };

  const rowActions: RowAction<SubAccount>[] = [
    { key: 'edit', label: '编辑', code: PERMISSIONS.subAccountEdit.code, onClick: setEditing },
    {
      key: 'disable',
      label: '停用',
      code: PERMISSIONS.subAccountEdit.code,
      danger: true,
      hidden: (account) => account.status === 'disabled',
      confirm: (account) => ({
        title: `确定停用子账号“${account.actualName}”吗？`,
        content: '停用后该子账号立即退出登录，且不能再登录，直到重新启用。',
      }),
      onClick: (account) => setEnabled(account, false),
    },
    {
      key: 'enable',
      label: '启用',
      code: PERMISSIONS.subAccountEdit.code,
      hidden: (account) => account.status === 'active',
      onClick: (account) => setEnabled(account, true),
    },
    {
      key: 'remove',
      label: '删除',
      code: PERMISSIONS.subAccountRemove.code,
      danger: true,
      confirm: (account) => ({
        title: `确定删除子账号“${account.actualName}”吗？`,
        content: '删除后该子账号立即退出登录且无法再登录。',
      }),
      onClick: async (account) => {
        await subAccountsApi.remove(account.userId);
        void message.success('子账号已删除');
        await refresh();
      },
    },
  ];
  const showActions = useAnyActionAllowed(rowActions);

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
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            子账号管理
          </Typography.Title>
          <Typography.Text type="secondary" className="lyp-sub-accounts__intro">
            为员工开设子账号：子账号以本企业身份登录，只能使用您授予的菜单和操作。
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()} loading={list.isFetching}>
            刷新
          </Button>
          <Can code={PERMISSIONS.subAccountExport.code}>
            <ExportButton fileName="子账号管理.xlsx" download={() => download('subAccountExport')} />
          </Can>
          <Can code={PERMISSIONS.subAccountAdd.code}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!list.data}
              onClick={() => setEditing('new')}
            >
              新增子账号
            </Button>
          </Can>
        </Flex>
      </Flex>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(list.error)}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <Table<SubAccount>
        rowKey="userId"
        columns={columns}
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
