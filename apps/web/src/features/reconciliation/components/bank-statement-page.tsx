import type { StatementLine } from '@lyp/shared/reconciliation/statement.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage, ReasonModal, type ReasonRequest, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { refreshStatementLines, rejectLine, statementLinesQuery } from '../api/statements';
import { DEFAULT_LINE_STATUS, lineStatusToQuery } from '../lib/line-display';
import { ImportStatementModal } from './import-statement-modal';
import { MatchLineModal } from './match-line-modal';
import { LINE_COLUMNS, LINE_FILTERS } from './statement-line-columns';

/** What a line that is no one's business is usually closed with. */
const REJECT_REASONS = [
  '非平台业务款项，已原路退回',
  '竞买人重复缴款，已原路退回',
  '金额不符，已联系付款人退回重付',
];

/**
 * 银行对账: import the platform account's statement (credits naming a deposit or an order with
 * the amount due are confirmed at once) and settle by hand what it could not match.
 */
export function BankStatementPage() {
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [matching, setMatching] = useState<StatementLine>();
  const [rejecting, setRejecting] = useState<ReasonRequest>();
  const refresh = () => refreshStatementLines(queryClient);
  useDefaultLineStatus();

  const rowActions: RowAction<StatementLine>[] = [
    {
      key: 'match',
      label: '人工匹配',
      code: PERMISSIONS.statementResolve.code,
      hidden: (line) => line.status !== 'exception',
      onClick: setMatching,
    },
    {
      key: 'reject',
      label: '驳回',
      code: PERMISSIONS.statementResolve.code,
      hidden: (line) => line.status !== 'exception',
      onClick: (line) =>
        setRejecting({
          title: '驳回银行流水',
          description: `${line.transactedAt} ${line.payerName ?? ''} 的这笔收入将标记为已处理，不确认任何款项。`,
          suggestions: REJECT_REASONS,
          successMessage: '已驳回该笔流水',
          submit: async (reason) => {
            await rejectLine(line.id, reason);
            await refresh();
          },
        }),
    },
  ];

  return (
    <>
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title="导入平台收款账户的银行对账单：附言含保证金参考号（BZJ…）或订单号（DD…）且金额相符的收入自动确认到账，其余列为待处理。重复导入不会重复确认。"
      />
      <ListPage<StatementLine>
        title="银行对账"
        filters={LINE_FILTERS}
        query={(state) =>
          statementLinesQuery({
            ...(typeof state.filters.keyword === 'string' ? { keyword: state.filters.keyword } : {}),
            ...(lineStatusToQuery(state.filters.status)
              ? { status: lineStatusToQuery(state.filters.status) }
              : {}),
            current: state.current,
            size: state.size,
          })
        }
        toolbar={
          <Can code={PERMISSIONS.statementImport.code}>
            <Button type="primary" onClick={() => setImporting(true)}>
              导入对账单
            </Button>
          </Can>
        }
        rowKey="id"
        columns={LINE_COLUMNS}
        rowActions={rowActions}
        actionsWidth={160}
        emptyText="没有符合条件的银行流水"
      />
      <ImportStatementModal open={importing} onClose={() => setImporting(false)} onImported={refresh} />
      <MatchLineModal line={matching} onClose={() => setMatching(undefined)} onDone={refresh} />
      <ReasonModal request={rejecting} onClose={() => setRejecting(undefined)} />
    </>
  );
}

/** Shows the default in the search form too: a fresh list, or one just reset, reads 待处理. */
function useDefaultLineStatus() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.has('status')) return;
    setParams(
      (latest) => {
        const next = new URLSearchParams(latest);
        next.set('status', DEFAULT_LINE_STATUS);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
}
