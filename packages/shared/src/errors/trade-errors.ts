import type { ErrorTable } from './error-table';

/**
 * Trade after the hammer and before it for industrial goods: 竞买人资质 (what a lot requires of
 * its bidders, the licences they send) and 提货 (the pickup and its deadline). Part of ERROR_CODES.
 */
export const TRADE_ERRORS = {
  QUALIFICATION_REQUIRED: {
    status: 409,
    message:
      '该标的要求竞买人具备以下资质：{names}。请在“立即认证 › 竞买人资质”中上传并通过审核（须在有效期内）后再参与',
  },
  QUALIFICATION_NOT_FOUND: { status: 404, message: '资质不存在或您无权查看' },
  QUALIFICATION_TYPE_UNKNOWN: {
    status: 400,
    message: '资质类型「{typeCode}」不存在或已停用，请从列表中选择',
  },
  QUALIFICATION_ALREADY_EXPIRED: {
    status: 400,
    message: '有效期至 {validUntil} 已过，请上传在有效期内的资质',
  },
  QUALIFICATION_NOT_MANAGER: { status: 403, message: '子账号不能上传或修改组织的资质，请使用主账号操作' },
  QUALIFICATION_WRONG_STATE: { status: 409, message: '该资质当前为「{status}」，不能审核' },
  PICKUP_DATE_AFTER_TODAY: { status: 400, message: '提货日期不能晚于今天（{today}）' },
  PICKUP_DATE_BEFORE_PAYMENT: { status: 400, message: '提货日期不能早于货款确认日期（{paidOn}）' },
  PICKUP_NOT_OVERDUE: {
    status: 409,
    message: '提货截止日为 {dueOn}，尚未逾期，不能记录逾期未提',
  },
  INVOICE_PROFILE_NOT_MANAGER: { status: 403, message: '子账号不能修改组织的开票信息，请使用主账号操作' },
  INVOICE_TAX_NO_REQUIRED: { status: 400, message: '企业开票须填写纳税人识别号' },
  INVOICE_DETAILS_MISSING: { status: 409, message: '买受人尚未填写开票信息，暂不能登记发票' },
  INVOICE_DATE_AFTER_TODAY: { status: 400, message: '开票日期不能晚于今天（{today}）' },
  INVOICE_DATE_BEFORE_SALE: { status: 400, message: '开票日期不能早于成交日期（{soldOn}）' },
} as const satisfies ErrorTable;
