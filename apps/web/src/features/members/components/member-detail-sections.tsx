import { CERTIFICATION_STATUS_LABELS } from '@lyp/shared/account/certification.schemas';
import { DEPOSIT_STATUS_LABELS } from '@lyp/shared/auction/deposit.schemas';
import { ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';
import { COMPANY_AUTH_STATUS_LABELS } from '@lyp/shared/company/company.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { MEMBER_ORG_ROLE_LABELS, type MemberDetail } from '@lyp/shared/system/member.schemas';
import { ORG_TYPE_LABELS } from '@lyp/shared/system/user-admin.schemas';
import {
  Descriptions,
  Empty,
  Flex,
  Table,
  Tag,
  Typography,
  type DescriptionsProps,
  type TableColumnsType,
  type TableProps,
} from 'antd';

/** The details drawer's tabs other than 基本信息: each a small table or card list. */

const at = (value: string | null) => (value ? formatTimestamp(new Date(value)) : '-');

type Review = {
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewerName: string | null;
  rejectReason: string | null;
};

/** The review of one certification: who, when, and the reason when it was turned down. */
function reviewItems(review: Review) {
  return [
    { key: 'submittedAt', label: '提交时间', children: at(review.submittedAt) },
    { key: 'reviewer', label: '审核人', children: review.reviewerName ?? '-' },
    { key: 'reviewedAt', label: '审核时间', children: at(review.reviewedAt) },
    ...(review.rejectReason ? [{ key: 'reason', label: '驳回原因', children: review.rejectReason }] : []),
  ];
}

/** One certification: where it stands, what was certified, and its review. */
function CertificationCard({
  title,
  status,
  items,
  review,
}: {
  title: string;
  status: string;
  items: NonNullable<DescriptionsProps['items']>;
  review: Review;
}) {
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={1}
      items={[
        { key: 'status', label: '状态', children: <Tag>{status}</Tag> },
        ...items,
        ...reviewItems(review),
      ]}
    />
  );
}

export function CertificationSection({ detail }: { detail: MemberDetail }) {
  const personal = detail.personalCertification;
  if (!personal && detail.companyCertifications.length === 0) return <Empty description="尚未提交认证" />;
  return (
    <Flex vertical gap={16}>
      {personal && (
        <CertificationCard
          title={personal.kind === 'company' ? '实名认证（企业）' : '个人认证'}
          status={CERTIFICATION_STATUS_LABELS[personal.status]}
          items={[
            { key: 'name', label: '姓名', children: personal.subjectName },
            { key: 'id', label: '身份证号', children: personal.idNumberMasked ?? '-' },
          ]}
          review={personal}
        />
      )}
      {detail.companyCertifications.map((company) => (
        <CertificationCard
          key={company.id}
          title={`企业认证：${company.companyName ?? '（未填写企业名称）'}`}
          status={COMPANY_AUTH_STATUS_LABELS[company.status]}
          items={[
            { key: 'code', label: '统一社会信用代码', children: company.companyCode ?? '-' },
            { key: 'applicant', label: '申请人', children: company.isApplicant ? '本会员' : '企业其他账号' },
          ]}
          review={company}
        />
      ))}
    </Flex>
  );
}

export function OrganisationSection({ detail }: { detail: MemberDetail }) {
  const columns: TableColumnsType<MemberDetail['organisations'][number]> = [
    {
      title: '组织',
      dataIndex: 'name',
      render: (name: string, row) => (
        <>
          {name}
          {row.isDefault && <Tag color="blue">默认</Tag>}
        </>
      ),
    },
    { title: '类型', dataIndex: 'type', render: (_value, row) => ORG_TYPE_LABELS[row.type] },
    { title: '信用代码', dataIndex: 'companyCode', render: (value: string | null) => value ?? '-' },
    { title: '身份', dataIndex: 'role', render: (_value, row) => MEMBER_ORG_ROLE_LABELS[row.role] },
  ];
  return <SmallTable rows={detail.organisations} columns={columns} empty="不属于任何组织" />;
}

/** The small tables' columns: money on the right, a status as a tag, a time in Beijing time. */
const fen = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: formatFen,
});
const statusTag = <Status extends string>(labels: Record<Status, string>) => ({
  title: '状态',
  dataIndex: 'status',
  render: (status: Status) => <Tag>{labels[status]}</Tag>,
});
const time = (title: string, dataIndex: string) => ({ title, dataIndex, render: at });
const ORDER_NO = { title: '订单号', dataIndex: 'orderNo' };
const LOT = { title: '标的', dataIndex: 'lotTitle' };

export function DepositSection({ detail }: { detail: MemberDetail }) {
  const columns: TableColumnsType<MemberDetail['deposits'][number]> = [
    LOT,
    statusTag(DEPOSIT_STATUS_LABELS),
    fen('应缴', 'amountFen'),
    fen('冻结', 'frozenFen'),
    fen('已退', 'returnedFen'),
    fen('罚没', 'forfeitedFen'),
    time('时间', 'createdAt'),
  ];
  return <SmallTable rows={detail.deposits} columns={columns} empty="暂无保证金记录" />;
}

export function OrderSection({ detail }: { detail: MemberDetail }) {
  const columns: TableColumnsType<MemberDetail['orders'][number]> = [
    ORDER_NO,
    LOT,
    statusTag(ORDER_STATUS_LABELS),
    fen('成交价', 'priceFen'),
    time('成交时间', 'createdAt'),
  ];
  return <SmallTable rows={detail.orders} columns={columns} empty="暂无订单" />;
}

export function DefaultSection({ detail }: { detail: MemberDetail }) {
  const columns: TableColumnsType<MemberDetail['defaults'][number]> = [
    ORDER_NO,
    LOT,
    fen('成交价', 'priceFen'),
    time('违约时间', 'defaultedAt'),
  ];
  const { member } = detail;
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        违约（悔拍）共 {member.strikes} 次
        {member.biddingBarredAt && (
          <Tag color="volcano" style={{ marginInlineStart: 8 }}>
            {at(member.biddingBarredAt)} 起限制出价
          </Tag>
        )}
      </Typography.Text>
      <SmallTable rows={detail.defaults} columns={columns} empty="暂无违约记录" rowKey="orderId" />
    </Flex>
  );
}

export function BarHistorySection({ detail }: { detail: MemberDetail }) {
  const columns: TableColumnsType<MemberDetail['barHistory'][number]> = [
    {
      title: '操作',
      dataIndex: 'barred',
      render: (barred: boolean) => (barred ? <Tag color="red">禁用</Tag> : <Tag color="green">启用</Tag>),
    },
    { title: '原因', dataIndex: 'reason', render: (value: string | null) => value ?? '-' },
    { title: '操作人', dataIndex: 'actorName' },
    { title: '时间', dataIndex: 'at', render: at },
  ];
  return (
    <SmallTable
      rows={detail.barHistory}
      columns={columns}
      empty="暂无禁用记录"
      rowKey={(row) => `${row.at}-${String(row.barred)}`}
    />
  );
}

/** A plain table that scrolls sideways on a phone, with its own empty text. */
function SmallTable<Row extends object>({
  rows,
  columns,
  empty,
  rowKey = 'id',
}: {
  rows: Row[];
  columns: TableColumnsType<Row>;
  empty: string;
  rowKey?: TableProps<Row>['rowKey'];
}) {
  return (
    <Table<Row>
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
    />
  );
}
