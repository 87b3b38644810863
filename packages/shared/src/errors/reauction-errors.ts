import type { ErrorTable } from './error-table';

/**
 * The errors of 重新拍卖 (design/auction-rules.md, "Rights and second chances"): which lots may be
 * put up again, and who may not take part in the new sale. Part of ERROR_CODES.
 */
export const REAUCTION_ERRORS = {
  REAUCTION_LOT_OPEN: {
    status: 409,
    message: '标的「{title}」尚未结束竞价，结束后流拍或买受人悔拍才能重新拍卖',
  },
  REAUCTION_LOT_SOLD: {
    status: 409,
    message: '标的「{title}」已成交（订单{orderStatus}），只有流拍或买受人悔拍的标的才能重新拍卖',
  },
  REAUCTION_LIVE_SUCCESSOR: {
    status: 409,
    message: '标的「{title}」已重新拍卖（{lotNo}，{state}），该次拍卖流拍或悔拍后才能再次重新拍卖',
  },
  REAUCTION_OFFER_OPEN: {
    status: 409,
    message: '标的「{title}」的悔拍递补邀请尚待竞买人答复（{deadline} 截止），答复或到期后才能重新拍卖',
  },
  REAUCTION_START_TOO_HIGH: {
    status: 400,
    message: '重新拍卖的起拍价不能高于原起拍价 {price}',
  },
  REAUCTION_TERMS_INVALID: {
    status: 400,
    message: '按起拍价 {price} 重新拍卖时，{problem}，请调整起拍价',
  },
  LOT_BARRED_DEFAULTER: { status: 409, message: '您在本标的的原拍卖中悔拍，不得参与本次拍卖' },
} as const satisfies ErrorTable;
