import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  depositAuditInfoResponseSchema,
  depositAuditListBodySchema,
  depositAuditListResponseSchema,
  depositIdParamsSchema,
  depositInfoResponseSchema,
  depositListBodySchema,
  depositListResponseSchema,
  depositPayBodySchema,
  depositPaymentAuditBodySchema,
  depositResponseSchema,
  depositReturnAuditBodySchema,
  lotIdParamsSchema,
  refundResultImportBodySchema,
  refundResultSummaryResponseSchema,
} from './deposit.schemas';

/** Deposits (the spec's margin, 保证金): paid by bank transfer, confirmed, frozen and returned. */
export const depositEndpoints = defineEndpoints('保证金', {
  marginInfoByAuction: {
    access: 'authenticated',
    summary: '标的的保证金要求、收款账户与本人的缴纳情况',
    params: lotIdParamsSchema,
    response: depositInfoResponseSchema,
  },
  marginPay: {
    changesReviewQueue: true,
    access: PERMISSIONS.marginPay,
    summary: '提交保证金缴款凭证（银行转账后上传）',
    body: depositPayBodySchema,
    response: depositResponseSchema,
  },
  marginAuditList: {
    access: PERMISSIONS.marginAuditView,
    summary: '保证金审核列表（按状态、标的、竞买人与提交日期筛选；退还中的按释放时间先后，逾期的在前）',
    body: depositAuditListBodySchema,
    response: depositAuditListResponseSchema,
  },
  marginRefundBatchExport: {
    access: PERMISSIONS.marginReturnAudit,
    summary: '待退还保证金的批量代付文件（.xlsx，企业网银批量代付格式；缺少退款账户的另列一页）',
    body: depositAuditListBodySchema,
  },
  marginRefundResultImport: {
    changesReviewQueue: true,
    access: PERMISSIONS.marginReturnAudit,
    summary:
      '导入银行的批量代付结果文件（.xlsx 或 .csv）：成功的退款标记为已退还，其余列出原因；重复导入不改变任何记录',
    body: refundResultImportBodySchema,
    response: refundResultSummaryResponseSchema,
  },
  marginAuditInfo: {
    access: PERMISSIONS.marginAuditView,
    summary: '审核员查看一笔保证金：流水（含经办人）、标的应缴金额与平台收款账户',
    params: depositIdParamsSchema,
    response: depositAuditInfoResponseSchema,
  },
  marginAuditExport: {
    access: PERMISSIONS.marginExport,
    summary: '按当前查询条件导出保证金（.xlsx，边查边写）',
    body: depositAuditListBodySchema,
  },
  marginPaymentAudit: {
    changesReviewQueue: true,
    access: PERMISSIONS.marginPaymentAudit,
    summary: '审核保证金缴纳：确认到账（冻结）或驳回',
    body: depositPaymentAuditBodySchema,
    response: depositResponseSchema,
  },
  marginReturnAudit: {
    changesReviewQueue: true,
    access: PERMISSIONS.marginReturnAudit,
    summary: '确认保证金已退还（须填转账流水号，可附退款凭证）',
    body: depositReturnAuditBodySchema,
    response: depositResponseSchema,
  },
  myMargins: {
    access: PERMISSIONS.myMarginView,
    summary: '我的保证金',
    body: depositListBodySchema,
    response: depositListResponseSchema,
  },
  myMarginsExport: {
    access: PERMISSIONS.myMarginExport,
    summary: '按当前查询条件导出我的保证金（.xlsx，边查边写）',
    body: depositListBodySchema,
  },
  myMarginInfo: {
    access: PERMISSIONS.myMarginView,
    summary: '我的一笔保证金及其流水',
    params: depositIdParamsSchema,
    response: depositResponseSchema,
  },
});
