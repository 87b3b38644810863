import type { LotStatus } from '@lyp/shared/auction/bulletin.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { Text, Title } from '../../../components/typography/plain-typography';
import { useSessionStore } from '../../../stores/session-store';
import { mySealedBidsQuery, sealedResultQuery } from '../api/sealed-bid-api';
import { when } from './lot-detail-parts';

// Its text box (antd's Input, with the form code it brings) only shows once a sealed lot's
// result is out: not part of a lot page's first script.
const ReceiptCheckBox = lazy(() =>
  import('./receipt-check-box').then((module) => ({ default: module.ReceiptCheckBox })),
);

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
      <Suspense fallback={null}>
        <ReceiptCheckBox result={result.data} ownReceipts={mine.data?.receipts ?? []} />
      </Suspense>
    </section>
  );
}
