import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { reviewCompany } from '../api/reviews';
import type { CompanyQueue } from '../lib/company-review';
import { useReviewDecisions } from './use-review-decisions';

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

/** 通过 and 驳回 of a company queue's application (企业认证 or 开户信息变更). */
export function useCompanyDecisions(queue: CompanyQueue, onDecided: () => Promise<unknown>) {
  const labels = LABELS[queue];
  return useReviewDecisions<Row>({
    wording: (row) => ({
      approveTitle: `确认通过“${row.companyName ?? ''}”的${labels.what}吗？`,
      approveContent: labels.confirm,
      approved: labels.approved,
      rejectTitle: `驳回${labels.what}`,
      rejectDescription: `企业：${row.companyName ?? '—'}（申请人 ${row.applicantName ?? ''} ${row.applicantPhone}）`,
      rejected: labels.rejected,
      suggestions: COMMON_REASONS[queue],
    }),
    decide: (row, decision) => reviewCompany(queue, row.id, decision),
    onDecided,
  });
}
