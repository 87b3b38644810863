import { HOUR_MS } from '../../lib/clock';
import type { ClosingServiceDeps } from './closing-deps';
import { createSweepFailures } from './sweep-failures';
import { announcePriceDrops } from './use-cases/announce-price-drops';
import { closeDueLots } from './use-cases/close-due-lots';
import { defaultOverdueOrders } from './use-cases/default-overdue-orders';
import { startDueLots } from './use-cases/start-due-lots';

export type { ClosingServiceDeps } from './closing-deps';
export { commissionTiersFor, decideClose } from './close-decision';

/** How long after a lot closes its bid answers are kept for retries, and how many go per sweep. */
const BID_REQUEST_RETENTION_MS = 7 * 24 * HOUR_MS;
const PRUNE_BATCH = 1000;

/** One sweep: open due lots, close lots past their deadline, move bulletins on, default unpaid orders. */
export function createClosingService(deps: ClosingServiceDeps) {
  const { closing, clock } = deps;
  const startDue = startDueLots(deps);
  const announceDrops = announcePriceDrops(deps);
  const closeDue = closeDueLots(deps);
  const defaultOverdue = defaultOverdueOrders(deps);

  return {
    async sweepOnce(): Promise<{ started: number; closed: number; defaulted: number; failed: number }> {
      const now = clock.now();
      const serverTime = now.toISOString();
      const started = await startDue(now, serverTime);
      await announceDrops(now, serverTime);

      const failures = createSweepFailures(deps.log);
      const closed = await closeDue(now, serverTime, failures);
      await closing.advanceBulletins(now);
      const recovered = await closing.releaseStrandedDeposits(now);
      if (recovered > 0) deps.log.info({ deposits: recovered }, '已释放停留在未发布标的上的冻结保证金');
      await closing.pruneBidRequests(new Date(now.getTime() - BID_REQUEST_RETENTION_MS), PRUNE_BATCH);

      const defaulted = await defaultOverdue(now, failures);
      const { failedLots, failedOrders } = failures;
      return { started: started.length, closed, defaulted, failed: failedLots.length + failedOrders.length };
    },
  };
}

export type ClosingService = ReturnType<typeof createClosingService>;
