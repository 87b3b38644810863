import type { ErrorTable } from './error-table';

/**
 * The errors of the auction formats (design/auction-rules.md, "Auction formats"): descending
 * accepts, sealed bids and per-unit orders settled by weight. Part of ERROR_CODES.
 */
export const AUCTION_FORMAT_ERRORS = {
  // 降价: one format's call on another, and the accept that came second.
  BID_MODE_MISMATCH: { status: 409, message: '该标的为{mode}竞价，{hint}' },
  DESCENDING_TAKEN: {
    status: 409,
    message: '很遗憾，其他竞买人已于 {at} 以 {price} 先应价，本标的由其成交，您的应价未成交',
  },
  DESCENDING_TAKEN_ASCENDING: {
    status: 409,
    message: '其他竞买人已于 {at} 以 {price} 先应价，本标的已转为增价竞价，您可在结束前继续加价',
  },
  DESCENDING_PRICE_CHANGED: {
    status: 409,
    message: '当前价格为 {current}，与您看到的价格不同，请按当前价格应价',
  },

  // 一次报价
  SEALED_LOT_OPEN_BID: { status: 409, message: '该标的为一次报价，请在报价栏提交报价，不能公开出价' },
  SEALED_BID_NOT_SEALED_LOT: { status: 409, message: '该标的不是一次报价标的' },
  SEALED_BID_TOO_LOW: { status: 409, message: '报价须不低于起拍价 {minimum}' },
  SEALED_BID_NOT_WHOLE_YUAN: { status: 409, message: '报价须为整元金额' },
  SEALED_BID_NOT_ELIGIBLE: {
    status: 409,
    message: '您的竞买资格刚刚发生变化（保证金、认证或限制出价），本次报价未被接受，请刷新页面查看',
  },
  SEALED_BID_NOT_RAISED: { status: 409, message: '报价只可提高，新报价须高于您已提交的报价 {current}' },

  // 可核验的竞价记录
  AUCTION_RECORD_NOT_CLOSED: { status: 409, message: '竞价结束后方可查看完整记录' },

  // 单价, settled on the weighed quantity (过磅, 多退少补)
  ORDER_NOT_UNIT_PRICED: { status: 409, message: '该订单按总价成交，无需过磅结算' },
  ORDER_NOT_WEIGHED: { status: 409, message: '按单价成交的订单须先录入过磅数量，才能{action}' },
  ORDER_WEIGHING_UNCONFIRMED: {
    status: 409,
    message: '过磅数量与预估数量相差超过 {percent}%，须买受人确认过磅结果后才能结算',
  },
  ORDER_BALANCE_UNPAID: { status: 409, message: '买受人尚未补缴过磅差额 {amount}，平台确认收到后才能结算' },
  ORDER_WEIGHING_NO_CONFIRMATION_NEEDED: { status: 409, message: '该订单的过磅结果无需确认' },
  ORDER_NO_DIFFERENCE: { status: 409, message: '该订单没有待结清的过磅差额' },
} as const satisfies ErrorTable;
