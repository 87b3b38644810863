import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Role, RoleSortField } from '@lyp/shared/system/role-admin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { ListPage, ListToolbar, type FilterField, type ListState } from '../../../../components/back-office';
import { exportRoles, refreshRoles, removeRole, rolePageQuery } from '../api/roles';
import type { RoleManageDeps } from '../role-manage-deps';
import { RoleFormModal } from './role-form-modal';
import { ROLE_COLUMNS, roleRowActions } from './role-columns';
import { RoleResourceDrawer } from './role-resource-drawer';
import { useFeedback } from '../../../../lib/feedback';

const FILTERS: FilterField[] = [
  { name: 'name', label: '角色名称', kind: 'text' },
  { name: 'code', label: '角色编码', kind: 'text' },
];

const SORT_FIELDS: readonly string[] = ['sort', 'name', 'code', 'createdAt'] satisfies RoleSortField[];

/** The list's filters and sort from its URL state; an unknown sort in a hand-edited URL is dropped. */
function filtersOf(state: ListState) {
  const sort = state.sort && SORT_FIELDS.includes(state.sort) ? (state.sort as RoleSortField) : undefined;
  return {
    ...(state.filters.name ? { name: state.filters.name } : {}),
    ...(state.filters.code ? { code: state.filters.code } : {}),
    ...(sort ? { sort, ...(state.order ? { order: state.order } : {}) } : {}),
  };
}

/** The rolePage body: the filters and sort, and the page. */
const pageBody = (state: ListState) => ({ current: state.current, size: state.size, ...filtersOf(state) });

/**
 * 角色管理 with roleForm and RoleResource. `reloadProfile` comes from app/: after a grant the
 * caller's own side menu and buttons are fetched again, in case the role was their own.
 */
export function createRoleManagePage({ reloadProfile }: RoleManageDeps) {
  return function RoleManagePage() {
    const queryClient = useQueryClient();
    const { message } = useFeedback();
    const [editing, setEditing] = useState<Role | 'new'>();
    const [granting, setGranting] = useState<Role>();

    const remove = async (role: Role) => {
      await removeRole(role.id);
      void message.success('角色已删除');
      await refreshRoles(queryClient);
    };

    return (
      <Card>
        <ListPage<Role>
          title="角色管理"
          filters={FILTERS}
          query={(state) => rolePageQuery(pageBody(state))}
          rowKey="id"
          columns={ROLE_COLUMNS}
          toolbar={(state) => (
            <ListToolbar
              exportAs={{
                code: PERMISSIONS.roleExport.code,
                fileName: '角色管理.xlsx',
                download: () => exportRoles(filtersOf(state)),
              }}
              add={{ code: PERMISSIONS.roleAdd.code, label: '新增角色', onClick: () => setEditing('new') }}
            />
          )}
          rowActions={roleRowActions({ edit: setEditing, grant: setGranting, remove })}
        />
        <RoleFormModal target={editing} onClose={() => setEditing(undefined)} />
        <RoleResourceDrawer role={granting} onClose={() => setGranting(undefined)} onSaved={reloadProfile} />
      </Card>
    );
  };
}
