import { formatFen } from '@lyp/shared/format/currency';
import { decideClose } from '../close-decision';
import type { ClosingServiceDeps } from '../closing-deps';
import { wonNotice } from '../closing-notices';
import type { SweepFailures } from '../sweep-failures';

/** Closes the lots past their deadline one by one, each in its own transaction; answers how many. */
export function closeDueLots(deps: ClosingServiceDeps) {
  const { closing } = deps;
  return async (now: Date, serverTime: string, { failedLots, skipFailure }: SweepFailures) => {
    let closed = 0;
    const cutoff = new Date(now.getTime() - deps.closeGraceMs);
    for (;;) {
      let result;
      try {
        result = await closing.closeNextDueLot(cutoff, now, decideClose, failedLots, wonNotice);
      } catch (error) {
        skipFailure(error);
        continue;
      }
      if (!result) break;
      closed += 1;
      const { due, decision } = result;
      const sold = decision.outcome === 'sold';
      await deps.deliver?.(result.written);
      deps.publish([
        {
          type: 'lot_closed',
          lotId: due.lot.id,
          seq: result.eventSeq,
          serverTime,
          outcome: decision.outcome,
          finalPriceFen: sold ? due.lot.currentPriceFen : null,
          winnerAlias: sold ? (due.leader?.alias ?? null) : null,
          chainHead: result.chainHead,
        },
      ]);
      deps.log.info(
        {
          lotId: due.lot.id,
          outcome: decision.outcome,
          ...(sold && due.lot.currentPriceFen !== null ? { price: formatFen(due.lot.currentPriceFen) } : {}),
        },
        sold ? '标的成交' : '标的流拍',
      );
    }
    return closed;
  };
}
