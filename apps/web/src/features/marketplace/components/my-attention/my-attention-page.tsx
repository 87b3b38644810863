import type { EndpointData } from '@lyp/shared/api/endpoints';
import { formatFen } from '@lyp/shared/format/currency';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ListPage, ListToolbar, type RowAction } from '../../../../components/back-office';
import { biddingApi } from '../../api/bidding-api';
import { exportFollows, followListKey, followListQuery } from '../../api/my-lists-api';
import { useLiveRefresh } from '../../hooks/use-live-refresh';
import { lotPath } from '../../lib/market-links';
import { LotCountdown } from '../lot-countdown';
import { useFeedback } from '../../../../lib/feedback';

type FollowedLot = EndpointData<'followList'>['records'][number];

/** The lot's phase and countdown, reloading the list when the lot changes live. */
function LiveStatus({ lot }: { lot: FollowedLot }) {
  const queryClient = useQueryClient();
  useLiveRefresh([lot.id], () => queryClient.invalidateQueries({ queryKey: followListKey }));
  return <LotCountdown lot={lot} />;
}

/** 开拍提醒: on or off per lot, saved at once. */
function RemindSwitch({ lot }: { lot: FollowedLot }) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const change = useMutation({
    mutationFn: (remind: boolean) => biddingApi.follow(lot.id, remind),
    onSuccess: async (state) => {
      void message.success(state.remind ? '开拍前将提醒您' : '已关闭开拍提醒');
      await queryClient.invalidateQueries({ queryKey: followListKey });
    },
    onError: (error) => void message.error(error.message),
  });
  const closed = lot.status === 'sold' || lot.status === 'unsold';
  return (
    <Switch
      aria-label={`开拍提醒：${lot.title}`}
      checked={lot.remind}
      disabled={closed}
      loading={change.isPending}
      onChange={(remind) => change.mutate(remind)}
    />
  );
}

const COLUMNS: TableColumnsType<FollowedLot> = [
  {
    title: '标的',
    dataIndex: 'title',
    render: (title: string, lot) => (
      <>
        <Link to={lotPath(lot.id)}>{title}</Link>
        <div className="lyp-muted">{lot.sellerName}</div>
      </>
    ),
  },
  { title: '状态', key: 'status', render: (_value, lot) => <LiveStatus lot={lot} /> },
  {
    title: '当前价',
    key: 'price',
    align: 'right',
    render: (_value, lot) => formatFen(lot.currentPriceFen ?? lot.startPriceFen),
  },
  { title: '出价次数', dataIndex: 'bidCount', align: 'right' },
  { title: '保证金', dataIndex: 'depositFen', align: 'right', render: (fen: number) => formatFen(fen) },
  { title: '开拍提醒', key: 'remind', render: (_value, lot) => <RemindSwitch lot={lot} /> },
];

/** 我的关注: followed lots with their live phase and countdown, the reminder switch and unfollow. */
export function MyAttentionPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const rowActions: RowAction<FollowedLot>[] = [
    {
      key: 'open',
      label: '去竞拍',
      code: PERMISSIONS.myAttentionView.code,
      onClick: (lot) => void navigate(lotPath(lot.id)),
    },
    {
      key: 'cancel',
      label: '取消关注',
      code: PERMISSIONS.myAttentionCancel.code,
      confirm: (lot) => ({
        title: `确定不再关注“${lot.title}”吗？`,
        content: '取消后不再收到该标的的开拍提醒。',
      }),
      onClick: async (lot) => {
        await biddingApi.unfollow(lot.id);
        void message.success('已取消关注');
        await queryClient.invalidateQueries({ queryKey: followListKey });
      },
    },
  ];
  return (
    <ListPage<FollowedLot>
      title="我的关注"
      query={(state) => followListQuery({ current: state.current, size: state.size })}
      rowKey="id"
      columns={COLUMNS}
      rowActions={rowActions}
      actionsWidth={160}
      cards={{ heading: 'title' }}
      emptyText="还没有关注的标的：在标的页点击“关注”，开拍前会提醒您"
      // The list has no filters: the export is every lot the user follows.
      toolbar={
        <ListToolbar
          exportAs={{
            code: PERMISSIONS.myAttentionExport.code,
            fileName: '我的关注.xlsx',
            download: exportFollows,
          }}
        />
      }
    />
  );
}
