import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import {
  ExportButton,
  ListPage,
  ReasonModal,
  useConfirm,
  type ReasonRequest,
} from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { reviewRowActions } from '../lib/review-row-actions';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { companyListFilter, companyRowState, type CompanyQueue } from '../lib/company-review';
import { reviewFilters, reviewStateOf } from '../lib/review-display';
import { AddSubAccountModal } from './add-sub-account-modal';
import { BankEditModal } from './bank-edit-modal';
import { companyColumns } from './company-columns';
import { CompanyDetailDrawer } from './company-detail-drawer';
import { useFeedback } from '../../../lib/feedback';

type Row = CompanyAuthReviewRow;
type Dialog = { kind: 'detail' | 'bank' | 'subAccount'; row: Row };

const COMMON_REASONS: Record<CompanyQueue, readonly string[]> = {
  company: [
    '营业执照照片模糊或不完整，请重新上传',
    '企业名称或统一社会信用代码与营业执照不一致',
    '营业执照已过有效期或已注销',
    '联系人或联系电话无法核实',
  ],
  bank: ['开户名称与企业名称不一致', '银行账号或联行号有误，请核对开户许可证', '请提供加盖公章的变更说明'],
};

const LABELS: Record<CompanyQueue, { what: string; approved: string; rejected: string; confirm: string }> = {
  company: {
    what: '企业认证',
    approved: '已通过企业认证',
    rejected: '已驳回企业认证，申请人将看到原因',
    confirm: '通过后将建立企业组织，申请人成为其主账号并可发布竞价。',
  },
  bank: {
    what: '开户信息变更',
    approved: '新的开户信息已生效',
    rejected: '已驳回开户信息变更，企业将看到原因',
    confirm: '通过后新账户立即生效，此后结算付至新账户。',
  },
};

/** 企业认证 and 开户信息变更: one list of applications, each queue reviewing its own step. */
export function CompanyReviewTab({ queue }: { queue: CompanyQueue }) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog>();
  const [rejecting, setRejecting] = useState<ReasonRequest>();
  const labels = LABELS[queue];
  const close = () => setDialog(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf('companyAuthSelect') });
  const review = (row: Row, decision: { approved: boolean; reason?: string }) =>
    call(queue === 'bank' ? 'companyBankReview' : 'companyAuthReview', { id: row.id, ...decision });

  const approve = (row: Row) =>
    confirm({
      title: `确认通过“${row.companyName ?? ''}”的${labels.what}吗？`,
      content: labels.confirm,
      okText: '通过',
      onOk: async () => {
        await review(row, { approved: true });
        void message.success(labels.approved);
        close();
        await refresh();
      },
    });
  const reject = (row: Row) =>
    setRejecting({
      title: `驳回${labels.what}`,
      description: `企业：${row.companyName ?? '—'}（申请人 ${row.applicantName ?? ''} ${row.applicantPhone}）`,
      suggestions: COMMON_REASONS[queue],
      successMessage: labels.rejected,
      submit: async (reason) => {
        await review(row, { approved: false, reason });
        close();
        await refresh();
      },
    });
  const open = (kind: Dialog['kind']) => (row: Row) => setDialog({ kind, row });
  const notPending = (row: Row) => companyRowState(queue, row) !== 'pending';
  const notCertified = (row: Row) => row.status !== 'approved' || row.orgId === null;

  const rowActions = reviewRowActions<Row>({
    detail: open('detail'),
    approve,
    reject,
    isPending: (row) => companyRowState(queue, row) === 'pending',
  });

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
          queryOptionsOf('companyAuthSelect', {
            ...filtersOf(state.filters),
            current: state.current,
            size: state.size,
          })
        }
        toolbar={(state) => (
          <Can code={PERMISSIONS.registerReviewExport.code}>
            <ExportButton
              fileName={queue === 'bank' ? '开户信息审核.xlsx' : '企业认证审核.xlsx'}
              download={() => download('companyAuthExport', filtersOf(state.filters))}
            />
          </Can>
        )}
        rowKey="id"
        columns={companyColumns(queue)}
        rowActions={rowActions}
        actionsWidth={160}
      />
      <CompanyDetailDrawer
        row={detail}
        onClose={close}
        footer={
          detail ? (
            <Space wrap>
              {!notPending(detail) ? (
                <>
                  <Can code={PERMISSIONS.registerReviewApprove.code}>
                    <Button type="primary" onClick={() => approve(detail)}>
                      通过
                    </Button>
                  </Can>
                  <Can code={PERMISSIONS.registerReviewReject.code}>
                    <Button danger onClick={() => reject(detail)}>
                      驳回
                    </Button>
                  </Can>
                </>
              ) : null}
              {!notCertified(detail) ? (
                <>
                  <Can code={PERMISSIONS.registerReviewBankEdit.code}>
                    <Button onClick={() => setDialog({ kind: 'bank', row: detail })}>修改开户信息</Button>
                  </Can>
                  <Can code={PERMISSIONS.registerReviewSubAccount.code}>
                    <Button onClick={() => setDialog({ kind: 'subAccount', row: detail })}>新增子账号</Button>
                  </Can>
                </>
              ) : null}
            </Space>
          ) : null
        }
      />
      <ReasonModal request={rejecting} onClose={() => setRejecting(undefined)} />
      <BankEditModal
        row={dialog?.kind === 'bank' ? dialog.row : undefined}
        onClose={close}
        onDone={refresh}
      />
      <AddSubAccountModal row={dialog?.kind === 'subAccount' ? dialog.row : undefined} onClose={close} />
    </>
  );
}
