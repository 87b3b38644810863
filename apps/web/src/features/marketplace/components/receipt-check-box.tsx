import type { SealedReceipt, SealedResult } from '@lyp/shared/auction/sealed-bid.schemas';
import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { Title } from '../../../components/typography/plain-typography';
import type { ReceiptCheck } from '../lib/sealed-receipt-check';
import { parseReceipt } from '../lib/sealed-receipt-text';

const CHECK_ALERTS: Record<
  ReceiptCheck['outcome'],
  { type: 'success' | 'error' | 'warning'; title: string }
> = {
  verified: { type: 'success', title: '核验通过：回执与公布的报价一致' },
  mismatch: { type: 'error', title: '核验不一致：回执内容与承诺值不符' },
  missing: { type: 'error', title: '核验不一致：报价结果中没有这笔报价' },
  not_revealed: { type: 'warning', title: '竞价结束后才能核验' },
};

/** 核验我的回执: the browser recomputes the commitment (SHA-256) and finds the bid in the list. */
export function ReceiptCheckBox({
  result,
  ownReceipts,
}: {
  result: SealedResult;
  ownReceipts: SealedReceipt[];
}) {
  const [text, setText] = useState('');
  const [check, setCheck] = useState<ReceiptCheck | 'unreadable' | undefined>();
  const run = async (receipt: SealedReceipt | null) => {
    if (!receipt) return setCheck('unreadable');
    // Loaded on the first check: it brings zod, which nothing else on a lot's page needs.
    const { checkReceipt } = await import('../lib/sealed-receipt-check');
    setCheck(await checkReceipt(receipt, result));
  };
  const alert =
    check === 'unreadable'
      ? { type: 'error' as const, title: '无法识别回执，请粘贴复制的完整回执' }
      : check && CHECK_ALERTS[check.outcome];
  return (
    <div className="lyp-sealed-check">
      <Title level={4}>核验我的回执</Title>
      <Input.TextArea
        aria-label="回执内容"
        rows={3}
        placeholder="粘贴报价时复制的回执"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Space wrap>
        <Button type="primary" onClick={() => void run(parseReceipt(text))}>
          核验粘贴的回执
        </Button>
        {ownReceipts.length > 0 ? (
          <Button onClick={() => void run(ownReceipts.at(-1)!)}>核验我的最后一次报价</Button>
        ) : null}
      </Space>
      {alert ? (
        <Alert
          type={alert.type}
          showIcon
          role="status"
          title={alert.title}
          description={
            check !== 'unreadable' && check?.outcome === 'verified' && !check.counted
              ? '这是您被后来提高的报价所取代的一次报价。'
              : undefined
          }
        />
      ) : null}
    </div>
  );
}
