import {
  PAYMENT_KIND_LABELS,
  type MatchCandidate,
  type StatementLine,
} from '@lyp/shared/reconciliation/statement.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { LoadedChoiceField, RecordFormModal, type RecordDialogProps } from '../../../components/back-office';
import { matchCandidatesQuery, matchLine } from '../api/statements';

interface MatchValues {
  target: string;
  note?: string;
}

const keyOf = (candidate: Pick<MatchCandidate, 'kind' | 'id'>) => `${candidate.kind}:${candidate.id}`;

/**
 * 人工匹配: the credit beside the deposits and orders waiting for exactly its amount; the one
 * picked is confirmed paid, with this line as its evidence.
 */
export function MatchLineModal({ line, ...dialog }: { line: StatementLine | undefined } & RecordDialogProps) {
  return (
    <RecordFormModal<StatementLine, MatchValues>
      {...dialog}
      record={line}
      title="人工匹配银行流水"
      width={680}
      name="statement_match"
      okText="确认匹配"
      successMessage="已匹配并确认到账"
      onSubmit={(values, { id: lineId }) => {
        const [kind, id] = values.target.split(':') as ['deposit' | 'order', string];
        return matchLine({
          lineId,
          kind,
          targetId: Number(id),
          ...(values.note?.trim() ? { note: values.note.trim() } : {}),
        });
      }}
    >
      {(line) => <MatchFields line={line} />}
    </RecordFormModal>
  );
}

function MatchFields({ line }: { line: StatementLine }) {
  const candidates = useQuery(matchCandidatesQuery(line.id));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'at',
            label: '交易时间',
            children: `${line.transactedAt}${line.bankSerial ? `（${line.bankSerial}）` : ''}`,
          },
          {
            key: 'amount',
            label: '金额',
            children: <Typography.Text strong>{formatFen(line.amountFen)}</Typography.Text>,
          },
          {
            key: 'payer',
            label: '付款人',
            children: [line.payerName, line.payerAccount].filter(Boolean).join(' ') || '—',
          },
          { key: 'note', label: '附言', children: line.note || '—' },
          { key: 'problem', label: '未自动确认的原因', children: line.problemDetail ?? '—' },
        ]}
      />
      <LoadedChoiceField
        choices={candidates}
        failedTitle="候选款项加载失败"
        none={`没有金额为 ${formatFen(line.amountFen)} 的待确认保证金或订单，可驳回该笔流水`}
        name="target"
        label="对应的款项（金额相同、待确认）"
        requiredMessage="请选择对应的款项"
        valueOf={keyOf}
      >
        {(candidate) => (
          <>
            <Tag>{PAYMENT_KIND_LABELS[candidate.kind]}</Tag>
            <Typography.Text strong>{candidate.reference}</Typography.Text> {candidate.payerName} ·{' '}
            {candidate.lotTitle}
            {candidate.submittedAt ? (
              <Typography.Text type="secondary">
                {' '}
                · 提交于 {formatTimestamp(new Date(candidate.submittedAt))}
              </Typography.Text>
            ) : null}
          </>
        )}
      </LoadedChoiceField>
      <Form.Item name="note" label="说明（选填）">
        <Input maxLength={200} placeholder="如：付款人来电确认附言填错" />
      </Form.Item>
    </Space>
  );
}
