import type { SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Button, Descriptions } from 'antd';
import { useFeedback } from '../../../lib/feedback';
import { receiptText } from '../lib/sealed-receipt-text';
import { when } from './lot-detail-parts';

/** One receipt (回执): what was sealed, when, and its commitment, with a button to copy it all. */
export function SealedReceiptCard({
  receipt,
  title = '报价回执',
}: {
  receipt: SealedReceipt;
  title?: string;
}) {
  const { message } = useFeedback();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receiptText(receipt));
      void message.success('回执已复制，请妥善保存，结束后可在报价结果中核验');
    } catch {
      void message.error('复制失败，请手动选择回执内容复制');
    }
  };
  return (
    <Descriptions
      className="lyp-sealed-receipt"
      size="small"
      column={1}
      bordered
      title={title}
      extra={
        <Button size="small" onClick={() => void copy()}>
          复制回执
        </Button>
      }
      items={[
        { key: 'alias', label: '您的代号', children: receipt.alias },
        { key: 'amount', label: '报价金额', children: formatFen(receipt.amountFen) },
        { key: 'at', label: '提交时间', children: when(receipt.submittedAt) },
        {
          key: 'commitment',
          label: '承诺值',
          children: <code className="lyp-sealed-commitment">{receipt.commitment}</code>,
        },
      ]}
    />
  );
}
