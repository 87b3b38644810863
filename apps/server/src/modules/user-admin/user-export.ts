import { USER_STATUS_LABELS, type UserFilter } from '@lyp/shared/system/user-admin.schemas';
import type { Clock } from '../../lib/clock';
import { allPages, exportList, type ExcelColumn } from '../../lib/excel-export';
import type { UserAdminRepository } from './user-admin.repository';

interface UserExportRow {
  username: string | null;
  actualName: string | null;
  phone: string;
  organisations: string;
  roles: string;
  status: string;
  mustChangePassword: boolean;
  createdAt: Date;
}

const COLUMNS: ExcelColumn<UserExportRow>[] = [
  { header: '用户名', key: 'username', width: 18 },
  { header: '姓名', key: 'actualName', width: 14 },
  { header: '手机号', key: 'phone', format: 'text', width: 16 },
  { header: '所属组织', key: 'organisations', width: 40 },
  { header: '角色', key: 'roles', width: 24 },
  { header: '状态', key: 'status' },
  { header: '须修改密码', key: 'mustChangePassword', width: 12 },
  { header: '创建时间', key: 'createdAt', format: 'datetime', width: 20 },
];

/** The tenant's users matching the list's filters, in the list's order, read and written a page at a time. */
export function exportUsers(
  deps: { users: UserAdminRepository; clock: Clock },
  tenantId: number,
  filter: UserFilter,
) {
  const users = allPages(
    async (offset, limit) => (await deps.users.page({ tenantId, filter, offset, limit })).rows,
  );
  return exportList({ title: '用户列表', columns: COLUMNS, records: users, toRow, now: deps.clock.now() });
}

type UserPageRow = Awaited<ReturnType<UserAdminRepository['page']>>['rows'][number];

const toRow = (user: UserPageRow): UserExportRow => ({
  username: user.username,
  actualName: user.actualName,
  phone: user.phone,
  organisations: user.organisations
    .map((org) => (org.isDefault ? `${org.name}（默认）` : org.name))
    .join('、'),
  roles: user.roles.map((role) => role.name).join('、'),
  status: USER_STATUS_LABELS[user.status],
  mustChangePassword: user.mustChangePassword,
  createdAt: user.createdAt,
});
