/** 我的订单: the orders the buyer won, their payment and the bill of lading. */
export const loadMyOrderPage = () =>
  import('./components/my-order-page').then((module) => module.MyOrderPage);
/** 货款支付: where and how much to pay for one order, and the voucher upload. */
export const loadOrderPaymentPage = () =>
  import('./components/order-payment-page').then((module) => module.OrderPaymentPage);
