import type { SubAccount } from '@lyp/shared/company/sub-account.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { RowAction } from '../../../components/back-office/row-actions';
import { useFeedback } from '../../../lib/feedback';
import { subAccountsApi } from '../api/sub-accounts';

/** A sub-account row's actions: 编辑, 停用 / 启用 and 删除, each refreshing the list after. */
export function useSubAccountActions({
  onEdit,
  refresh,
}: {
  onEdit: (account: SubAccount) => void;
  refresh: () => Promise<unknown>;
}): RowAction<SubAccount>[] {
  const { message } = useFeedback();
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

  return [
    { key: 'edit', label: '编辑', code: PERMISSIONS.subAccountEdit.code, onClick: onEdit },
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
}
