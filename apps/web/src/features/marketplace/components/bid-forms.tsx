import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Button, InputNumber, Space } from 'antd';
import { capitals, type BidKind } from '../hooks/use-bid-sender';
import { bidAmountProblem, maxAmountProblem, stepAmounts } from '../lib/bid-form-rules';

const yuanToFen = (yuan: number | null) => (yuan === null ? undefined : Math.round(yuan * 100));

interface FormProps {
  live: LotLiveState;
  valueFen: number | undefined;
  onChange: (valueFen: number | undefined) => void;
  sending: boolean;
  onConfirm: (kind: BidKind, valueFen: number) => void;
}

/** 我的出价: the amount in yuan, its capitals or what is wrong with it, and one-click steps. */
export function BidAmountForm({ live, valueFen: amountFen, onChange, sending, onConfirm }: FormProps) {
  const bidProblem = bidAmountProblem(amountFen, live);
  return (
    <div className="lyp-bid-form">
      <label className="lyp-bid-form__label" htmlFor="bid-amount">
        我的出价（元）
      </label>
      <Space.Compact className="lyp-bid-form__row">
        <InputNumber
          id="bid-amount"
          aria-label="出价金额（元）"
          min={0}
          precision={2}
          step={live.incrementFen / 100}
          value={amountFen === undefined ? null : amountFen / 100}
          status={amountFen !== undefined && bidProblem ? 'error' : undefined}
          onChange={(value) => onChange(yuanToFen(value))}
        />
        <Button
          type="primary"
          loading={sending}
          disabled={bidProblem !== undefined}
          onClick={() => amountFen !== undefined && onConfirm('bid', amountFen)}
        >
          出价
        </Button>
      </Space.Compact>
      <div className="lyp-bid-form__hint" role="status">
        {bidProblem ?? `大写：${capitals(amountFen ?? 0)}`}
      </div>
      <Space wrap size={[8, 8]}>
        {stepAmounts(live).map((step) => (
          <Button key={step.label} size="small" onClick={() => onChange(step.amountFen)}>
            {step.label} {formatFen(step.amountFen)}
          </Button>
        ))}
      </Space>
    </div>
  );
}

/** 设置最高价: the proxy bid's ceiling, bid up to by the increment when others bid. */
export function MaxAmountForm({ live, valueFen: maxFen, onChange, sending, onConfirm }: FormProps) {
  const maxProblem = maxFen === undefined ? undefined : maxAmountProblem(maxFen, live);
  return (
    <div className="lyp-bid-form">
      <label className="lyp-bid-form__label" htmlFor="max-amount">
        设置最高价（代理出价，元）
      </label>
      <Space.Compact className="lyp-bid-form__row">
        <InputNumber
          id="max-amount"
          aria-label="最高价（元）"
          min={0}
          precision={2}
          step={live.incrementFen / 100}
          placeholder={`不低于 ${(live.nextMinimumFen / 100).toFixed(2)}`}
          value={maxFen === undefined ? null : maxFen / 100}
          status={maxProblem ? 'error' : undefined}
          onChange={(value) => onChange(yuanToFen(value))}
        />
        <Button
          loading={sending}
          disabled={maxFen === undefined || maxProblem !== undefined}
          onClick={() => maxFen !== undefined && onConfirm('max', maxFen)}
        >
          设置最高价
        </Button>
      </Space.Compact>
      <div className="lyp-bid-form__hint">
        {maxProblem ?? '他人出价时，系统按加价幅度自动替您跟价，直至您的最高价。'}
      </div>
    </div>
  );
}
