export { buyerOf, ORDER_STATUS_COLORS, orderStatusOptions } from './order-status';
export {
  ConfirmationSection,
  item,
  Money,
  OrderStatusTag,
  PickupSection,
  Section,
  useQuantityText,
  useUnitLabel,
  when,
} from './order-sections';
export { orderNoColumn } from './order-no-column';
