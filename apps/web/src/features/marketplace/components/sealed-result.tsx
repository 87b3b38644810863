import type { LotStatus } from '@lyp/shared/auction/bulletin.schemas';
import type { SealedReceipt, SealedResult } from '@lyp/shared/auction/sealed-bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Text, Title } from '../../../components/typography/plain-typography';
import { useSessionStore } from '../../../stores/session-store';
import { mySealedBidsQuery, sealedResultQuery } from '../api/sealed-bid-api';
import { checkReceipt, parseReceipt, type ReceiptCheck } from '../lib/sealed-receipt-check';
import { when } from './lot-detail-parts';

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
  const run = async (receipt: SealedReceipt | null) =>
    setCheck(receipt ? await checkReceipt(receipt, result) : 'unreadable');
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

/** 报价结果 of an ended sealed-bid lot: every bid by alias with its commitment, and the revealed secret. */
export function SealedResultSection({ lotId, status }: { lotId: number; status: LotStatus }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const result = useQuery(sealedResultQuery(lotId));
  // Asked again when the lot's status moves: the list appears as soon as the close has committed.
  const { refetch } = result;
  useEffect(() => {
    void refetch();
  }, [refetch, status]);
  const mine = useQuery({ ...mySealedBidsQuery(lotId), enabled: signedIn });
  if (!result.data?.revealed) return null;
  const { bids, secret } = result.data;
  return (
    <section className="lyp-sealed-result" aria-label="报价结果">
      <Title level={3}>报价结果</Title>
      <Text type="secondary">
        每笔报价的承诺值 = SHA-256(lyp-sealed-v1|标的编号|代号|报价（分）|提交时间|密钥)。揭示的密钥：
      </Text>
      <code className="lyp-sealed-commitment">{secret ?? '（无人报价）'}</code>
      <table className="lyp-sealed-table">
        <thead>
          <tr>
            <th>竞买人</th>
            <th>报价</th>
            <th>提交时间</th>
            <th>承诺值</th>
            <th>状态</th>
          </tr>
        </thead>
        <tbody>
          {bids.map((bid) => (
            <tr key={bid.commitment}>
              <td>{bid.alias}</td>
              <td>{formatFen(bid.amountFen)}</td>
              <td>{when(bid.submittedAt)}</td>
              <td>
                <code className="lyp-sealed-commitment">{bid.commitment}</code>
              </td>
              <td>
                {bid.winning ? (
                  <Tag color="red">成交</Tag>
                ) : bid.counted ? (
                  <Tag>有效</Tag>
                ) : (
                  <Tag>已提高</Tag>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ReceiptCheckBox result={result.data} ownReceipts={mine.data?.receipts ?? []} />
    </section>
  );
}
