import type { Role } from '@lyp/shared/system/role-admin.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { CheckboxTree, DRAWER_WIDTH } from '../../../../components/back-office';
import { errorMessage } from '../../../../components/back-office/error-message';
import { QueryError } from '../../../../components/feedback/query-error';
import { grantRole, refreshGrants, roleMenusQuery } from '../api/roles';
import { useFeedback } from '../../../../lib/feedback';

/** Checked and half-checked ids as the tree last reported them; undefined until the first change. */
interface Selection {
  checked: number[];
  halfChecked: number[];
}

/**
 * RoleResource: the role's menus and buttons as a checkbox tree. Saving sends the checked ids
 * and the half-checked parents, because a granted page needs its parent menus to show.
 */
export function RoleResourceDrawer({
  role,
  onClose,
  onSaved,
}: {
  /** Closed when undefined. */
  role: Role | undefined;
  onClose: () => void;
  /** After a successful save: the caller's own side menu and buttons may have changed. */
  onSaved?: () => Promise<unknown>;
}) {
  return (
    <Drawer
      title={role ? `分配权限：${role.name}` : '分配权限'}
      open={role !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      destroyOnHidden
    >
      {role && <RoleResourceForm role={role} onClose={onClose} {...(onSaved ? { onSaved } : {})} />}
    </Drawer>
  );
}

function RoleResourceForm({
  role,
  onClose,
  onSaved,
}: {
  role: Role;
  onClose: () => void;
  onSaved?: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { data, error, isError, isLoading, refetch } = useQuery({
    ...roleMenusQuery(role.id),
    // Someone else may have changed the grants since: always read them afresh.
    staleTime: 0,
    gcTime: 0,
  });
  const [selection, setSelection] = useState<Selection>();
  const [saving, setSaving] = useState(false);

  if (isLoading) return <Spin />;
  if (isError || !data) {
    return <QueryError variant="inline" error={error} onRetry={() => void refetch()} />;
  }

  // Until the tree reports a change, keep exactly what the role holds (parents included).
  const menuIds = selection ? [...selection.checked, ...selection.halfChecked] : data.menuIds;

  const save = async () => {
    setSaving(true);
    try {
      await grantRole(role.id, menuIds);
      void message.success('权限已分配，用户下次请求时生效');
      await refreshGrants(queryClient);
      await onSaved?.();
      onClose();
    } catch (failure) {
      void message.error(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        勾选角色可访问的菜单和可使用的按钮；只勾选部分下级时，上级菜单也会一并授予。
      </Typography.Text>
      <CheckboxTree
        items={data.items}
        value={selection?.checked ?? data.menuIds}
        searchable
        onChange={(checked, halfChecked) => setSelection({ checked, halfChecked })}
      />
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={onClose} disabled={saving}>
          取消
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
      </Space>
    </Flex>
  );
}
