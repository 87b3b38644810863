import type { RunnerUpOffersServiceDeps } from '../runner-up-offers.service';
import type { SweepStep } from '../offer-sweep-writes';

/**
 * One sweep of the offers: deposits paid anew become orders, lapsed offers expire and pass to the
 * next bidder, kept deposits no longer needed are released. Each step is its own transaction; a
 * step that fails is logged and left for the next sweep.
 */
export function sweepOffers(deps: RunnerUpOffersServiceDeps) {
  const { offers, clock } = deps;

  async function drain(step: (now: Date, skip: number[]) => Promise<SweepStep>, now: Date, what: string) {
    const skip: number[] = [];
    let done = 0;
    for (;;) {
      let result: SweepStep;
      try {
        result = await step(now, skip);
      } catch (error) {
        deps.log.error({ err: error }, `${what}失败，下一轮将重试`);
        return done;
      }
      if (result === null) return done;
      if ('skipped' in result) {
        skip.push(result.skipped);
        continue;
      }
      done += 1;
      await deps.deliver(result.written);
    }
  }

  return async () => {
    const now = clock.now();
    const converted = await drain(
      (at, skip) => offers.convertNextFunded(at, skip),
      now,
      '递补保证金到账转订单',
    );
    const expired = await drain((at, skip) => offers.expireNextDue(at, skip), now, '递补邀请逾期处理');
    const released = await offers.releaseKeptDeposits(now);
    return { converted, expired, released };
  };
}
