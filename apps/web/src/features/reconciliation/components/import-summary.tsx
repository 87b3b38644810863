import {
  PAYMENT_KIND_LABELS,
  STATEMENT_PROBLEM_LABELS,
  type StatementImportSummary,
  type StatementLine,
} from '@lyp/shared/reconciliation/statement.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Alert, Space, Table, Typography } from 'antd';

const lineColumns = (kind: 'confirmed' | 'exception') => [
  { title: '交易时间', dataIndex: 'transactedAt', width: 160 },
  { title: '金额', dataIndex: 'amountFen', width: 120, render: (fen: number) => formatFen(fen) },
  { title: '付款人', dataIndex: 'payerName', render: (name: string | null) => name ?? '—' },
  kind === 'confirmed'
    ? {
        title: '确认的款项',
        key: 'matched',
        render: (_value: unknown, line: StatementLine) =>
          `${line.matchedKind ? PAYMENT_KIND_LABELS[line.matchedKind] : ''} ${line.matchedReference ?? ''}`,
      }
    : {
        title: '原因',
        key: 'problem',
        render: (_value: unknown, line: StatementLine) =>
          `${line.problem ? STATEMENT_PROBLEM_LABELS[line.problem] : ''}：${line.problemDetail ?? ''}`,
      },
];

/** What an import did: confirmed payments, exceptions for a person, and what it passed over. */
export function ImportSummary({ summary }: { summary: StatementImportSummary }) {
  const nothingNew = summary.importId === null;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type={nothingNew ? 'info' : summary.exceptions.length > 0 ? 'warning' : 'success'}
        showIcon
        title={
          nothingNew
            ? `「${summary.fileName}」中的 ${summary.credits} 笔收入均已导入过，未作任何更改`
            : `共 ${summary.credits} 笔收入：自动确认 ${summary.confirmed.length} 笔，待人工处理 ${summary.exceptions.length} 笔，此前已导入 ${summary.alreadyImported} 笔；另有支出 ${summary.debits} 笔未处理`
        }
      />
      {summary.unreadable.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`${summary.unreadable.length} 行无法识别，未作处理`}
          description={summary.unreadable.map((row) => `第 ${row.row} 行：${row.reason}`).join('；')}
        />
      ) : null}
      {summary.confirmed.length > 0 ? (
        <>
          <Typography.Text strong>自动确认</Typography.Text>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            columns={lineColumns('confirmed')}
            dataSource={summary.confirmed}
          />
        </>
      ) : null}
      {summary.exceptions.length > 0 ? (
        <>
          <Typography.Text strong>待人工处理（可在列表中人工匹配或驳回）</Typography.Text>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            columns={lineColumns('exception')}
            dataSource={summary.exceptions}
          />
        </>
      ) : null}
    </Space>
  );
}
