import type { PublicBid } from '@lyp/shared/auction/bid.schemas';
import { PRIORITY_HOLDER_LABEL } from '@lyp/shared/auction/priority-rights';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Tag } from 'antd';

const KIND_LABELS: Record<PublicBid['kind'], string> = {
  manual: '手动出价',
  proxy: '代理出价',
  auto: '代理出价',
  accept: '应价',
  sealed: '一次报价',
};

const COLUMNS = ['竞买人', '出价', '方式', '时间'];

/**
 * The newest bids first, by alias only; the leading one marked (领先, or 买受人 once sold).
 *
 * A plain table styled like antd's small one (lot-detail.css), scrolling sideways below
 * 480 px. antd's Table brings its sorting, filtering, paging and selection code (about 70 KB
 * compressed), and even its styles alone are 52 KB of CSS that a drawn lot page would carry
 * inline and every visitor's browser parse before the first paint.
 */
export function BidRecord(props: {
  bids: PublicBid[];
  leaderAlias: string | null;
  /** The leading bid's mark: 领先 while the lot runs, 买受人 once sold, none when it did not sell. */
  holder: string | null;
}) {
  const { holder } = props;
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone (its rows hold nothing to focus).
    <div className="lyp-bid-record" tabIndex={0} role="region" aria-label="出价记录">
      <table>
        <thead>
          <tr>
            {COLUMNS.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.bids.length === 0 ? (
            <tr>
              <td className="lyp-bid-record__empty" colSpan={COLUMNS.length}>
                暂无数据
              </td>
            </tr>
          ) : (
            props.bids.map((bid, index) => (
              <tr key={bid.seq}>
                <td>
                  {bid.alias}{' '}
                  {holder && index === 0 && bid.alias === props.leaderAlias ? (
                    <Tag color="red">{holder}</Tag>
                  ) : null}
                  {bid.priority ? <Tag color="gold">{PRIORITY_HOLDER_LABEL}</Tag> : null}
                </td>
                <td>{formatFen(bid.amountFen)}</td>
                <td>{KIND_LABELS[bid.kind]}</td>
                <td>{formatTimestamp(new Date(bid.at))}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
