import type { Role } from '@lyp/shared/system/role-admin.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A role as one row of 角色管理's export: the list's columns. */
interface RoleExportRow {
  name: string;
  code: string;
  isBuiltIn: boolean;
  description: string | null;
  sort: number;
  userCount: number;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS: ExcelColumn<RoleExportRow>[] = [
  { header: '角色名称', key: 'name', width: 20 },
  { header: '角色编码', key: 'code', format: 'text', width: 20 },
  { header: '内置角色', key: 'isBuiltIn' },
  { header: '描述', key: 'description', width: 36 },
  { header: '排序', key: 'sort' },
  { header: '用户数', key: 'userCount' },
  { header: '创建时间', key: 'createdAt', format: 'datetime', width: 20 },
  { header: '更新时间', key: 'updatedAt', format: 'datetime', width: 20 },
];

const toExportRow = (role: Role): RoleExportRow => ({
  name: role.name,
  code: role.code,
  isBuiltIn: role.isBuiltIn,
  description: role.description,
  sort: role.sort,
  userCount: role.userCount,
  createdAt: role.createdAt,
  updatedAt: role.updatedAt,
});

/** 角色管理 as filtered and sorted, streamed as an .xlsx. */
export const exportRoles = (roles: AsyncIterable<Role>, now: Date) =>
  exportList({ title: '角色管理', columns: COLUMNS, records: roles, toRow: toExportRow, now });
