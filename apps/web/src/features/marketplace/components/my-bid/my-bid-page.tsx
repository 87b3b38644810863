import { formatLabel } from '@lyp/shared/auction/auction-formats';
import { BID_STANDING_LABELS, type BidStanding, type MyBidLot } from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ListPage, ListToolbar, type RowAction } from '../../../../components/back-office';
import { ROUTES } from '../../../../config/paths';
import { exportMyBids, myBidsKey, myBidsQuery } from '../../api/my-lists-api';
import { useLiveRefresh } from '../../hooks/use-live-refresh';
import { lotPath } from '../../lib/market-links';
import { LotCountdown } from '../lot-countdown';

const STANDING_COLORS: Record<BidStanding, string> = {
  leading: 'green',
  outbid: 'orange',
  won: 'red',
  lost: 'default',
  sealed: 'blue',
};

const running = (lot: MyBidLot) => lot.status === 'scheduled' || lot.status === 'bidding';

/** Where the bidder stands, and the lot's phase: reloads when the lot changes live (an outbid). */
function LiveStanding({ lot }: { lot: MyBidLot }) {
  const queryClient = useQueryClient();
  useLiveRefresh(running(lot) ? [lot.lotId] : [], () =>
    queryClient.invalidateQueries({ queryKey: myBidsKey }),
  );
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={STANDING_COLORS[lot.standing]}>{BID_STANDING_LABELS[lot.standing]}</Tag>
      <LotCountdown lot={lot} />
    </Space>
  );
}

const fenOrDash = (fen: number | null) => (fen === null ? '—' : formatFen(fen));

const COLUMNS: TableColumnsType<MyBidLot> = [
  {
    title: '标的',
    dataIndex: 'title',
    render: (title: string, lot) => (
      <>
        <Link to={lotPath(lot.lotId)}>{title}</Link>
        <div className="lyp-muted">
          {lot.lotNo} · {formatLabel(lot)} · 我的代号 {lot.alias}
        </div>
      </>
    ),
  },
  { title: '状态', key: 'standing', render: (_value, lot) => <LiveStanding lot={lot} /> },
  { title: '当前价', dataIndex: 'currentPriceFen', align: 'right', render: fenOrDash },
  { title: '我的最高出价', dataIndex: 'myHighestFen', align: 'right', render: fenOrDash },
  { title: '我的最高价', dataIndex: 'myMaxFen', align: 'right', render: fenOrDash },
  { title: '出价次数', dataIndex: 'bidCount', align: 'right' },
];

/** 我的竞价: every lot the user bid on, their standing kept live, and the way back to bid. */
export function MyBidPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<MyBidLot>[] = [
    {
      key: 'bid',
      label: '继续出价',
      code: PERMISSIONS.bidPlace.code,
      hidden: (lot) => !running(lot),
      onClick: (lot) => void navigate(lotPath(lot.lotId)),
    },
    {
      key: 'order',
      label: '查看订单',
      code: PERMISSIONS.myOrderView.code,
      hidden: (lot) => lot.standing !== 'won',
      onClick: () => void navigate(ROUTES.myOrder.path),
    },
    {
      key: 'view',
      label: '查看标的',
      hidden: running,
      onClick: (lot) => void navigate(lotPath(lot.lotId)),
    },
  ];
  return (
    <ListPage<MyBidLot>
      title="我的竞价"
      query={(state) => myBidsQuery({ current: state.current, size: state.size })}
      rowKey="lotId"
      columns={COLUMNS}
      rowActions={rowActions}
      actionsWidth={170}
      cards={{ heading: 'title' }}
      emptyText="还没有出过价：缴纳保证金后即可在标的页出价"
      // The list has no filters: the export is every lot the user bid on.
      toolbar={
        <ListToolbar
          exportAs={{ code: PERMISSIONS.myBidExport.code, fileName: '我的竞价.xlsx', download: exportMyBids }}
        />
      }
    />
  );
}
