import { MENU_CODES, type MenuItem } from '@lyp/shared/permission/permission.schemas';
import type { SubAccount } from '@lyp/shared/company/sub-account.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A sub-account as one row of 子账号管理's export: who it is and which screens it may use. */
interface SubAccountExportRow {
  actualName: string;
  phone: string;
  status: string;
  screens: string;
  remark: string | null;
  createdAt: string;
}

const COLUMNS: ExcelColumn<SubAccountExportRow>[] = [
  { header: '姓名', key: 'actualName', width: 14 },
  { header: '手机号', key: 'phone', format: 'text', width: 16 },
  { header: '状态', key: 'status' },
  { header: '可用菜单', key: 'screens', width: 60 },
  { header: '备注', key: 'remark', width: 30 },
  { header: '创建时间', key: 'createdAt', format: 'datetime', width: 20 },
];

const EVERYONES: ReadonlySet<string> = new Set(Object.values(MENU_CODES));

async function* each<T>(items: readonly T[]) {
  yield* items;
}

/**
 * The screens (menus with a path) a sub-account reaches, in the menu tree's order: those granted,
 * and those whose buttons are granted. The buttons themselves are left out, as a person reading
 * the file thinks in screens; so are the screens every account has (工作台) and hidden ones.
 */
function screensOf(menuIds: readonly number[], menus: readonly MenuItem[]): string {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const reached = new Set<number>();
  for (const id of menuIds) {
    let item = byId.get(id);
    while (item && item.type === 'button') item = byId.get(item.parentId);
    if (item?.path && !item.isHidden && !EVERYONES.has(item.code)) reached.add(item.id);
  }
  return menus
    .filter((menu) => reached.has(menu.id))
    .map((menu) => menu.name)
    .join('、');
}

/** The company's sub-accounts as an .xlsx. */
export function exportSubAccounts(
  accounts: readonly SubAccount[],
  grantableMenus: readonly MenuItem[],
  now: Date,
) {
  const toRow = (account: SubAccount): SubAccountExportRow => ({
    actualName: account.actualName,
    phone: account.phone,
    status: account.status === 'active' ? '启用' : '停用',
    screens: screensOf(account.menuIds, grantableMenus),
    remark: account.remark,
    createdAt: account.createdAt,
  });
  return exportList({ title: '子账号管理', columns: COLUMNS, records: each(accounts), toRow, now });
}
