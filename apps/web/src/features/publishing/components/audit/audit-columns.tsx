import type { AuditListItem } from '@lyp/shared/auction/audit.schemas';
import { formatMinute } from '@lyp/shared/format/timestamp';
import { Typography, type TableColumnsType } from 'antd';
import type { AuditViewKey } from '../../lib/audit-views';
import { BULLETIN_COLUMN } from '../bulletin-columns';
import { BulletinStatusTag } from '../bulletin-status-tag';

const minute = (iso: string | null) => (iso ? formatMinute(new Date(iso)) : '-');

/**
 * The seller's columns that an auditor reads too: number, title (with a rejection's reason),
 * formats and period; the lot count stays in the drawer, leaving room for who reviewed it.
 */
const {
  number: numberColumn,
  title: titleColumn,
  formats: formatsColumn,
  period: periodColumn,
} = BULLETIN_COLUMN;

const seller: TableColumnsType<AuditListItem>[number] = {
  title: '委托方',
  dataIndex: 'sellerName',
  width: 160,
  render: (name: string) => <Typography.Text ellipsis={{ tooltip: name }}>{name}</Typography.Text>,
};
const submitted: TableColumnsType<AuditListItem>[number] = {
  title: '提交时间',
  dataIndex: 'submittedAt',
  width: 140,
  render: minute,
};
const status: TableColumnsType<AuditListItem>[number] = {
  title: '状态',
  dataIndex: 'status',
  width: 90,
  render: (value: AuditListItem['status']) => <BulletinStatusTag status={value} />,
};
const reviewed: TableColumnsType<AuditListItem>[number] = {
  title: '审核人 / 时间',
  key: 'reviewed',
  width: 150,
  render: (_value, row) =>
    row.reviewerName ? (
      <div className="lyp-bulletin-period">
        <span>{row.reviewerName}</span>
        <Typography.Text type="secondary">{minute(row.reviewedAt)}</Typography.Text>
      </div>
    ) : (
      '-'
    ),
};

const base = [
  numberColumn,
  titleColumn,
  seller,
  formatsColumn,
  periodColumn,
] as TableColumnsType<AuditListItem>;

/** Each list's columns: what waits shows when it was sent; what was decided, who decided and when. */
export const AUDIT_COLUMNS: Record<AuditViewKey, TableColumnsType<AuditListItem>> = {
  todo: [...base, submitted],
  approved: [...base, status, reviewed],
  rejected: [...base, reviewed],
  published: [...base, status, reviewed],
};
