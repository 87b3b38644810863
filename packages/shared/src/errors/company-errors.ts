import type { ErrorTable } from './error-table';

/** Company certification, bank changes, sub-accounts and 定向 companies. Part of ERROR_CODES. */
export const COMPANY_ERRORS = {
  COMPANY_AUTH_NOT_FOUND: { status: 404, message: '企业认证申请不存在或您无权查看' },
  COMPANY_AUTH_EXISTS: {
    status: 409,
    message: '您已有一份企业认证申请（{status}），请在原申请上修改或查看审核结果',
  },
  COMPANY_AUTH_WRONG_STATE: { status: 409, message: '企业认证当前为「{status}」，{rule}' },
  COMPANY_AUTH_NOT_ALLOWED: { status: 409, message: '无法办理：{reason}' },
  COMPANY_CODE_TAKEN: {
    status: 409,
    message: '统一社会信用代码 {code} 已有企业认证或正在审核，请核对；如有疑问请联系平台客服',
  },
  COMPANY_NOT_CERTIFIED: {
    status: 409,
    message: '当前组织「{org}」尚未通过企业认证，请先完成企业认证（立即认证）',
  },
  BANK_CHANGE_PENDING: { status: 409, message: '开户信息变更正在审核中，请等待审核结果后再修改' },
  BANK_CHANGE_NOT_FOUND: { status: 404, message: '没有待审核的开户信息变更' },
  BANK_CHANGE_WAITING_REVIEW: {
    status: 409,
    message: '该企业的开户信息变更为「待审核」，请先审核该变更，再修改开户信息',
  },
  SUB_ACCOUNT_NOT_FOUND: { status: 404, message: '子账号不存在或不属于本企业' },
  SUB_ACCOUNT_NOT_ALLOWED: { status: 409, message: '无法操作：{reason}' },
  SUB_ACCOUNT_GRANT_BEYOND: {
    status: 409,
    message: '不能授予子账号本企业账号没有的权限：{menus}',
  },
  SPECIFIED_ORG_OWN: { status: 400, message: '本企业不能参与自己委托的标的，不能设为定向竞买企业' },
  SPECIFIED_ORG_UNKNOWN: {
    status: 400,
    message: '定向企业（编号 {ids}）不存在或尚未通过企业认证，请重新选择',
  },
} as const satisfies ErrorTable;
