import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Button, InputNumber, Space } from 'antd';
import type { ReactNode } from 'react';
import { capitals, type BidKind } from '../hooks/use-bid-sender';
import { bidAmountProblem, maxAmountProblem, stepAmounts } from '../lib/bid-form-rules';

const yuanToFen = (yuan: number | null) => (yuan === null ? undefined : Math.round(yuan * 100));

interface FormProps {
  live: LotLiveState;
  valueFen: number | undefined;
  onChange: (valueFen: number | undefined) => void;
  sending: boolean;
  onConfirm: (kind: BidKind, valueFen: number) => void;
  /** "/吨" when the lot is priced per unit. */
  per?: string | undefined;
}

/** Both forms' frame: the amount in yuan, the button that sends it, and a line under them. */
function AmountForm({
  id,
  label,
  ariaLabel,
  placeholder,
  live,
  valueFen,
  onChange,
  invalid,
  button,
  hint,
  announceHint = false,
  children,
}: Pick<FormProps, 'live' | 'valueFen' | 'onChange'> & {
  id: string;
  label: string;
  ariaLabel: string;
  placeholder?: string;
  /** Whether to mark the amount as wrong. */
  invalid: boolean;
  button: ReactNode;
  hint: ReactNode;
  /** Read the hint out as it changes (the bid's capitals or its problem). */
  announceHint?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="lyp-bid-form">
      <label className="lyp-bid-form__label" htmlFor={id}>
        {label}
      </label>
      <Space.Compact className="lyp-bid-form__row">
        <InputNumber
          id={id}
          aria-label={ariaLabel}
          min={0}
          precision={2}
          step={live.incrementFen / 100}
          placeholder={placeholder}
          value={valueFen === undefined ? null : valueFen / 100}
          status={invalid ? 'error' : undefined}
          onChange={(value) => onChange(yuanToFen(value))}
        />
        {button}
      </Space.Compact>
      <div className="lyp-bid-form__hint" role={announceHint ? 'status' : undefined}>
        {hint}
      </div>
      {children}
    </div>
  );
}

/** 我的出价: the amount in yuan, its capitals or what is wrong with it, and one-click steps. */
export function BidAmountForm({ live, valueFen: amountFen, onChange, sending, onConfirm, per }: FormProps) {
  const bidProblem = bidAmountProblem(amountFen, live);
  return (
    <AmountForm
      id="bid-amount"
      label={`我的出价（元${per ?? ''}）`}
      ariaLabel="出价金额（元）"
      live={live}
      valueFen={amountFen}
      onChange={onChange}
      invalid={amountFen !== undefined && bidProblem !== undefined}
      button={
        <Button
          type="primary"
          loading={sending}
          disabled={bidProblem !== undefined}
          onClick={() => amountFen !== undefined && onConfirm('bid', amountFen)}
        >
          出价
        </Button>
      }
      hint={bidProblem ?? `大写：${capitals(amountFen ?? 0)}`}
      announceHint
    >
      <Space wrap size={[8, 8]}>
        {stepAmounts(live).map((step) => (
          <Button key={step.label} size="small" onClick={() => onChange(step.amountFen)}>
            {step.label} {formatFen(step.amountFen)}
          </Button>
        ))}
      </Space>
    </AmountForm>
  );
}

/** 设置最高价: the proxy bid's ceiling, bid up to by the increment when others bid. */
export function MaxAmountForm({ live, valueFen: maxFen, onChange, sending, onConfirm, per }: FormProps) {
  const maxProblem = maxFen === undefined ? undefined : maxAmountProblem(maxFen, live);
  return (
    <AmountForm
      id="max-amount"
      label={`设置最高价（代理出价，元${per ?? ''}）`}
      ariaLabel="最高价（元）"
      placeholder={`不低于 ${(live.nextMinimumFen / 100).toFixed(2)}`}
      live={live}
      valueFen={maxFen}
      onChange={onChange}
      invalid={maxProblem !== undefined}
      button={
        <Button
          loading={sending}
          disabled={maxFen === undefined || maxProblem !== undefined}
          onClick={() => maxFen !== undefined && onConfirm('max', maxFen)}
        >
          设置最高价
        </Button>
      }
      hint={maxProblem ?? '他人出价时，系统按加价幅度自动替您跟价，直至您的最高价。'}
    />
  );
}
