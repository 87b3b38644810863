import type { ErrorTable } from './error-table';

/** The errors of 悔拍递补 (design/auction-rules.md, "Rights and second chances"). Part of ERROR_CODES. */
export const RUNNER_UP_ERRORS = {
  RUNNER_UP_OFFER_OPEN: {
    status: 409,
    message: '该标的已有待答复的递补邀请（{deadline} 前答复），一次只能递补给一位竞买人，请等待其答复',
  },
  RUNNER_UP_SUPERSEDED: {
    status: 409,
    message: '该标的已有新的订单或已递补成交，不能再从这张悔拍订单发起递补',
  },
  RUNNER_UP_OFFER_NOT_FOUND: { status: 404, message: '递补邀请不存在或您无权查看' },
  RUNNER_UP_OFFER_CLOSED: { status: 409, message: '该递补邀请{status}，不能{action}' },
  RUNNER_UP_OFFER_EXPIRED: {
    status: 409,
    message: '该递补邀请已于 {deadline} 过了答复期限，不能再接受',
  },
} as const satisfies ErrorTable;
