import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatCountdown } from '@lyp/shared/format/duration';
import { Alert, Button } from 'antd';
import { useDescendingPrice } from '../hooks/use-descending-price';
import { useServerNow } from '../hooks/use-server-now';
import type { BidKind } from '../hooks/use-bid-sender';
import { capitals } from '../hooks/use-bid-sender';

/** 降价中: the price now, the next drop's countdown and the floor, for the price box. */
export function DescendingNow({ live }: { live: LotLiveState }) {
  const price = useDescendingPrice(live);
  const now = useServerNow();
  if (!price || live.status === 'sold' || live.status === 'unsold') return null;
  const started = now >= Date.parse(live.startsAt);
  return (
    <div className="lyp-descending" data-testid="descending-now">
      <span className="lyp-tag lyp-tag--orange">降价中</span>
      {started && price.nextDropAt ? (
        <span>
          距下次降价 <strong>{formatCountdown(price.nextDropAt.getTime() - now)}</strong>
        </span>
      ) : null}
      {started && !price.nextDropAt ? <span>已降至最低价</span> : null}
      <span>最低价 {formatFen(price.floorPriceFen)}</span>
    </div>
  );
}

/**
 * 应价: one button at the price now. The first accept the server commits buys the lot; the
 * amount sent is the price the bidder saw, so a drop in between can only favour them.
 */
export function AcceptForm(props: {
  live: LotLiveState;
  sending: boolean;
  onConfirm: (kind: BidKind, valueFen: number) => void;
}) {
  const price = useDescendingPrice(props.live);
  if (!price) return null;
  const ascends = props.live.descending?.ascendMinutes;
  return (
    <div className="lyp-bid-form">
      <div className="lyp-bid-form__label">按当前价格应价</div>
      <Button
        type="primary"
        size="large"
        block
        loading={props.sending}
        onClick={() => props.onConfirm('accept', price.priceFen)}
      >
        应价 {formatFen(price.priceFen)}
      </Button>
      <div className="lyp-bid-form__hint">大写：{capitals(price.priceFen)}</div>
      <Alert
        type="info"
        showIcon
        title={
          ascends
            ? `第一个应价的竞买人领先，随后转为 ${ascends} 分钟增价竞价，价高者得。`
            : '第一个应价的竞买人即以该价格成交，竞价随即结束。'
        }
      />
    </div>
  );
}
