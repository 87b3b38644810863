export { buyerOf, ORDER_STATUS_COLORS, orderStatusOptions } from './order-status';
export {
  ConfirmationSection,
  item,
  Money,
  OrderStatusTag,
  Section,
  useQuantityText,
  when,
} from './order-sections';
export { orderNoColumn } from './order-no-column';
