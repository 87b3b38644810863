import {
  DOCUMENT_PARTY_LABELS,
  DOCUMENT_SIGNATORIES,
  type SaleDocument,
} from '@lyp/shared/auction/contract.schemas';
import { Space, Tag } from 'antd';

/** Who has confirmed a contract and who is awaited; documents without signatories say 已出具. */
export function DocumentStatus({
  document,
}: {
  document: Pick<SaleDocument, 'kind' | 'confirmations' | 'awaiting'>;
}) {
  if (DOCUMENT_SIGNATORIES[document.kind].length === 0) return <Tag color="blue">已出具</Tag>;
  return (
    <Space size={4} wrap>
      {document.confirmations.map((confirmation) => (
        <Tag key={confirmation.party} color="green">
          {DOCUMENT_PARTY_LABELS[confirmation.party]}已确认
        </Tag>
      ))}
      {document.awaiting.map((party) => (
        <Tag key={party} color="orange">
          待{DOCUMENT_PARTY_LABELS[party]}确认
        </Tag>
      ))}
    </Space>
  );
}
