import type { DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Space } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton, ListPage, type ListState, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { depositAuditListQuery, exportDepositAudits } from '../api/deposit-audit';
import { DEFAULT_STATUS, statusToQuery } from '../lib/deposit-display';
import { RETURN_COLUMNS, RETURN_FILTERS, REVIEW_COLUMNS, REVIEW_FILTERS } from './deposit-columns';
import { RefundBatchTools } from './refund-batch-tools';

export type DepositAction = 'review' | 'return' | 'record';
type OnAction = (kind: DepositAction, deposit: DepositAuditRow) => void;

/** Each tab keeps its own filters and page in the URL under its prefix. */
export const REVIEW_PREFIX = 'd';
export const RETURN_PREFIX = 'r';

const recordAction = (onAction: OnAction): RowAction<DepositAuditRow> => ({
  key: 'record',
  label: '审核记录',
  code: PERMISSIONS.marginAuditView.code,
  onClick: (row) => onAction('record', row),
});

const returnAction = (onAction: OnAction): RowAction<DepositAuditRow> => ({
  key: 'return',
  label: '确认退还',
  code: PERMISSIONS.marginReturnAudit.code,
  hidden: (row) => row.status !== 'returning',
  onClick: (row) => onAction('return', row),
});

const auditListQuery = (filters: Record<string, unknown>, state: ListState) =>
  depositAuditListQuery({ ...filters, current: state.current, size: state.size });

/** The tab's deposits as filtered, as a spreadsheet. */
const exportButton = (filters: Record<string, unknown>) => (
  <Can code={PERMISSIONS.marginExport.code}>
    <ExportButton fileName="保证金管理.xlsx" download={() => exportDepositAudits(filters)} />
  </Can>
);

/** Deposits by status (待审核 unless the URL names another), lot, bidder and submitted day. */
export function DepositReviewList({ onAction }: { onAction: OnAction }) {
  const [params, setParams] = useSearchParams();
  const statusKey = `${REVIEW_PREFIX}.status`;
  // Shows the default in the search form too: a fresh list, or one just reset, reads 待审核.
  useEffect(() => {
    if (params.has(statusKey)) return;
    setParams(
      (latest) => {
        const next = new URLSearchParams(latest);
        next.set(statusKey, DEFAULT_STATUS);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, statusKey]);

  return (
    <ListPage<DepositAuditRow>
      filters={REVIEW_FILTERS}
      defaults={{ prefix: REVIEW_PREFIX }}
      query={(state) =>
        auditListQuery({ ...state.filters, status: statusToQuery(state.filters.status) }, state)
      }
      toolbar={(state) => exportButton({ ...state.filters, status: statusToQuery(state.filters.status) })}
      rowKey="id"
      columns={REVIEW_COLUMNS}
      actionsWidth={200}
      rowActions={[
        {
          key: 'review',
          label: '审核',
          code: PERMISSIONS.marginPaymentAudit.code,
          hidden: (row) => row.status !== 'submitted',
          onClick: (row) => onAction('review', row),
        },
        returnAction(onAction),
        recordAction(onAction),
      ]}
    />
  );
}

/**
 * 待退还: released deposits to pay back, the longest waiting (and so the overdue) first; paid
 * one by one, or by the bank's batch payment file and its result.
 */
export function DepositReturnList({
  onAction,
  onRefundsImported,
}: {
  onAction: OnAction;
  onRefundsImported: () => Promise<unknown>;
}) {
  return (
    <ListPage<DepositAuditRow>
      filters={RETURN_FILTERS}
      defaults={{ prefix: RETURN_PREFIX }}
      query={(state) => auditListQuery({ ...state.filters, status: 'returning' }, state)}
      toolbar={(state) => (
        <Space wrap>
          <RefundBatchTools
            filters={{ ...state.filters, status: 'returning' }}
            onImported={onRefundsImported}
          />
          {exportButton({ ...state.filters, status: 'returning' })}
        </Space>
      )}
      rowKey="id"
      columns={RETURN_COLUMNS}
      actionsWidth={180}
      rowActions={[returnAction(onAction), recordAction(onAction)]}
    />
  );
}
