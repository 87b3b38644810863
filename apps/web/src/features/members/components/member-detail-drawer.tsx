import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import {
  MEMBER_CERT_STATUS_LABELS,
  MEMBER_TYPE_LABELS,
  type MemberDetail,
  type MemberRow,
} from '@lyp/shared/system/member.schemas';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Grid, Skeleton, Tabs, Tag } from 'antd';
import { QueryError } from '../../../components/feedback/query-error';
import { Can } from '../../../components/permission/can';
import { memberDetailQuery } from '../api/members-api';
import { CERT_STATUS_COLORS, MemberStatusTags, memberName } from './member-columns';
import {
  BarHistorySection,
  CertificationSection,
  DefaultSection,
  DepositSection,
  OrderSection,
  OrganisationSection,
} from './member-detail-sections';

function BasicSection({ member }: { member: MemberRow }) {
  const layout = Grid.useBreakpoint().sm === false ? 'vertical' : 'horizontal';
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      layout={layout}
      items={[
        { key: 'name', label: '姓名', children: memberName(member) },
        { key: 'username', label: '用户名', children: member.username ?? '-' },
        { key: 'phone', label: '手机号', children: member.phone },
        { key: 'type', label: '会员类型', children: MEMBER_TYPE_LABELS[member.memberType] },
        {
          key: 'companies',
          label: '所属企业',
          children: member.companies.map((company) => company.name).join('、') || '-',
        },
        {
          key: 'cert',
          label: '认证状态',
          children: (
            <Tag color={CERT_STATUS_COLORS[member.certStatus]}>
              {MEMBER_CERT_STATUS_LABELS[member.certStatus]}
            </Tag>
          ),
        },
        { key: 'registeredAt', label: '注册时间', children: formatTimestamp(new Date(member.registeredAt)) },
        {
          key: 'counts',
          label: '保证金 / 订单',
          children: `${member.depositCount} 笔 / ${member.orderCount} 笔`,
        },
        { key: 'status', label: '账号状态', children: <MemberStatusTags member={member} /> },
      ]}
    />
  );
}

function tabsOf(detail: MemberDetail) {
  return [
    { key: 'basic', label: '基本信息', children: <BasicSection member={detail.member} /> },
    { key: 'cert', label: '认证', children: <CertificationSection detail={detail} /> },
    { key: 'orgs', label: '组织', children: <OrganisationSection detail={detail} /> },
    { key: 'deposits', label: '保证金', children: <DepositSection detail={detail} /> },
    { key: 'orders', label: '订单', children: <OrderSection detail={detail} /> },
    {
      key: 'defaults',
      label: `违约记录（${detail.member.strikes}）`,
      children: <DefaultSection detail={detail} />,
    },
    { key: 'bars', label: '禁用记录', children: <BarHistorySection detail={detail} /> },
  ];
}

/** One member's details, read afresh; full width on a phone, the sections as tabs. */
export function MemberDetailDrawer({
  member,
  onClose,
  onBar,
}: {
  member: MemberRow | undefined;
  onClose: () => void;
  onBar: (member: MemberRow, barred: boolean) => void;
}) {
  const phone = Grid.useBreakpoint().sm === false;
  const { data, isPending, isError, error, refetch } = useQuery({
    ...memberDetailQuery(member?.id ?? 0),
    enabled: member !== undefined,
  });
  const shown = data?.member ?? member;
  return (
    <Drawer
      title={member ? `会员详情：${memberName(member)}` : '会员详情'}
      open={member !== undefined}
      onClose={onClose}
      size={phone ? '100%' : 720}
      destroyOnHidden
      extra={
        shown && (
          <Can code={PERMISSIONS.registerMemberBar.code}>
            <Button danger={!shown.barred} onClick={() => onBar(shown, !shown.barred)}>
              {shown.barred ? '启用' : '禁用'}
            </Button>
          </Can>
        )
      }
    >
      {isError ? (
        <QueryError variant="inline" error={error} onRetry={() => void refetch()} />
      ) : isPending || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Tabs items={tabsOf(data)} />
      )}
    </Drawer>
  );
}
