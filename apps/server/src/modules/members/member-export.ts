import {
  MEMBER_CERT_STATUS_LABELS,
  MEMBER_TYPE_LABELS,
  type MemberFilter,
} from '@lyp/shared/system/member.schemas';
import type { Clock } from '../../lib/clock';
import { allPages, exportList, type ExcelColumn } from '../../lib/excel-export';
import { filterValuesOf } from './member-rows';
import type { MembersRepository } from './members.repository';

interface MemberExportRow {
  actualName: string | null;
  username: string | null;
  phone: string;
  memberType: string;
  companies: string;
  creditCodes: string;
  certStatus: string;
  registeredAt: Date;
  depositCount: number;
  orderCount: number;
  strikes: number;
  barred: string;
}

const COLUMNS: ExcelColumn<MemberExportRow>[] = [
  { header: '姓名', key: 'actualName', width: 14 },
  { header: '用户名', key: 'username', width: 18 },
  { header: '手机号', key: 'phone', format: 'text', width: 16 },
  { header: '会员类型', key: 'memberType' },
  { header: '所属企业', key: 'companies', width: 40 },
  { header: '统一社会信用代码', key: 'creditCodes', format: 'text', width: 24 },
  { header: '认证状态', key: 'certStatus' },
  { header: '注册时间', key: 'registeredAt', format: 'datetime', width: 20 },
  { header: '保证金笔数', key: 'depositCount' },
  { header: '订单数', key: 'orderCount' },
  { header: '违约次数', key: 'strikes' },
  { header: '账号状态', key: 'barred' },
];

/** The members matching the list's filters, in the list's order, read and written a page at a time. */
export function exportMembers(
  deps: { members: MembersRepository; clock: Clock },
  tenantId: number,
  filter: MemberFilter,
) {
  const members = allPages(
    async (offset, limit) =>
      (await deps.members.page({ tenantId, filter: filterValuesOf(filter), offset, limit })).rows,
  );
  return exportList({ title: '注册会员', columns: COLUMNS, records: members, toRow, now: deps.clock.now() });
}

type MemberPageRow = Awaited<ReturnType<MembersRepository['page']>>['rows'][number];

const toRow = (member: MemberPageRow): MemberExportRow => ({
  actualName: member.actualName,
  username: member.username,
  phone: member.phone,
  memberType: MEMBER_TYPE_LABELS[member.memberType],
  companies: member.companies.map((company) => company.name).join('、'),
  creditCodes: member.companies
    .map((company) => company.companyCode ?? '')
    .filter(Boolean)
    .join('、'),
  certStatus: MEMBER_CERT_STATUS_LABELS[member.certStatus],
  registeredAt: member.registeredAt,
  depositCount: member.depositCount,
  orderCount: member.orderCount,
  strikes: member.strikes,
  barred: member.barred ? '已禁用' : '正常',
});
