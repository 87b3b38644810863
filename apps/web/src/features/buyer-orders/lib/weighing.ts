import type { BuyerOrder } from '@lyp/shared/auction/order.schemas';

/** A weighing far off the estimate waits for the buyer's 确认过磅结果 before the sale is settled. */
export const weighingToConfirm = (order: Pick<BuyerOrder, 'weighing'>) =>
  order.weighing !== null &&
  order.weighing.weighedQuantity !== null &&
  order.weighing.needsBuyerConfirmation &&
  order.weighing.buyerConfirmedAt === null;

/** A weighing heavier than the estimate leaves a balance (少补) to send until the platform has it. */
export const balanceOwed = (order: Pick<BuyerOrder, 'weighing'>) =>
  order.weighing !== null &&
  (order.weighing.differenceFen ?? 0) > 0 &&
  order.weighing.differenceSettledAt === null;
