import type { LotEvent } from '@lyp/shared/realtime/events';
import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../../lib/domain-events';
import type { BulletinsRepository } from './bulletins.repository';
import type { BulletinsService } from './bulletins.service';

/** What the auditors' use cases (审核中心) are given. */
export interface AuditServiceDeps {
  bulletins: BulletinsRepository;
  views: Pick<BulletinsService, 'view'>;
  clock: Clock;
  publicationLeadMinutes: number;
  /** Tells a revoked lot's watchers, after the commit. */
  publish(events: LotEvent[]): void;
  /** Tells of a decision or a revocation, after it is committed. */
  events: DomainEventPublisher;
}
