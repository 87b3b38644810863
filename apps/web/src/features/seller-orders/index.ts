/** 订单管理: the seller organisation's orders, their money and the steps after the sale. */
export const loadOrderManagePage = () =>
  import('./components/order-manage-page').then((module) => module.OrderManagePage);
/** 竞价订单管理: every organisation's orders, for the platform: payment review and settlement. */
export const loadBidOrderManagePage = () =>
  import('./components/bid-order-manage-page').then((m) => m.BidOrderManagePage);
