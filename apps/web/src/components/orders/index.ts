export { buyerOf, ORDER_STATUS_COLORS, orderStatusOptions } from './order-status';
export { ConfirmationSection, item, Money, OrderStatusTag, Section, when } from './order-sections';
