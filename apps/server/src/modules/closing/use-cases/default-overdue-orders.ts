import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import type { ClosingServiceDeps } from '../closing-deps';
import { defaultedNotice } from '../closing-notices';
import type { SweepFailures } from '../sweep-failures';

/** 悔拍 of every order unpaid at its deadline, each in its own transaction; answers how many. */
export function defaultOverdueOrders(deps: ClosingServiceDeps) {
  const { closing } = deps;
  const strikesToBar = deps.strikesToBar ?? AUCTION_RULES.strikesToBar;
  return async (now: Date, { failedOrders, skipFailure }: SweepFailures) => {
    let defaulted = 0;
    for (;;) {
      let result;
      try {
        result = await closing.defaultNextOverdueOrder(now, strikesToBar, failedOrders, defaultedNotice);
      } catch (error) {
        skipFailure(error);
        continue;
      }
      if (!result) break;
      defaulted += 1;
      const { written, ...defaultedOrder } = result;
      deps.log.info(defaultedOrder, '订单逾期未付款，按悔拍处理');
      await deps.deliver?.(written);
    }
    return defaulted;
  };
}
