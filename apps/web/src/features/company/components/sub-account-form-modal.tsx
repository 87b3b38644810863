import type { SubAccount } from '@lyp/shared/company/sub-account.schemas';
import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormModal } from '../../../components/back-office';
import type { TemporaryPasswordShown } from '../../../components/back-office/temporary-password-modal';
import { grantableItems } from '../../../components/sub-accounts';
import { subAccountListKey, subAccountsApi } from '../api/sub-accounts';
import { SubAccountFields, type SubAccountValues as Values } from './sub-account-fields';

/**
 * 新增 or 编辑 a sub-account: name, remark, what it may use (a tree of the company's own menus
 * and buttons) and, when editing, whether it may sign in. A new one's answer carries its
 * temporary password, which the page shows once.
 */
export function SubAccountFormModal({
  editing,
  menus,
  onClose,
  onCreated,
}: {
  editing: SubAccount | 'new' | undefined;
  menus: MenuItem[];
  onClose: () => void;
  onCreated: (shown: TemporaryPasswordShown) => void;
}) {
  const queryClient = useQueryClient();
  const current = editing === 'new' ? undefined : editing;
  const items = useMemo(() => grantableItems(menus), [menus]);
  const offered = useMemo(() => new Set(items.map((item) => item.id)), [items]);

  return (
    <FormModal<Values>
      name="sub_account_form"
      title={current ? `编辑子账号：${current.actualName}` : '新增子账号'}
      open={editing !== undefined}
      onClose={onClose}
      width={640}
      successMessage={current ? '子账号已保存' : false}
      initialValues={
        current
          ? {
              actualName: current.actualName,
              remark: current.remark ?? undefined,
              // The personal home and the parents the server adds itself are not choices here.
              menuIds: current.menuIds.filter((id) => offered.has(id)),
              enabled: current.status === 'active',
            }
          : { menuIds: [] }
      }
      onSubmit={async (values) => {
        const common = { actualName: values.actualName, remark: values.remark, menuIds: values.menuIds };
        if (current) {
          await subAccountsApi.update({ ...common, userId: current.userId, enabled: values.enabled ?? true });
        } else {
          const created = await subAccountsApi.add({ ...common, phone: values.phone ?? '' });
          onCreated({ temporaryPassword: created.temporaryPassword, user: created.account });
        }
        await queryClient.invalidateQueries({ queryKey: subAccountListKey });
      }}
    >
      <SubAccountFields current={current} items={items} />
    </FormModal>
  );
}
