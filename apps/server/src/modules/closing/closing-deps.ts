import type { LotEvent } from '@lyp/shared/realtime/events';
import type { Clock } from '../../lib/clock';
import type { WrittenMessage } from '../messages';
import type { ClosingRepository } from './closing.repository';

export interface ClosingServiceDeps {
  closing: ClosingRepository;
  clock: Clock;
  publish(events: LotEvent[]): void;
  /** Lots close this long after their deadline, so clocks a little apart agree. */
  closeGraceMs: number;
  strikesToBar?: number;
  /** Announces (and texts) the messages a close or default wrote in its transaction. */
  deliver?: (written: WrittenMessage[]) => Promise<void>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}
