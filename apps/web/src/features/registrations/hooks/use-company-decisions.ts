import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { useState } from 'react';
import { useConfirm, type ReasonRequest } from '../../../components/back-office';
import { useFeedback } from '../../../lib/feedback';
import { reviewCompany, type Decision } from '../api/reviews';
import type { CompanyQueue } from '../lib/company-review';

type Row = CompanyAuthReviewRow;

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

/**
 * 通过 (after a confirmation) and 驳回 (with a reason) of a queue's application. `onDecided`
 * closes what is open and re-reads the list. `rejecting` feeds the page's ReasonModal.
 */
export function useCompanyDecisions(queue: CompanyQueue, onDecided: () => Promise<unknown>) {
  const { message } = useFeedback();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState<ReasonRequest>();
  const labels = LABELS[queue];
  const decide = async (row: Row, decision: Decision) => {
    await reviewCompany(queue, row.id, decision);
  };

  const approve = (row: Row) =>
    confirm({
      title: `确认通过“${row.companyName ?? ''}”的${labels.what}吗？`,
      content: labels.confirm,
      okText: '通过',
      onOk: async () => {
        await decide(row, { approved: true });
        void message.success(labels.approved);
        await onDecided();
      },
    });
  const reject = (row: Row) =>
    setRejecting({
      title: `驳回${labels.what}`,
      description: `企业：${row.companyName ?? '—'}（申请人 ${row.applicantName ?? ''} ${row.applicantPhone}）`,
      suggestions: COMMON_REASONS[queue],
      successMessage: labels.rejected,
      submit: async (reason) => {
        await decide(row, { approved: false, reason });
        await onDecided();
      },
    });
  return { approve, reject, rejecting, clearRejecting: () => setRejecting(undefined) };
}
