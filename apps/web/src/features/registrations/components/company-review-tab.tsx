import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, ReasonModal } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { companyReviewsQuery, exportCompanyReviews, refreshCompanyReviews } from '../api/reviews';
import { useCompanyDecisions } from '../hooks/use-company-decisions';
import { companyListFilter, companyRowState, type CompanyQueue } from '../lib/company-review';
import { reviewFilters, reviewStateOf } from '../lib/review-display';
import { reviewRowActions } from '../lib/review-row-actions';
import { AddSubAccountModal } from './add-sub-account-modal';
import { BankEditModal } from './bank-edit-modal';
import { companyColumns } from './company-columns';
import { CompanyDetailDrawer } from './company-detail-drawer';
import { ReviewDecisionButtons } from './review-decision-buttons';

type Row = CompanyAuthReviewRow;
type Dialog = { kind: 'detail' | 'bank' | 'subAccount'; row: Row };

/** 企业认证 and 开户信息变更: one list of applications, each queue reviewing its own step. */
export function CompanyReviewTab({ queue }: { queue: CompanyQueue }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const refresh = () => refreshCompanyReviews(queryClient);
  const { approve, reject, rejecting, clearRejecting } = useCompanyDecisions(queue, () => {
    close();
    return refresh();
  });
  const open = (kind: Dialog['kind']) => (row: Row) => setDialog({ kind, row });

  const detail = dialog?.kind === 'detail' ? dialog.row : undefined;
  const filtersOf = (filters: Record<string, string | undefined>) => ({
    ...companyListFilter(queue, reviewStateOf(filters.status)),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  return (
    <>
      <ListPage<Row>
        filters={reviewFilters('企业名称、信用代码、申请人或手机号')}
        defaults={{ prefix: queue }}
        query={(state) =>
          companyReviewsQuery({ ...filtersOf(state.filters), current: state.current, size: state.size })
        }
        toolbar={(state) => (
          <Can code={PERMISSIONS.registerReviewExport.code}>
            <ExportButton
              fileName={queue === 'bank' ? '开户信息审核.xlsx' : '企业认证审核.xlsx'}
              download={() => exportCompanyReviews(filtersOf(state.filters))}
            />
          </Can>
        )}
        rowKey="id"
        columns={companyColumns(queue)}
        rowActions={reviewRowActions<Row>({
          detail: open('detail'),
          approve,
          reject,
          isPending: (row) => companyRowState(queue, row) === 'pending',
        })}
        actionsWidth={160}
      />
      <CompanyDetailDrawer
        row={detail}
        onClose={close}
        footer={
          detail ? (
            <DetailActions row={detail} queue={queue} onApprove={approve} onReject={reject} onOpen={open} />
          ) : null
        }
      />
      <ReasonModal request={rejecting} onClose={clearRejecting} />
      <BankEditModal
        row={dialog?.kind === 'bank' ? dialog.row : undefined}
        onClose={close}
        onDone={refresh}
      />
      <AddSubAccountModal row={dialog?.kind === 'subAccount' ? dialog.row : undefined} onClose={close} />
    </>
  );
}

/** The drawer's buttons: the review while it waits, the account and staff once certified. */
function DetailActions({
  row,
  queue,
  onApprove,
  onReject,
  onOpen,
}: {
  row: Row;
  queue: CompanyQueue;
  onApprove: (row: Row) => void;
  onReject: (row: Row) => void;
  onOpen: (kind: Dialog['kind']) => (row: Row) => void;
}) {
  const pending = companyRowState(queue, row) === 'pending';
  const certified = row.status === 'approved' && row.orgId !== null;
  return (
    <Space wrap>
      {pending ? <ReviewDecisionButtons row={row} onApprove={onApprove} onReject={onReject} /> : null}
      {certified ? (
        <>
          <Can code={PERMISSIONS.registerReviewBankEdit.code}>
            <Button onClick={() => onOpen('bank')(row)}>修改开户信息</Button>
          </Can>
          <Can code={PERMISSIONS.registerReviewSubAccount.code}>
            <Button onClick={() => onOpen('subAccount')(row)}>新增子账号</Button>
          </Can>
        </>
      ) : null}
    </Space>
  );
}
