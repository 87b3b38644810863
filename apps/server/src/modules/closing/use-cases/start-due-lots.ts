import type { ClosingServiceDeps } from '../closing-deps';

/** Opens the lots whose start has passed and announces each one. */
export function startDueLots(deps: ClosingServiceDeps) {
  const { closing } = deps;
  return async (now: Date, serverTime: string) => {
    const started = await closing.startDueLots(now);
    if (started.length > 0) {
      deps.publish(
        started.map((lot) => ({
          type: 'lot_started' as const,
          lotId: lot.id,
          seq: lot.eventSeq,
          serverTime,
          endsAt: lot.endsAt.toISOString(),
        })),
      );
    }
    return started;
  };
}
