import {
  PAYMENT_KIND_LABELS,
  STATEMENT_LINE_STATUS_LABELS,
  STATEMENT_PROBLEM_LABELS,
  type StatementLine,
} from '@lyp/shared/reconciliation/statement.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Tag, Typography, type TableColumnsType } from 'antd';
import type { FilterField } from '../../../components/back-office';
import { LINE_STATUS_COLORS, lineStatusOptions } from '../lib/line-display';

export const LINE_FILTERS: FilterField[] = [
  { name: 'status', label: '状态', kind: 'select', options: lineStatusOptions },
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '附言、付款人、流水号或参考号' },
];

/** A credit of the statement: when, how much, from whom, what it said, and what became of it. */
export const LINE_COLUMNS: TableColumnsType<StatementLine> = [
  {
    title: '交易时间',
    dataIndex: 'transactedAt',
    width: 170,
    render: (at: string, line) => (
      <>
        <div>{at}</div>
        {line.bankSerial ? <div className="lyp-muted">{line.bankSerial}</div> : null}
      </>
    ),
  },
  {
    title: '金额',
    dataIndex: 'amountFen',
    align: 'right',
    width: 130,
    render: (fen: number) => <Typography.Text strong>{formatFen(fen)}</Typography.Text>,
  },
  {
    title: '付款人',
    dataIndex: 'payerName',
    render: (name: string | null, line) => (
      <>
        <div>{name ?? '—'}</div>
        {line.payerAccount ? <div className="lyp-muted">{line.payerAccount}</div> : null}
      </>
    ),
  },
  { title: '附言', dataIndex: 'note', ellipsis: true },
  {
    title: '处理结果',
    dataIndex: 'status',
    render: (_status, line) => (
      <>
        <Tag color={LINE_STATUS_COLORS[line.status]}>{STATEMENT_LINE_STATUS_LABELS[line.status]}</Tag>
        {line.problem && line.status === 'exception' ? (
          <Tag>{STATEMENT_PROBLEM_LABELS[line.problem]}</Tag>
        ) : null}
        {line.matchedReference && line.status !== 'exception' ? (
          <div className="lyp-muted">
            {line.matchedKind ? PAYMENT_KIND_LABELS[line.matchedKind] : ''} {line.matchedReference}
          </div>
        ) : null}
        {line.status === 'exception' && line.problemDetail ? (
          <div className="lyp-muted">{line.problemDetail}</div>
        ) : null}
        {line.resolutionNote ? (
          <div className="lyp-muted">
            {line.resolvedByName ?? ''}：{line.resolutionNote}
          </div>
        ) : null}
      </>
    ),
  },
];
