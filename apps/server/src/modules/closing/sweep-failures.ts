import type { ClosingServiceDeps } from './closing-deps';
import { SweepItemFailed } from './closing.types';

/** The lots and orders of one sweep that failed, and the handler that logs and records them. */
export function createSweepFailures(log: ClosingServiceDeps['log']) {
  // A lot (or order) that fails is logged and left for the next sweep; the others go on.
  const failedLots: number[] = [];
  const failedOrders: number[] = [];
  const skipFailure = (error: unknown) => {
    if (!(error instanceof SweepItemFailed)) throw error;
    log.error({ err: error.cause, ...error.item }, '结束竞价或违约处理失败，下一轮将重试');
    if ('lotId' in error.item) failedLots.push(error.item.lotId);
    else failedOrders.push(error.item.orderId);
  };
  return { failedLots, failedOrders, skipFailure };
}

export type SweepFailures = ReturnType<typeof createSweepFailures>;
