export { buyerOf, ORDER_STATUS_COLORS, orderStatusOptions } from './order-status';
export { OrderDrawer, PaymentSection } from './order-drawer';
export { item, Money, OrderStatusTag, Section, useQuantityText, useUnitLabel, when } from './order-sections';
export { InvoiceSection, InvoiceStateTag } from './invoice-section';
export { orderNoColumn } from './order-no-column';
export { PICKUP_FILTER, PickupDeadlineTag, PickupSection } from './pickup-section';
export {
  DifferenceTag,
  PriceBasisCell,
  useUnitPriceText,
  WeighingSection,
  type WeighingReader,
} from './weighing-section';
