import { BIDDING_MODE_LABELS, type BiddingMode } from '@lyp/shared/auction/auction-formats';
import type { BulletinSummary } from '@lyp/shared/auction/bulletin.schemas';
import { formatMinute } from '@lyp/shared/format/timestamp';
import { Typography, type TableColumnsType } from 'antd';
import { BulletinStatusTag } from './bulletin-status-tag';

const minute = (iso: string) => formatMinute(new Date(iso));

type Column = TableColumnsType<BulletinSummary>[number];

/** Each column by name: the auditor's lists take some of them. */
export const BULLETIN_COLUMN = {
  number: { title: '公告编号', dataIndex: 'bulletinNo', width: 150 } as Column,
  /** A rejected bulletin shows why under its title, where the seller looks. */
  title: {
    title: '公告标题',
    dataIndex: 'title',
    render: (title: string, bulletin) => (
      <div className="lyp-bulletin-title">
        <Typography.Text strong>{title}</Typography.Text>
        {bulletin.status === 'rejected' && bulletin.rejectReason ? (
          <Typography.Text type="danger" className="lyp-bulletin-title__reason">
            驳回原因：{bulletin.rejectReason}
          </Typography.Text>
        ) : null}
      </div>
    ),
  } as Column,
  lotCount: { title: '标的数', dataIndex: 'lotCount', width: 84, align: 'right' } as Column,
  formats: {
    title: '竞价方式',
    dataIndex: 'biddingModes',
    width: 120,
    render: (modes: BiddingMode[]) => modes.map((mode) => BIDDING_MODE_LABELS[mode]).join('、'),
  } as Column,
  period: {
    title: '竞价时间',
    key: 'period',
    width: 160,
    render: (_value, bulletin) =>
      bulletin.firstStartsAt && bulletin.lastEndsAt ? (
        <div className="lyp-bulletin-period">
          <span>{minute(bulletin.firstStartsAt)} 起</span>
          <span>{minute(bulletin.lastEndsAt)} 止</span>
        </div>
      ) : (
        '-'
      ),
  } as Column,
  status: {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: BulletinSummary['status']) => <BulletinStatusTag status={status} />,
  } as Column,
  updated: {
    title: '更新时间',
    dataIndex: 'updatedAt',
    width: 150,
    render: (updatedAt: string) => minute(updatedAt),
  } as Column,
};

/** The seller's list: every column, in this order. */
export const BULLETIN_COLUMNS: TableColumnsType<BulletinSummary> = Object.values(BULLETIN_COLUMN);
