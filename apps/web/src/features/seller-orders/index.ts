/** 订单管理: the seller organisation's orders, their money and the steps after the sale. */
export const loadOrderManagePage = () =>
  import('./components/order-manage-page').then((module) => module.OrderManagePage);
