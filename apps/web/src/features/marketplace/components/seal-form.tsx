import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { capitals } from '../hooks/use-bid-sender';
import { useSealedBidSender } from '../hooks/use-sealed-bid-sender';

/** What is wrong with an amount, in the words of the server's own refusals, or null. */
export function sealedAmountProblem(amountFen: number | undefined, live: LotLiveState, myFen: number | null) {
  if (amountFen === undefined) return '请输入报价金额';
  if (amountFen < live.startPriceFen) return `报价须不低于起拍价 ${formatFen(live.startPriceFen)}`;
  if (amountFen % 100 !== 0) return '报价须为整元金额';
  if (myFen !== null && amountFen <= myFen)
    return `报价只可提高，新报价须高于您已提交的报价 ${formatFen(myFen)}`;
  return null;
}

/** The amount, checked as typed, and the button that seals it (or raises the caller's bid). */
export function SealForm(props: {
  live: LotLiveState;
  myFen: number | null;
  onSealed: (receipt: SealedReceipt) => void;
  lotId: number;
}) {
  const { live, myFen, onSealed, lotId } = props;
  const [amountFen, setAmountFen] = useState<number | undefined>();
  const { sending, submit } = useSealedBidSender(lotId);
  const { modal } = useFeedback();
  const problem = sealedAmountProblem(amountFen, live, myFen);
  // Confirmed first: a sealed bid can be raised later but never lowered or withdrawn.
  const seal = () => {
    if (amountFen === undefined || problem) return;
    modal.confirm({
      title: '确认报价',
      content: `报价金额：${formatFen(amountFen)}（${capitals(amountFen)}）。提交后只可提高，不可降低或撤回。`,
      okText: '确认报价',
      cancelText: '取消',
      onOk: async () => {
        const receipt = await submit(amountFen);
        if (receipt) {
          setAmountFen(undefined);
          onSealed(receipt);
        }
      },
    });
  };
  return (
    <div className="lyp-bid-form">
      <label className="lyp-bid-form__label" htmlFor="sealed-amount">
        {myFen === null ? '我的报价（元）' : '提高报价（元）'}
      </label>
      <Space.Compact className="lyp-bid-form__row">
        <InputNumber
          id="sealed-amount"
          aria-label="报价金额（元）"
          min={0}
          precision={0}
          placeholder={`不低于 ${live.startPriceFen / 100}`}
          value={amountFen === undefined ? null : amountFen / 100}
          status={amountFen !== undefined && problem ? 'error' : undefined}
          onChange={(value) => setAmountFen(value === null ? undefined : Math.round(value * 100))}
        />
        <Button type="primary" loading={sending} disabled={problem !== null} onClick={seal}>
          {myFen === null ? '提交报价' : '提高报价'}
        </Button>
      </Space.Compact>
      <div className="lyp-bid-form__hint" role="status">
        {amountFen !== undefined
          ? (problem ?? `大写：${capitals(amountFen)}`)
          : '提交后只可提高，不可降低或撤回。'}
      </div>
    </div>
  );
}
