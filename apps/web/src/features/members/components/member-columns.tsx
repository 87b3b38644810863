import { formatTimestamp } from '@lyp/shared/format/timestamp';
import {
  MEMBER_CERT_STATUS_LABELS,
  MEMBER_CERT_STATUSES,
  MEMBER_TYPE_LABELS,
  MEMBER_TYPES,
  type MemberCertStatus,
  type MemberRow,
} from '@lyp/shared/system/member.schemas';
import { Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { FilterField } from '../../../components/back-office';

export const CERT_STATUS_COLORS: Record<MemberCertStatus, string | undefined> = {
  none: undefined,
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** The search form: every field lands in the URL, so a shared link shows the same members. */
export const MEMBER_FILTERS: FilterField[] = [
  { name: 'name', label: '姓名', kind: 'text' },
  { name: 'phone', label: '手机号', kind: 'text' },
  { name: 'companyName', label: '企业名称', kind: 'text' },
  { name: 'creditCode', label: '信用代码', kind: 'text', placeholder: '请输入统一社会信用代码' },
  {
    name: 'memberType',
    label: '会员类型',
    kind: 'select',
    options: MEMBER_TYPES.map((value) => ({ value, label: MEMBER_TYPE_LABELS[value] })),
  },
  {
    name: 'certStatus',
    label: '认证状态',
    kind: 'select',
    options: MEMBER_CERT_STATUSES.map((value) => ({ value, label: MEMBER_CERT_STATUS_LABELS[value] })),
  },
  {
    name: 'barred',
    label: '账号状态',
    kind: 'select',
    options: [
      { value: 'false', label: '正常' },
      { value: 'true', label: '已禁用' },
    ],
  },
  { name: 'registered', label: '注册日期', kind: 'dateRange' },
];

export const memberName = (member: Pick<MemberRow, 'actualName' | 'username' | 'phone'>) =>
  member.actualName ?? member.username ?? member.phone;

/** 禁用 (cannot sign in) and the strikes bar (cannot bid), side by side where both apply. */
export function MemberStatusTags({ member }: { member: MemberRow }) {
  return (
    <Flex gap={4} wrap>
      {member.barred ? <Tag color="red">已禁用</Tag> : <Tag color="green">正常</Tag>}
      {member.biddingBarredAt && <Tag color="volcano">违约限制出价</Tag>}
    </Flex>
  );
}

export const MEMBER_COLUMNS: TableColumnsType<MemberRow> = [
  { title: '姓名', key: 'name', render: (_value, row) => memberName(row) },
  { title: '手机号', dataIndex: 'phone' },
  {
    title: '会员类型',
    dataIndex: 'memberType',
    render: (_value, row) => MEMBER_TYPE_LABELS[row.memberType],
  },
  {
    title: '所属企业',
    key: 'companies',
    render: (_value, row) =>
      row.companies.length === 0 ? (
        '-'
      ) : (
        <Flex vertical gap={2}>
          {row.companies.map((company) => (
            <span key={company.orgId}>
              {company.name}
              {company.companyCode && (
                <Typography.Text type="secondary"> {company.companyCode}</Typography.Text>
              )}
            </span>
          ))}
        </Flex>
      ),
  },
  {
    title: '认证状态',
    dataIndex: 'certStatus',
    render: (_value, row) => (
      <Tag color={CERT_STATUS_COLORS[row.certStatus]}>{MEMBER_CERT_STATUS_LABELS[row.certStatus]}</Tag>
    ),
  },
  {
    title: '注册时间',
    dataIndex: 'registeredAt',
    render: (value: string) => formatTimestamp(new Date(value)),
  },
  { title: '保证金', dataIndex: 'depositCount', align: 'right' },
  { title: '订单', dataIndex: 'orderCount', align: 'right' },
  { title: '违约', dataIndex: 'strikes', align: 'right' },
  { title: '状态', key: 'status', render: (_value, row) => <MemberStatusTags member={row} /> },
];
