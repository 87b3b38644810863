import type { PublicBid } from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Table, Tag } from 'antd';

const KIND_LABELS: Record<PublicBid['kind'], string> = {
  manual: '手动出价',
  proxy: '代理出价',
  auto: '代理出价',
};

/** The newest bids first, by alias only; the leading one marked. */
export function BidRecord(props: { bids: PublicBid[]; leaderAlias: string | null }) {
  return (
    <Table<PublicBid>
      size="small"
      rowKey="seq"
      pagination={false}
      dataSource={props.bids}
      locale={{ emptyText: '暂无数据' }}
      scroll={{ x: 480 }}
      columns={[
        {
          title: '竞买人',
          dataIndex: 'alias',
          render: (alias: string, _bid, index) => (
            <>
              {alias} {index === 0 && alias === props.leaderAlias ? <Tag color="red">领先</Tag> : null}
            </>
          ),
        },
        { title: '出价', dataIndex: 'amountFen', render: (fen: number) => formatFen(fen) },
        { title: '方式', dataIndex: 'kind', render: (kind: PublicBid['kind']) => KIND_LABELS[kind] },
        { title: '时间', dataIndex: 'at', render: (at: string) => formatTimestamp(new Date(at)) },
      ]}
    />
  );
}
