import type { ErrorTable } from './error-table';

/**
 * The errors of rights and second chances (design/auction-rules.md, "Rights and second
 * chances"): 优先购买权 holders as the seller names them. Part of ERROR_CODES.
 */
export const RIGHTS_ERRORS = {
  PRIORITY_HOLDER_UNKNOWN: {
    status: 400,
    message: '第 {rank} 顺位优先购买权人的手机号 {phone} 尚未注册，请核对后重试',
  },
  PRIORITY_HOLDER_ORG_UNKNOWN: {
    status: 400,
    message: '第 {rank} 顺位优先购买权企业不存在或尚未通过企业认证，请重新选择',
  },
  PRIORITY_HOLDER_OWN: {
    status: 400,
    message: '第 {rank} 顺位优先购买权人不能是委托方本企业',
  },
} as const satisfies ErrorTable;
