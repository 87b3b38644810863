import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { FilesService } from '../files';
import type { BulletinRecord, BulletinsRepository, LotRecord } from './bulletins.repository';

/** What the seller's use cases (信息发布) are given. */
export interface BulletinsServiceDeps {
  bulletins: BulletinsRepository;
  files: FilesService;
  clock: Clock;
  publicationLeadMinutes: number;
  /** Enabled values of a dictionary (goods categories, units, bidder qualifications). */
  dictionaryValues(code: string): Promise<Set<string>>;
}

/** What the use cases on one lot's viewings and 定向 lists are given. */
export interface LotDetailsDeps {
  bulletins: BulletinsRepository;
  clock: Clock;
  requireOwnLot(principal: Principal, lotId: number): Promise<{ lot: LotRecord; bulletin: BulletinRecord }>;
}
